import { BREACH_API, type BreachAffectedAnswer, type BreachWindow, breachWindowQuery } from "../../../contract/staff-inbox/breach-affected.ts";
import { API_BASE } from "~/lib/api-client";
import { adminCall } from "../staff-inbox/admin-api";

/** The people held in the window (the first BREACH_LIST_MAX), as the staff page shows them. */
export function fetchAffected(window: BreachWindow): Promise<BreachAffectedAnswer> {
  return adminCall<BreachAffectedAnswer>("GET", `${BREACH_API.affected}${breachWindowQuery(window)}`);
}

/** The CSV of everyone in the window (a download link: the browser sends the cookie). */
export function affectedCsvUrl(window: BreachWindow): string {
  return `${API_BASE}${BREACH_API.affectedCsv}${breachWindowQuery(window)}`;
}

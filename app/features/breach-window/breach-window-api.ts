import { BREACH_API, type BreachAffectedAnswer, type BreachWindow, breachWindowQuery } from "../../../contract/staff-inbox/breach-affected.ts";
import { API_BASE, isRecord } from "~/lib/api-client";
import { AdminApiError } from "../staff-inbox/admin-api";

/** The people held in the window (the first BREACH_LIST_MAX), as the staff page shows them. */
export async function fetchAffected(window: BreachWindow): Promise<BreachAffectedAnswer> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${BREACH_API.affected}${breachWindowQuery(window)}`, {
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new AdminApiError({ kind: "unreachable" });
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = isRecord(data) && typeof data.message === "string" && data.message.trim() !== "" ? data.message : undefined;
    throw new AdminApiError({ kind: "error-answer", status: response.status, ...(message ? { message } : {}) });
  }
  return data as BreachAffectedAnswer;
}

/** The CSV of everyone in the window (a download link: the browser sends the cookie). */
export function affectedCsvUrl(window: BreachWindow): string {
  return `${API_BASE}${BREACH_API.affectedCsv}${breachWindowQuery(window)}`;
}

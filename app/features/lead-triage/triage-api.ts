import { type LeadNeighboursAnswer, type NewLeadCountAnswer, TRIAGE_API } from "../../../contract/staff-inbox/triage.ts";
import { inboxFilters, inboxQueryString, parseInboxQuery } from "../../../contract/staff-inbox/inbox-query.ts";
import { isRecord } from "~/lib/api-client";
import { AdminApiError, adminCall } from "../staff-inbox/admin-api";

/** The triage API's calls (contract/staff-inbox/triage.ts), through the inbox's adminCall. */

export async function fetchNewLeadCount(): Promise<number> {
  const data = await adminCall<unknown>("GET", TRIAGE_API.newLeadCount);
  if (!isRecord(data) || typeof data.count !== "number") throw new AdminApiError({ kind: "no-answer" });
  return (data as NewLeadCountAnswer).count;
}

const referenceOrNull = (value: unknown) => (typeof value === "string" || value === null ? value : undefined);

/**
 * The leads above and below this one in the inbox list it was opened from:
 * `inboxSearch` is that list's query string ("?kind=contact&older=…"); its
 * filters and sort count, its page does not. A search the inbox would not
 * take is read as no filters.
 */
export async function fetchNeighbours(reference: string, inboxSearch: string): Promise<LeadNeighboursAnswer> {
  const parsed = parseInboxQuery(new URLSearchParams(inboxSearch));
  const search = inboxQueryString(inboxFilters(parsed.ok ? parsed.query : {}));
  const data = await adminCall<unknown>("GET", `${TRIAGE_API.neighbours(reference)}${search ? `?${search}` : ""}`);
  const previous = isRecord(data) ? referenceOrNull(data.previous) : undefined;
  const next = isRecord(data) ? referenceOrNull(data.next) : undefined;
  if (previous === undefined || next === undefined) throw new AdminApiError({ kind: "no-answer" });
  return { previous, next };
}

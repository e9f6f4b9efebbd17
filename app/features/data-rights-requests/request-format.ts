import { type DataRightsRequestRow, daysUntilDue } from "../../../contract/data-rights/data-rights-requests.ts";

/** When a request is due, as the staff list says it: "in 12 days", "today", "3 days overdue"; a closed one is not due. */
export function dueText(request: Pick<DataRightsRequestRow, "state" | "dueAt">, now: Date): { text: string; overdue: boolean } {
  if (request.state !== "open") return { text: "Closed", overdue: false };
  const days = daysUntilDue(new Date(request.dueAt), now);
  if (days < 0) return { text: `${-days} ${-days === 1 ? "day" : "days"} overdue`, overdue: true };
  if (days === 0) return { text: "Due today", overdue: false };
  return { text: `in ${days} ${days === 1 ? "day" : "days"}`, overdue: false };
}

/** An audit step as the trail shows it. */
const STEP_NAMES: Readonly<Record<string, string>> = {
  "rights-request": "Request received",
  "rights-request-view": "Opened by staff",
  "rights-request-done": "Carried out",
  "rights-request-declined": "Declined",
  "consent-withdrawn": "Consent withdrawn",
};

export function trailStepName(action: string): string {
  return STEP_NAMES[action] ?? action;
}

/** The step's details (no personal data: kinds, counts, a lead's reference and field name) as one line. */
export function trailStepDetails(details: Record<string, unknown> | null): string {
  if (!details) return "";
  return Object.entries(details)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(", ");
}

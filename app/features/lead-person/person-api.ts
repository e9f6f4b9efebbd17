import type { LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { PERSON_API, type PersonAnswer } from "../../../contract/staff-inbox/person.ts";
import { isRecord } from "~/lib/api-client";
import { AdminApiError, adminCall } from "../staff-inbox/admin-api";

/** The people-and-spam API's calls (contract/staff-inbox/person.ts), through the inbox's adminCall. */

/** The answer has the shape of a person (a stray answer shows as a failure, not as a broken page). */
export function isPersonAnswer(data: unknown): data is PersonAnswer {
  return isRecord(data) && typeof data.email === "string" && typeof data.name === "string" && Array.isArray(data.leads) && Array.isArray(data.timeline) && typeof data.leadCount === "number";
}

export async function fetchPerson(reference: string): Promise<PersonAnswer> {
  const data = await adminCall<unknown>("GET", PERSON_API.person(reference));
  if (!isPersonAnswer(data)) throw new AdminApiError({ kind: "no-answer" });
  return data;
}

/** Marks the lead spam, or not; answers the lead as it now stands. */
export async function saveSpamMark(reference: string, spam: boolean): Promise<LeadDetailAnswer> {
  const data = await adminCall<unknown>("PUT", PERSON_API.spam(reference), { spam });
  if (!isRecord(data) || data.reference !== reference) throw new AdminApiError({ kind: "no-answer" });
  return data as LeadDetailAnswer;
}

import { LEAD_WORK_API, type LeadWorkAnswer, type StaffMember } from "../../../contract/staff-inbox/lead-work.ts";
import { isRecord } from "~/lib/api-client";
import { AdminApiError, adminCall } from "../staff-inbox/admin-api";

/** The lead-work API's calls (contract/staff-inbox/lead-work.ts), through the inbox's adminCall. */
const call = (method: "GET" | "PUT" | "POST", path: string, body?: unknown) => adminCall<unknown>(method, path, body);

/** The answer has the shape of a lead's work (a stray answer shows as a failure, not as a broken page). */
export function isLeadWorkAnswer(data: unknown): data is LeadWorkAnswer {
  return isRecord(data) && typeof data.reference === "string" && Array.isArray(data.team) && Array.isArray(data.replies) && isRecord(data.draft) && typeof data.canReply === "boolean";
}

async function leadWork(promise: Promise<unknown>): Promise<LeadWorkAnswer> {
  const data = await promise;
  if (!isLeadWorkAnswer(data)) throw new AdminApiError({ kind: "no-answer" });
  return data;
}

export const fetchLeadWork = (reference: string) => leadWork(call("GET", LEAD_WORK_API.work(reference)));

/** A staff member's id, nobody (null), or the signed-in member ("me"). */
export const saveOwner = (reference: string, ownerId: number | null | "me") => leadWork(call("PUT", LEAD_WORK_API.owner(reference), { ownerId }));

export const sendReply = (reference: string, reply: { template: string; subject: string; body: string }) => leadWork(call("POST", LEAD_WORK_API.replies(reference), reply));

export async function fetchTeam(): Promise<StaffMember[]> {
  const data = await call("GET", LEAD_WORK_API.team);
  return Array.isArray(data) ? data.filter((member): member is StaffMember => isRecord(member) && typeof member.id === "number" && typeof member.email === "string") : [];
}

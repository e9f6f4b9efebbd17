import { TEAM_API, type StaffRole, type TeamAnswer } from "../../../contract/staff-inbox/staff-roles.ts";
import { isRecord } from "~/lib/api-client";
import { AdminApiError, adminCall } from "../staff-inbox/admin-api";

/** The team page's calls to /api/admin/team (adminCall); an answer without its members is no answer. */
async function teamCall(method: "GET" | "PUT", path: string, body?: unknown): Promise<TeamAnswer> {
  const data = await adminCall<unknown>(method, path, body);
  if (!isRecord(data) || !Array.isArray(data.members)) throw new AdminApiError({ kind: "no-answer" });
  return data as TeamAnswer;
}

export const fetchTeam = () => teamCall("GET", TEAM_API.members);

export const changeRole = (id: number, role: StaffRole) => teamCall("PUT", TEAM_API.memberRole(id), { role });

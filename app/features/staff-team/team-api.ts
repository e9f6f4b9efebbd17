import { TEAM_API, type StaffRole, type TeamAnswer } from "../../../contract/staff-inbox/staff-roles.ts";
import { API_BASE, isRecord } from "~/lib/api-client";
import { AdminApiError } from "../staff-inbox/admin-api";

/** The team page's calls to /api/admin/team, failing with an AdminApiError whose message is the text to show. */
async function teamCall(method: "GET" | "PUT", path: string, body?: unknown): Promise<TeamAnswer> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      credentials: "same-origin",
      cache: "no-store",
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new AdminApiError({ kind: "unreachable" });
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = isRecord(data) && typeof data.message === "string" && data.message.trim() !== "" ? data.message : undefined;
    throw new AdminApiError({ kind: "error-answer", status: response.status, ...(message ? { message } : {}) });
  }
  if (!isRecord(data) || !Array.isArray(data.members)) throw new AdminApiError({ kind: "no-answer" });
  return data as TeamAnswer;
}

export const fetchTeam = () => teamCall("GET", TEAM_API.members);

export const changeRole = (id: number, role: StaffRole) => teamCall("PUT", TEAM_API.memberRole(id), { role });

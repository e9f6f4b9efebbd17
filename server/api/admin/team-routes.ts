import type { FastifyInstance } from "fastify";
import { API_BASE_PATH } from "../../../contract/site-paths.ts";
import { ADMIN_TEXT } from "../../../contract/staff-inbox/inbox-answers.ts";
import { TEAM_API, type TeamAnswer, isStaffRole } from "../../../contract/staff-inbox/staff-roles.ts";
import { recordAudit } from "../../db/audit-log-repository.ts";
import { type StaffAccount, listStaffAccounts, setStaffRole } from "../../db/staff-users-repository.ts";
import { type AdminContext, sendAdminFailure, staffOf } from "./admin-context.ts";
import { bodyObject } from "./request-body.ts";

/** A staff account's id as the URL gives it: digits, within what a JavaScript number holds exactly. */
const ACCOUNT_ID = /^[1-9]\d{0,14}$/;
type ById = { Params: { id: string } };

/**
 * The team page's API (admins only, decision 0019): every account with its
 * role, and a role change, audited with who made it; the last admin stays one.
 */
export function registerTeamRoutes(scope: FastifyInstance, context: AdminContext): void {
  const { database } = context;
  const adminOnly = { config: { adminOnly: true } };

  scope.get(`${API_BASE_PATH}${TEAM_API.members}`, adminOnly, async () => teamAnswer(await listStaffAccounts(database)));

  const byId = `${API_BASE_PATH}${TEAM_API.memberRole("ID")}`.replace("ID", ":id");
  scope.put<ById>(byId, adminOnly, async (request, reply) => {
    const role = bodyObject(request.body)?.role;
    if (!isStaffRole(role)) return sendAdminFailure(reply, 422, ADMIN_TEXT.roleInvalid);
    if (!ACCOUNT_ID.test(request.params.id)) return sendAdminFailure(reply, 404, ADMIN_TEXT.staffMemberNotFound);
    const staff = staffOf(request);
    const now = context.now();
    const change = await setStaffRole(database, { id: Number(request.params.id) }, role, (trx, { account, from }) =>
      recordAudit(trx, {
        action: "role-change",
        actor: { id: staff.id, email: staff.email },
        details: { account: account.email, from, to: account.role },
        ip: request.ip,
        at: now,
      }),
    );
    if (change.outcome === "no-account") return sendAdminFailure(reply, 404, ADMIN_TEXT.staffMemberNotFound);
    if (change.outcome === "last-admin") return sendAdminFailure(reply, 409, ADMIN_TEXT.lastAdmin);
    if (change.outcome === "changed") request.log.info({ staff: staff.id, account: change.account.id, role }, "staff role changed");
    return teamAnswer(await listStaffAccounts(database));
  });
}

function teamAnswer(accounts: StaffAccount[]): TeamAnswer {
  return { members: accounts.map((account) => ({ id: account.id, email: account.email, role: account.role, createdAt: account.createdAt.toISOString() })) };
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { API_BASE_PATH } from "../../../contract/site-paths.ts";
import { ADMIN_TEXT } from "../../../contract/staff-inbox/inbox-answers.ts";
import { PERSON_API, parseSpamBody } from "../../../contract/staff-inbox/person.ts";
import { recordAudit } from "../../db/audit-log-repository.ts";
import { findLeadDetail } from "../../db/inbox-repository.ts";
import { markLeadSpam } from "../../db/lead-spam-repository.ts";
import { findPerson } from "../../db/person-repository.ts";
import { type AdminContext, REFERENCE_MAX_LENGTH, sendAdminFailure, staffOf } from "./admin-context.ts";

type ByReference = { Params: { reference: string } };

/**
 * People and spam (issue 25, docs/decisions/0022-people-and-spam.md): a
 * lead's person (every lead of its address and one timeline) and marking a
 * lead spam or not. For every member of staff; inside the admin scope, so the
 * session and, for the PUT, the Origin are checked first. A person is always
 * reached through a lead's reference: no address in a URL or a log.
 */
export function registerPersonRoutes(scope: FastifyInstance, context: AdminContext): void {
  const { database } = context;
  const path = (route: (reference: string) => string) => `${API_BASE_PATH}${route("REFERENCE")}`.replace("REFERENCE", ":reference");
  const known = (reference: string) => reference.length <= REFERENCE_MAX_LENGTH;
  const actionOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { staff: { id: staff.id, email: staff.email }, now: context.now(), ip: request.ip };
  };

  // An audited read answers GET only, as a lead's view does: a HEAD would count as one.
  scope.get<ByReference>(path(PERSON_API.person), { exposeHeadRoute: false }, async (request, reply) => {
    const { reference } = request.params;
    const person = known(reference) ? await findPerson(database, reference) : undefined;
    if (!person) return sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
    const action = actionOf(request);
    await recordAudit(database.db, { action: "person-view", actor: action.staff, leadReference: reference, details: { leads: person.leadCount }, ip: action.ip, at: action.now });
    return person;
  });

  scope.put<ByReference>(path(PERSON_API.spam), async (request, reply) => {
    const { reference } = request.params;
    const body = parseSpamBody(request.body);
    if (!body.ok) return sendAdminFailure(reply, 400, body.problem);
    const changed = known(reference) ? await markLeadSpam(database, reference, body.spam, actionOf(request)) : "no-lead";
    if (changed === "no-lead") return sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
    if (changed !== "unchanged") request.log.info({ reference, spam: body.spam }, "lead spam mark changed");
    const lead = await findLeadDetail(database, reference);
    // Erased between the mark and the read.
    return lead ?? sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
  });
}

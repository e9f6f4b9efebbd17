import type { FastifyInstance, FastifyRequest } from "fastify";
import { ADMIN_DATA_RIGHTS_API } from "../../../contract/data-rights/data-rights-paths.ts";
import { DATA_RIGHTS_REFERENCE_PATTERN, type DataRightsRequestsAnswer } from "../../../contract/data-rights/data-rights-requests.ts";
import { declineSchema } from "../../../contract/data-rights/data-rights-schema.ts";
import { stripControlCharacters } from "../../../contract/leads/lead-fields.ts";
import { API_BASE_PATH } from "../../../contract/site-paths.ts";
import {
  type StaffOutcome,
  applyCorrection,
  carryOutErasure,
  declineRequest,
  findDataRightsRequest,
  listDataRightsRequests,
  recordRequestView,
} from "../../db/data-rights-repository.ts";
import { eraseLead } from "../../db/inbox-repository.ts";
import { requestDeclinedMail, requestDoneMail } from "../../mail/data-rights-mail.ts";
import { type AdminContext, sendAdminFailure, staffOf } from "../admin/admin-context.ts";
import { bodyObject } from "../admin/request-body.ts";

/** The staff's answers about rights requests. */
export const DATA_RIGHTS_ADMIN_TEXT = {
  notFound: "There is no such request.",
  notOpen: "This request is closed already.",
  wrongKind: "This action does not fit this kind of request.",
  noLead: "The submission this correction is about no longer exists; decline the request with that reason.",
} as const;

type ByReference = { Params: { reference: string } };

/**
 * The rights requests in the staff inbox (under the admin scope, so behind
 * its session and origin checks): the list with due dates, one request with
 * its audit trail, and the actions that close one. Every step is audited
 * under the request's reference, without personal data.
 */
export function registerDataRightsAdminRoutes(scope: FastifyInstance, context: AdminContext): void {
  const { database } = context;
  const api = (path: string) => `${API_BASE_PATH}${path}`;
  const byReference = (path: (reference: string) => string) => api(path("REFERENCE")).replace("REFERENCE", ":reference");
  const actionOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { staff: { id: staff.id, email: staff.email }, now: context.now(), ip: request.ip };
  };
  const known = (reference: string) => DATA_RIGHTS_REFERENCE_PATTERN.test(reference);

  scope.get(api(ADMIN_DATA_RIGHTS_API.requests), async (): Promise<DataRightsRequestsAnswer> => ({ requests: await listDataRightsRequests(database) }));

  scope.get<ByReference>(byReference(ADMIN_DATA_RIGHTS_API.request), { exposeHeadRoute: false }, async (request, reply) => {
    const { reference } = request.params;
    if (!known(reference) || !(await findDataRightsRequest(database, reference))) return sendAdminFailure(reply, 404, DATA_RIGHTS_ADMIN_TEXT.notFound);
    await recordRequestView(database, reference, actionOf(request));
    return findDataRightsRequest(database, reference);
  });

  scope.post<ByReference>(byReference(ADMIN_DATA_RIGHTS_API.erase), { config: { adminOnly: true } }, async (request, reply) => {
    const { reference } = request.params;
    if (!known(reference)) return sendAdminFailure(reply, 404, DATA_RIGHTS_ADMIN_TEXT.notFound);
    const action = actionOf(request);
    const { outcome, erased } = await carryOutErasure(database, reference, action, {
      erase: (leadReference) => eraseLead(database, leadReference, action),
      doneMail: ({ email }) => requestDoneMail({ reference, email, kind: "erasure" }),
    });
    if (outcome !== "done") return failure(reply, outcome);
    request.log.info({ reference, erased }, "erasure request carried out");
    context.onMailQueued?.();
    return findDataRightsRequest(database, reference);
  });

  scope.post<ByReference>(byReference(ADMIN_DATA_RIGHTS_API.apply), async (request, reply) => {
    const { reference } = request.params;
    if (!known(reference)) return sendAdminFailure(reply, 404, DATA_RIGHTS_ADMIN_TEXT.notFound);
    const outcome = await applyCorrection(database, reference, actionOf(request), { doneMail: ({ email }) => requestDoneMail({ reference, email, kind: "correction" }) });
    if (outcome !== "done") return failure(reply, outcome);
    context.onMailQueued?.();
    return findDataRightsRequest(database, reference);
  });

  scope.post<ByReference>(byReference(ADMIN_DATA_RIGHTS_API.decline), async (request, reply) => {
    const { reference } = request.params;
    if (!known(reference)) return sendAdminFailure(reply, 404, DATA_RIGHTS_ADMIN_TEXT.notFound);
    const body = bodyObject(request.body);
    const sent = typeof body?.reason === "string" ? { reason: stripControlCharacters(body.reason).trim() } : {};
    const parsed = declineSchema.safeParse(sent);
    if (!parsed.success) return sendAdminFailure(reply, 422, parsed.error.issues[0]?.message ?? DATA_RIGHTS_ADMIN_TEXT.wrongKind);
    const outcome = await declineRequest(database, reference, parsed.data.reason, actionOf(request), {
      declinedMail: ({ email, kind }) => requestDeclinedMail({ reference, email, kind, reason: parsed.data.reason }),
    });
    if (outcome !== "done") return failure(reply, outcome);
    context.onMailQueued?.();
    return findDataRightsRequest(database, reference);
  });
}

function failure(reply: Parameters<typeof sendAdminFailure>[0], outcome: Exclude<StaffOutcome, "done">) {
  switch (outcome) {
    case "no request":
      return sendAdminFailure(reply, 404, DATA_RIGHTS_ADMIN_TEXT.notFound);
    case "not open":
      return sendAdminFailure(reply, 409, DATA_RIGHTS_ADMIN_TEXT.notOpen);
    case "wrong kind":
      return sendAdminFailure(reply, 409, DATA_RIGHTS_ADMIN_TEXT.wrongKind);
    case "no lead":
      return sendAdminFailure(reply, 409, DATA_RIGHTS_ADMIN_TEXT.noLead);
  }
}

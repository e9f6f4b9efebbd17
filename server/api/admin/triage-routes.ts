import type { FastifyInstance } from "fastify";
import { API_BASE_PATH } from "../../../contract/site-paths.ts";
import { ADMIN_TEXT } from "../../../contract/staff-inbox/inbox-answers.ts";
import { inboxFilters, parseInboxQuery } from "../../../contract/staff-inbox/inbox-query.ts";
import { type LeadNeighboursAnswer, type NewLeadCountAnswer, TRIAGE_API } from "../../../contract/staff-inbox/triage.ts";
import { countInbox } from "../../db/inbox-repository.ts";
import { leadNeighbours } from "../../db/lead-neighbours-repository.ts";
import { leadWorkAware } from "../../db/lead-work-clock-sql.ts";
import { type AdminContext, REFERENCE_MAX_LENGTH, sendAdminFailure } from "./admin-context.ts";
import { inboxWork } from "./lead-work-routes.ts";


/**
 * Faster triage (issue 25, contract/staff-inbox/triage.ts): the header's count
 * of new leads, and a lead's neighbours in the list the staff member came
 * from. Reads for every staff member (the admin scope checks the session);
 * not audited: they name references only, and opening a lead is audited.
 */
export function registerTriageRoutes(scope: FastifyInstance, context: AdminContext): void {
  const { database } = context;

  scope.get(`${API_BASE_PATH}${TRIAGE_API.newLeadCount}`, { exposeHeadRoute: false }, async (): Promise<NewLeadCountAnswer> => ({
    // The inbox's own count with its "New" filter, so the header and the filtered list agree.
    count: await countInbox(database, { status: "new" }),
  }));

  const neighboursPath = `${API_BASE_PATH}${TRIAGE_API.neighbours("REFERENCE")}`.replace("REFERENCE", ":reference");
  scope.get<{ Params: { reference: string } }>(neighboursPath, { exposeHeadRoute: false }, async (request, reply): Promise<LeadNeighboursAnswer | undefined> => {
    const parsed = parseInboxQuery(request.query as Record<string, unknown>);
    if (!parsed.ok) return sendAdminFailure(reply, 400, parsed.problem);
    const { reference } = request.params;
    const neighbours =
      reference.length <= REFERENCE_MAX_LENGTH ? await leadNeighbours(database, reference, leadWorkAware(inboxFilters(parsed.query), inboxWork(context, request))) : undefined;
    if (!neighbours) return sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
    return neighbours;
  });
}

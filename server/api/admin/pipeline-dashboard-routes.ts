import type { FastifyInstance } from "fastify";
import { API_BASE_PATH } from "../../../contract/site-paths.ts";
import { DASHBOARD_API } from "../../../contract/staff-inbox/pipeline-dashboard.ts";
import { pipelineDashboard } from "../../db/pipeline-dashboard-repository.ts";
import type { AdminContext } from "./admin-context.ts";
import { leadWorkSettings } from "./lead-work-routes.ts";

/**
 * GET the pipeline dashboard's figures (contract/staff-inbox/pipeline-dashboard.ts):
 * counts only, no person's data, for every staff member (the admin scope's
 * session check). Not audited: it names no lead.
 */
export function registerPipelineDashboardRoute(scope: FastifyInstance, context: AdminContext): void {
  scope.get(`${API_BASE_PATH}${DASHBOARD_API}`, { exposeHeadRoute: false }, async () =>
    pipelineDashboard(context.database, { now: context.now(), targets: leadWorkSettings(context).replyTargets }),
  );
}

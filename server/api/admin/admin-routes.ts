import cookie from "@fastify/cookie";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ADMIN_TEXT } from "../../../contract/staff-inbox/inbox-answers.ts";
import type { Database } from "../../db/open-database.ts";
import { deleteStaffSession, findStaffSession } from "../../db/staff-sessions-repository.ts";
import { type AdminContext, sendAdminFailure } from "./admin-context.ts";
import { registerInboxRoutes } from "./inbox-routes.ts";
import { registerBreachRoutes } from "./breach-routes.ts";
import { registerDataRightsAdminRoutes } from "../data-rights/data-rights-admin-routes.ts";
import { registerWebhookAdminRoutes } from "./webhook-routes.ts";
import { isSameOrigin, staffSessionCookie } from "./same-origin.ts";
import type { SignInPolicy } from "./sign-in-throttle.ts";
import { registerSignInRoutes } from "./sign-in-routes.ts";
import { registerTeamRoutes } from "./team-routes.ts";
import { type LeadWorkSettings, registerLeadWorkRoutes } from "./lead-work-routes.ts";
import { registerPipelineDashboardRoute } from "./pipeline-dashboard-routes.ts";
import { registerPersonRoutes } from "./person-routes.ts";
import { registerTriageRoutes } from "./triage-routes.ts";

export type AdminRoutesOptions = {
  database: Database;
  siteUrl: URL;
  sessionLifetimeMs: number;
  signIn: SignInPolicy;
  now?: () => Date;
  /** Wakes the mail worker after "send again". */
  onMailQueued?: () => void;
  /** Working a lead: reply-time targets and the team's inbox per kind. */
  leadWork?: LeadWorkSettings;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The staff inbox's API under /api/admin. Every answer is `no-store`; every
 * route but sign-in needs a live session; every state-changing call must
 * come from SITE_URL's origin (403 otherwise), which with the SameSite=Strict
 * cookie keeps other sites from acting in a staff member's name.
 */
export async function registerAdminRoutes(app: FastifyInstance, options: AdminRoutesOptions): Promise<void> {
  const context: AdminContext = { ...options, now: options.now ?? (() => new Date()) };
  const cookieName = staffSessionCookie(context.siteUrl).name;
  await app.register(async (scope) => {
    await scope.register(cookie);
    scope.decorateRequest("staff", null);
    scope.setErrorHandler(answerError);
    scope.addHook("onRequest", async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request.headers.origin, context.siteUrl)) {
        request.log.warn({ origin: request.headers.origin, url: request.url.split("?")[0] }, "admin call from another origin refused");
        return sendAdminFailure(reply, 403, ADMIN_TEXT.originRefused);
      }
      // A NUL in a path parameter or the query (%00) is no reference, filter or search; PostgreSQL cannot even compare text with one.
      if (/%00/i.test(request.url)) return sendAdminFailure(reply, 400, ADMIN_TEXT.badRequest);
      if (request.routeOptions.config.staffPublic) return;
      const token = request.cookies[cookieName];
      const session = token ? await findStaffSession(context.database, token, context.now(), request.headers["user-agent"]) : undefined;
      if (!session || !token) return sendAdminFailure(reply, 401, ADMIN_TEXT.sessionMissing);
      if (!session.sameBrowser) {
        // The cookie turned up in another browser than the one that signed in: likely stolen, so it opens nothing again.
        await deleteStaffSession(context.database, token);
        request.log.warn({ staff: session.userId }, "staff session used from another browser; ended");
        return sendAdminFailure(reply, 401, ADMIN_TEXT.sessionMissing);
      }
      request.staff = { id: session.userId, email: session.email, token, expiresAt: session.expiresAt, role: session.role };
      if (request.routeOptions.config.adminOnly && session.role !== "admin") {
        // Refused before the handler: nothing is done, so nothing is audited.
        request.log.info({ staff: session.userId, url: request.url.split("?")[0] }, "admin-only call by a staff member refused");
        return sendAdminFailure(reply, 403, ADMIN_TEXT.adminOnly);
      }
    });
    registerSignInRoutes(scope, context);
    registerInboxRoutes(scope, context);
    registerBreachRoutes(scope, context);
    registerDataRightsAdminRoutes(scope, context);
    registerWebhookAdminRoutes(scope, context);
    registerTeamRoutes(scope, context);
    registerLeadWorkRoutes(scope, context);
    registerPersonRoutes(scope, context);
    registerPipelineDashboardRoute(scope, context);
    registerTriageRoutes(scope, context);
  });
}

/** Fastify's own errors (body parsing, limits) as admin answers; nothing else leaks. */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 415) return sendAdminFailure(reply, 415, ADMIN_TEXT.notJson);
  if (status >= 400 && status < 500) return sendAdminFailure(reply, status, ADMIN_TEXT.badRequest);
  request.log.error({ err: error }, "unexpected error in an admin endpoint");
  return sendAdminFailure(reply, 500, ADMIN_TEXT.unexpected);
}

import type { FastifyInstance } from "fastify";
import { API_BASE_PATH } from "../../contract/site-paths.ts";
import { isSameOrigin } from "../api/admin/same-origin.ts";

/** Said to a page on another site that tries to send a form here. */
export const ORIGIN_REFUSED = "This form can only be sent from the Ankur website.";

const SAFE_METHODS = new Set(["GET", "HEAD"]);
const ADMIN_API_PREFIX = `${API_BASE_PATH}/admin/`;

/**
 * The API serves the site's own pages only (docs/decisions/0006-security-boundaries.md):
 * no CORS headers are ever sent, so browsers keep other sites from reading
 * any answer, and a request that a browser marks as coming from another
 * origin (Origin header not SITE_URL's origin, "null" included) is refused
 * with 403 before its body is read, unless it is a plain GET or HEAD. A
 * request without Origin comes from no browser page (curl, an integration)
 * and carries no visitor's cookies, so it goes on. A preflight (OPTIONS)
 * gets no Access-Control-Allow-* headers: 204 from the site's origin, 403
 * from any other. The admin API applies a stricter check of its own (an
 * Origin is required there; admin-routes.ts).
 */
export function registerApiOriginCheck(app: FastifyInstance, { siteUrl }: { siteUrl: URL }): void {
  app.addHook("onRequest", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (!path.startsWith(`${API_BASE_PATH}/`) || SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const foreign = origin !== undefined && !isSameOrigin(origin, siteUrl);
    if (path.startsWith(ADMIN_API_PREFIX) && request.method !== "OPTIONS") return;
    if (foreign) {
      request.log.warn({ origin, method: request.method, url: path }, "API call from another origin refused");
      reply.header("Cache-Control", "no-store");
      return reply.code(403).send({ success: false, message: ORIGIN_REFUSED });
    }
    if (request.method === "OPTIONS") return reply.code(204).header("Cache-Control", "no-store").send();
  });
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { API_BASE_PATH } from "../../../contract/site-paths.ts";
import { BREACH_API, BREACH_LIST_MAX, type BreachWindow, parseBreachWindow } from "../../../contract/staff-inbox/breach-affected.ts";
import { recordAudit } from "../../db/audit-log-repository.ts";
import { type AdminContext, sendAdminFailure, staffOf } from "./admin-context.ts";
import { affectedPeople, breachAffected } from "./breach-affected-query.ts";
import { breachCsv } from "./breach-csv.ts";
import { attachmentDisposition } from "./download-headers.ts";

const INDIA_OFFSET_MS = 330 * 60_000;
const indiaToday = (now: Date) => new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The people a personal-data breach may have touched, for a window of days
 * (docs/runbooks/personal-data-breach.md): JSON for the staff page, CSV for
 * the intimation's mail merge. Staff session required (the admin scope's
 * check); each listing is audited with its window and count, never the people.
 * GET only: a HEAD would list people without a trace.
 */
export function registerBreachRoutes(scope: FastifyInstance, context: AdminContext): void {
  const { database } = context;
  const audit = async (request: FastifyRequest, now: Date, window: BreachWindow, people: number, format: "json" | "csv") => {
    const staff = staffOf(request);
    await recordAudit(database.db, {
      action: "breach-affected-list",
      actor: { id: staff.id, email: staff.email },
      details: { ...window, people, format },
      ip: request.ip,
      at: now,
    });
  };

  scope.get(`${API_BASE_PATH}${BREACH_API.affected}`, { exposeHeadRoute: false, config: { adminOnly: true } }, async (request, reply) => {
    const now = context.now();
    const parsed = parseBreachWindow(request.query as Record<string, unknown>, indiaToday(now));
    if (!parsed.ok) return sendAdminFailure(reply, 400, parsed.problem);
    const answer = await breachAffected(database, parsed.window, BREACH_LIST_MAX);
    await audit(request, now, parsed.window, answer.total, "json");
    return answer;
  });

  scope.get(`${API_BASE_PATH}${BREACH_API.affectedCsv}`, { exposeHeadRoute: false, config: { adminOnly: true } }, async (request, reply) => {
    const now = context.now();
    const parsed = parseBreachWindow(request.query as Record<string, unknown>, indiaToday(now));
    if (!parsed.ok) return sendAdminFailure(reply, 400, parsed.problem);
    const { people } = await affectedPeople(database, parsed.window);
    await audit(request, now, parsed.window, people.length, "csv");
    reply.header("Content-Type", "text/csv; charset=utf-8");
    reply.header("Content-Disposition", attachmentDisposition(`ankur-breach-affected-${parsed.window.from}-to-${parsed.window.to}.csv`));
    reply.header("X-Content-Type-Options", "nosniff");
    return reply.send(breachCsv(people));
  });
}

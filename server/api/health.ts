import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/open-database.ts";

/** Liveness: the process answers. Never cached: a cached "ok" would hide a dead process from a monitor behind a cache. */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get("/api/health", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });
}

/** How long readiness waits for the database's `select 1` before it says "not ready". */
export const READY_DATABASE_TIMEOUT_MS = 2000;

export const NOT_READY_TEXT = {
  draining: "This server is shutting down; send new requests to another one.",
  database: "This server cannot reach its database.",
} as const;

/** Whether this instance should be sent requests; a shutdown sets draining (shutdown.ts). */
export type Readiness = { draining: boolean };

declare module "fastify" {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/**
 * Readiness, for a load balancer or an orchestrator: GET /api/ready answers
 * 200 { status: "ready" } when the database answers a `select 1` within
 * timeoutMs, and 503 { status, message } while the server is draining
 * (after SIGTERM) or the database does not answer. Liveness (/api/health)
 * stays 200 meanwhile: the process is fine, restarting it would not help.
 * While draining, every answer carries Connection: close.
 */
export function registerReadinessRoute(app: FastifyInstance, { database, timeoutMs = READY_DATABASE_TIMEOUT_MS }: { database: Database; timeoutMs?: number }): void {
  const readiness: Readiness = { draining: false };
  app.decorate("readiness", readiness);
  // While draining, each answer closes its connection: a kept-alive one would
  // otherwise hold the server open (and the shutdown) until it timed out.
  app.addHook("onSend", async (_request, reply) => {
    if (readiness.draining) reply.header("Connection", "close");
  });
  app.get("/api/ready", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (readiness.draining) return reply.code(503).send({ status: "draining", message: NOT_READY_TEXT.draining });
    try {
      await withTimeout(sql`select 1`.execute(database.db), timeoutMs);
    } catch (error) {
      request.log.warn({ err: error }, "not ready: the database does not answer");
      return reply.code(503).send({ status: "unavailable", message: NOT_READY_TEXT.database });
    }
    return { status: "ready" };
  });
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  // The query may still fail after the timeout; nobody waits for it then.
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

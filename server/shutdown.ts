import type { FastifyInstance } from "fastify";
import type { Database } from "./db/open-database.ts";

const IDLE_SWEEP_MS = 250;

export type ShutdownOptions = {
  app: FastifyInstance;
  /** The database main.ts opened (the app does not close one it was given). */
  database: Database;
  /** SHUTDOWN_TIMEOUT: after this long the process exits anyway, with 1. */
  timeoutMs: number;
  exit: (code: number) => void;
};

/**
 * A graceful shutdown, for SIGTERM (an orchestrator replacing an instance)
 * and SIGINT: readiness answers 503 at once; the server stops accepting
 * connections and closes idle keep-alive ones; requests in flight finish (a
 * request arriving on a kept-alive connection meanwhile gets 503 and
 * Connection: close, from Fastify's return503OnClosing); the mail worker
 * finishes the message it is sending and hands back the rest of its batch;
 * the database pool closes; the process exits with 0. Whatever is still
 * running after timeoutMs is abandoned: exit 1. Returns the handler; calls
 * after the first are ignored.
 */
export function gracefulShutdown({ app, database, timeoutMs, exit }: ShutdownOptions): (signal: string) => Promise<void> {
  let started = false;
  return async (signal) => {
    if (started) return;
    started = true;
    app.log.info({ signal, timeoutMs }, "shutting down: no new connections, requests in flight finish");
    if (app.hasDecorator("readiness")) app.readiness.draining = true;
    const force = setTimeout(() => {
      app.log.error({ timeoutMs }, "shutdown did not finish in time (SHUTDOWN_TIMEOUT); exiting anyway");
      exit(1);
    }, timeoutMs);
    // An answer begun before the signal leaves its connection kept alive; close such ones as they fall idle.
    const idle = setInterval(() => app.server.closeIdleConnections?.(), IDLE_SWEEP_MS);
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      clearInterval(idle);
      app.log.info("shut down");
      exit(0);
    } catch (error) {
      clearTimeout(force);
      clearInterval(idle);
      app.log.error({ err: error }, "shutdown failed");
      exit(1);
    }
  };
}

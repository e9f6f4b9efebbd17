import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { APPLICATION_STATUS_ROUTE } from "../../../contract/leads/application-status.ts";
import { buildApp } from "../../app.ts";
import { testEngines, useTestDatabase } from "../../db/test-databases.ts";
import { useStandInSite } from "./api-test-app.ts";

/**
 * Scale-out of the submission rate limit: who the client is behind a proxy
 * (TRUST_PROXY), and on PostgreSQL one count across server instances. The
 * status lookup stands for every limited endpoint: it is limited like the
 * forms and stores nothing.
 */

const { configFor } = useStandInSite();
const unknownApplication = { applicationId: "INC-2026-7KQ3M9", email: "aditya@krishiyantra.in" };

/** A lookup from the proxy on loopback (inject's default address), which may forward a client address. */
const lookUp = (app: FastifyInstance, forwardedFor?: string) =>
  app.inject({
    method: "POST",
    url: APPLICATION_STATUS_ROUTE,
    headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    payload: JSON.stringify(unknownApplication),
  });

describe.each(testEngines())("rate limit behind a proxy on $name", (engine) => {
  const t = useTestDatabase(engine);

  async function withApp(env: Record<string, string>, run: (app: FastifyInstance) => Promise<void>) {
    const app = await buildApp({ config: configFor({ RATE_LIMIT_MAX: "2", ...env }), logger: false, database: t.database });
    try {
      await run(app);
    } finally {
      await app.close();
    }
  }

  it("with TRUST_PROXY unset, a spoofed X-Forwarded-For does not change the key", async () => {
    await withApp({}, async (app) => {
      expect((await lookUp(app, "198.51.100.1")).statusCode).toBe(404);
      expect((await lookUp(app, "198.51.100.2")).statusCode).toBe(404);
      expect((await lookUp(app, "198.51.100.3")).statusCode).toBe(429);
      expect((await lookUp(app)).statusCode).toBe(429);
    });
  });

  it("with TRUST_PROXY=127.0.0.1, the forwarded client address is the key", async () => {
    await withApp({ TRUST_PROXY: "127.0.0.1" }, async (app) => {
      for (const client of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.1"]) expect((await lookUp(app, client)).statusCode).toBe(404);
      expect((await lookUp(app, "198.51.100.1")).statusCode).toBe(429);
      // The proxy's own requests are counted apart.
      expect((await lookUp(app)).statusCode).toBe(404);
      // Only the address the trusted proxy saw counts, not what the client put before it.
      expect((await lookUp(app, "203.0.113.66, 198.51.100.1")).statusCode).toBe(429);
    });
  });

  it("with TRUST_PROXY naming another proxy, this one's forwarded addresses are ignored", async () => {
    await withApp({ TRUST_PROXY: "10.0.0.0/8" }, async (app) => {
      expect((await lookUp(app, "198.51.100.1")).statusCode).toBe(404);
      expect((await lookUp(app, "198.51.100.2")).statusCode).toBe(404);
      expect((await lookUp(app, "198.51.100.3")).statusCode).toBe(429);
    });
  });

  // PostgreSQL serves several instances: one count across them. A SQLite
  // file serves one process, which counts in its own memory.
  const shared = engine.name === "PostgreSQL";
  it("counts one client across server instances on PostgreSQL, in each process's memory on SQLite", async () => {
    const other = await t.reopen();
    const instances = [
      await buildApp({ config: configFor({ RATE_LIMIT_MAX: "3", TRUST_PROXY: "loopback" }), logger: false, database: t.database }),
      await buildApp({ config: configFor({ RATE_LIMIT_MAX: "3", TRUST_PROXY: "loopback" }), logger: false, database: other }),
    ];
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await lookUp(instances[i % 2] as FastifyInstance, "198.51.100.7")).statusCode);
      expect(statuses).toEqual(shared ? [404, 404, 404, 429] : [404, 404, 404, 404]);
      const { count } = await t.database.db
        .selectFrom("rate_limit_hits")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      expect(Number(count) > 0).toBe(shared);
    } finally {
      for (const app of instances) await app.close();
      await other.close();
    }
  });
});

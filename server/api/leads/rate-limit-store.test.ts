import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/open-database.ts";
import { countHit, deleteExpiredHits, readHits } from "../../db/rate-limit-repository.ts";
import { testEngines, useTestDatabase } from "../../db/test-databases.ts";
import { databaseRateLimitStore } from "./rate-limit-store.ts";

const t0 = Date.parse("2026-03-14T05:30:00.000Z");
const WINDOW = 60_000;

/** A stand-in server instance: two routes limited to 3 requests per window, counted in the database. */
async function instance(database: Database, { now = Date.now, skipOnError = false, onError = (_error: unknown): unknown => undefined } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(rateLimit, { global: false, skipOnError, store: databaseRateLimitStore(database, { now, onError }) });
  const config = { rateLimit: { max: 3, timeWindow: WINDOW } };
  app.post("/api/contact.php", { config }, async () => ({ ok: true }));
  app.post("/api/partnership.php", { config }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string, remoteAddress = "203.0.113.9") => app.inject({ method: "POST", url, remoteAddress });

describe.each(testEngines())("rate-limit counters on $name", (engine) => {
  const t = useTestDatabase(engine);

  it("counts hits in a fixed window, and starts a new window once it has ended", async () => {
    expect(await countHit(t.database, "k", WINDOW, t0)).toEqual({ hits: 1, expiresAt: t0 + WINDOW });
    expect(await countHit(t.database, "k", WINDOW, t0 + 10)).toEqual({ hits: 2, expiresAt: t0 + WINDOW });
    expect(await countHit(t.database, "other", WINDOW, t0 + 20)).toEqual({ hits: 1, expiresAt: t0 + 20 + WINDOW });
    expect(await readHits(t.database, "k", t0 + 30)).toEqual({ hits: 2, expiresAt: t0 + WINDOW });
    expect(await countHit(t.database, "k", WINDOW, t0 + WINDOW)).toEqual({ hits: 1, expiresAt: t0 + 2 * WINDOW });
    expect(await readHits(t.database, "nobody", t0)).toBeUndefined();
  });

  it("loses no hit when many arrive at once", async () => {
    const counts = await Promise.all(Array.from({ length: 25 }, () => countHit(t.database, "busy", WINDOW, t0)));
    expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it("sweeps only the counters whose window has ended", async () => {
    await countHit(t.database, "old", WINDOW, t0);
    await countHit(t.database, "new", WINDOW, t0 + 30_000);
    expect(await deleteExpiredHits(t.database, t0 + WINDOW)).toBe(1);
    expect(await readHits(t.database, "old", t0)).toBeUndefined();
    expect(await readHits(t.database, "new", t0 + WINDOW)).toEqual({ hits: 1, expiresAt: t0 + 30_000 + WINDOW });
  });

  it("counts one address across instances on their own connections, per route, per address", async () => {
    const second = await t.reopen();
    const [a, b] = [await instance(t.database), await instance(second)];
    try {
      const statuses = [];
      for (const app of [a, b, a, b]) statuses.push((await post(app, "/api/contact.php")).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await post(a, "/api/contact.php");
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect((await post(b, "/api/partnership.php")).statusCode).toBe(200);
      expect((await post(b, "/api/contact.php", "198.51.100.20")).statusCode).toBe(200);
      expect(await readHits(t.database, "POST /api/contact.php 203.0.113.9", Date.now())).toMatchObject({ hits: 5 });
    } finally {
      await a.close();
      await b.close();
      await second.close();
    }
  });

  it("lets exactly the limit through when many requests arrive at once on several instances (their hits counted together)", async () => {
    const second = await t.reopen();
    const [a, b] = [await instance(t.database), await instance(second)];
    try {
      const responses = await Promise.all(Array.from({ length: 24 }, (_, i) => post(i % 2 === 0 ? a : b, "/api/contact.php")));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(21);
      expect(await readHits(t.database, "POST /api/contact.php 203.0.113.9", Date.now())).toMatchObject({ hits: 24 });
    } finally {
      await a.close();
      await b.close();
      await second.close();
    }
  });

  it("lets an address in again once the window has ended", async () => {
    let clock = t0;
    const app = await instance(t.database, { now: () => clock });
    try {
      for (let i = 0; i < 3; i++) expect((await post(app, "/api/contact.php")).statusCode).toBe(200);
      const limited = await post(app, "/api/contact.php");
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBe("60");
      clock = t0 + WINDOW;
      expect((await post(app, "/api/contact.php")).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("fails with 503 when the counters cannot be read, or lets the request through with skipOnError, saying so", async () => {
    const broken = await t.reopen();
    const errors: unknown[] = [];
    const strict = await instance(broken);
    const lenient = await instance(broken, { skipOnError: true, onError: (error) => errors.push(error) });
    try {
      await broken.close();
      expect((await post(strict, "/api/contact.php")).statusCode).toBe(503);
      expect((await post(lenient, "/api/contact.php")).statusCode).toBe(200);
      expect(errors).toHaveLength(1);
    } finally {
      await strict.close();
      await lenient.close();
    }
  });
});

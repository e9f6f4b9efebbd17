import { request } from "node:http";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useStandInSite } from "./api/leads/api-test-app.ts";
import { buildApp } from "./app.ts";
import { type TestDatabase, testEngines } from "./db/test-databases.ts";
import { gracefulShutdown } from "./shutdown.ts";

const { configFor } = useStandInSite();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET over a real socket, with keep-alive as a browser or a proxy would. */
function get(port: number, path: string, signal?: AbortSignal): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { connection: "keep-alive" }, ...(signal ? { signal } : {}) }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe.each(testEngines())("graceful shutdown on $name", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await engine.open();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** The app with a slow endpoint, listening on a free port; the database is its own, as main.ts opens it. */
  async function listening(slowMs: number): Promise<{ app: FastifyInstance; port: number; database: TestDatabase["database"] }> {
    const database = await t.reopen();
    const app = await buildApp({ config: configFor(), logger: false, database });
    app.get("/api/slow", async () => {
      await sleep(slowMs);
      return { answered: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    return { app, port: (app.server.address() as { port: number }).port, database };
  }

  it("answers a request in flight when the signal comes, stops accepting, closes the database and exits 0", async () => {
    const { app, port, database } = await listening(400);
    const exits: number[] = [];
    const shutDown = gracefulShutdown({ app, database, timeoutMs: 5000, exit: (code) => exits.push(code) });
    expect((await get(port, "/api/ready")).status).toBe(200);
    const inFlight = get(port, "/api/slow");
    await sleep(100);
    const done = shutDown("SIGTERM");
    expect(app.readiness.draining).toBe(true);
    await sleep(50);
    await expect(get(port, "/api/ready")).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ answered: true }) });
    await done;
    expect(exits).toEqual([0]);
    await expect(database.db.selectFrom("leads").select("id").execute()).rejects.toThrow(/./);
    // A second signal changes nothing.
    await shutDown("SIGINT");
    expect(exits).toEqual([0]);
  });

  it("exits 1 once SHUTDOWN_TIMEOUT has passed with a request still running", async () => {
    const { app, port, database } = await listening(60_000);
    const exits: number[] = [];
    const shutDown = gracefulShutdown({ app, database, timeoutMs: 300, exit: (code) => exits.push(code) });
    const abort = new AbortController();
    const stuck = get(port, "/api/slow", abort.signal).catch(() => undefined);
    await sleep(100);
    const started = Date.now();
    const done = shutDown("SIGTERM");
    while (exits.length === 0 && Date.now() - started < 5000) await sleep(20);
    expect(exits[0]).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    // Tidy up what a real exit would have ended.
    abort.abort();
    await stuck;
    app.server.closeAllConnections();
    await done;
  });
});

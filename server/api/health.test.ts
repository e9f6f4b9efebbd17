import { createServer, type Server, type Socket } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { Kysely, PostgresDialect } from "kysely";
import { Pool } from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/open-database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { type TestDatabase, testEngines } from "../db/test-databases.ts";
import { useStandInSite } from "./leads/api-test-app.ts";
import { NOT_READY_TEXT, registerReadinessRoute } from "./health.ts";

const { configFor } = useStandInSite();

describe.each(testEngines())("liveness and readiness on $name", (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await engine.open();
    app = await buildApp({ config: configFor(), logger: false, database: t.database });
  });
  afterAll(async () => {
    await app?.close();
    await t?.dispose();
  });

  it("is live and ready while the database answers, never cached", async () => {
    const health = await app.inject("/api/health");
    expect(health.json()).toEqual({ status: "ok" });
    expect(health.headers["cache-control"]).toBe("no-store");
    const ready = await app.inject("/api/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("is not ready while draining, and still live", async () => {
    app.readiness.draining = true;
    try {
      const ready = await app.inject("/api/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "draining", message: NOT_READY_TEXT.draining });
      expect(ready.headers["cache-control"]).toBe("no-store");
      expect((await app.inject("/api/health")).statusCode).toBe(200);
    } finally {
      app.readiness.draining = false;
    }
  });

  it("is not ready once its database is gone", async () => {
    const gone = await t.reopen();
    const alone = Fastify({ logger: false });
    registerReadinessRoute(alone, { database: gone });
    try {
      expect((await alone.inject("/api/ready")).statusCode).toBe(200);
      await gone.close();
      const ready = await alone.inject("/api/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "unavailable", message: NOT_READY_TEXT.database });
    } finally {
      await alone.close();
    }
  });
});

describe("readiness with an unreachable PostgreSQL", () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let silentPort = 0;
  let refusedPort = 0;
  beforeAll(async () => {
    // A server that accepts connections and never says a word, like a host behind a dropped route.
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    silentPort = (silent.address() as { port: number }).port;
    // A port nobody listens on: connection refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    refusedPort = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  const opened: Database[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
  });

  const postgresAt = (port: number): Database => {
    const pool = new Pool({ connectionString: `postgres://ankur:ankur@127.0.0.1:${port}/ankur`, connectionTimeoutMillis: 5000 });
    pool.on("error", () => undefined);
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    const database: Database = { db, engine: "postgres", location: `127.0.0.1:${port}`, close: () => db.destroy() };
    opened.push(database);
    return database;
  };

  it.each([
    ["refuses connections", () => refusedPort],
    ["does not answer", () => silentPort],
  ])("answers 503 at once when the server %s", async (_what, port) => {
    const app = Fastify({ logger: false });
    registerReadinessRoute(app, { database: postgresAt(port()), timeoutMs: 300 });
    const started = Date.now();
    const ready = await app.inject("/api/ready");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", message: NOT_READY_TEXT.database });
    for (const socket of sockets) socket.destroy();
    await app.close();
  });
});

import { randomBytes } from "node:crypto";
import { type Server, type Socket, createServer, connect } from "node:net";
import { sql } from "kysely";
import { Client } from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./open-database.ts";
import { TEST_DATABASE_URL, warnPostgresSkipped } from "./test-databases.ts";

// A PostgreSQL server that stops answering (frozen, or a network that drops
// packets) must not hold a visitor's request for ever: a query fails after
// the query timeout, and once the server answers again the pool works.

if (!TEST_DATABASE_URL) warnPostgresSkipped();

/** A TCP proxy to PostgreSQL that can stop passing bytes on, as a frozen server would. */
async function freezableProxy(target: URL): Promise<{ port: number; freeze: () => void; thaw: () => void; close: () => Promise<void> }> {
  let frozen = false;
  const held: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const pipe = (from: Socket, to: Socket) =>
    from.on("data", (chunk) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    pipe(client, upstream);
    pipe(upstream, client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return {
    port: address.port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!TEST_DATABASE_URL)("a PostgreSQL server that stops answering", () => {
  it("fails a query after the query timeout, and works again once the server answers", { timeout: 20_000 }, async () => {
    const target = new URL(TEST_DATABASE_URL as string);
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = new Client({ connectionString: target.href });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    cleanups.push(async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    });
    const proxy = await freezableProxy(target);
    cleanups.push(proxy.close);
    const viaProxy = new URL(target.href);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({ dataDir: "unused", databaseUrl: viaProxy.href, postgresSchema: schema, queryTimeoutMs: 1000 });
    cleanups.push(() => database.close());

    proxy.freeze();
    const started = Date.now();
    const outcome = await sql`select 1`.execute(database.db).then(
      () => "answered",
      (error: Error) => error.message,
    );
    const waitedMs = Date.now() - started;
    expect(outcome).toMatch(/timeout/i);
    expect(waitedMs).toBeGreaterThanOrEqual(900);
    expect(waitedMs).toBeLessThan(5000);

    proxy.thaw();
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows[0]?.one).toBe(1);
  });
});

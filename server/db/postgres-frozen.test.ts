import { randomBytes } from "node:crypto";
import { type Server, type Socket, createServer, connect } from "node:net";
import { sql } from "kysely";
import { Client } from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { insertLead } from "./leads-repository.ts";
import { openDatabase } from "./open-database.ts";
import { TEST_DATABASE_URL, warnPostgresSkipped } from "./test-databases.ts";

// A PostgreSQL server that stops answering (frozen, or a network that drops
// packets) must not hold a visitor's request for ever: a query fails after
// the query timeout, and once the server answers again the pool works.

if (!TEST_DATABASE_URL) warnPostgresSkipped();

/** A TCP proxy to PostgreSQL that can stop passing bytes on, as a frozen server would. */
async function freezableProxy(target: URL): Promise<{ port: number; freeze: () => void; thaw: () => void; heldChunks: () => number; close: () => Promise<void> }> {
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
    /** How many chunks, either way, wait for the thaw. */
    heldChunks: () => held.length,
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

/** A fresh schema reached through a freezable proxy, with a 1 s query timeout. */
async function frozenSetup() {
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
  const countLeadsDirectly = async () => Number((await admin.query(`select count(*) as n from ${schema}.leads`)).rows[0]?.n);
  const referencesDirectly = async () => (await admin.query<{ reference: string }>(`select reference from ${schema}.leads order by id`)).rows.map((row) => row.reference);
  return { proxy, database, countLeadsDirectly, referencesDirectly };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(5);
  }
}

let sequence = 0;
const contactLead = () => ({
  lead: { kind: "contact" as const, email: "priya@sahyadri-agro.in", fields: { name: "Priya", message: "Hello" } },
  options: { newReference: () => `TST-2026-${String(++sequence).padStart(6, "0")}` },
});

describe.skipIf(!TEST_DATABASE_URL)("a PostgreSQL server that stops answering", () => {
  it("fails a query after the query timeout, and works again once the server answers", { timeout: 20_000 }, async () => {
    const { proxy, database } = await frozenSetup();
    proxy.freeze();
    const started = Date.now();
    const outcome = await sql`select 1`.execute(database.db).then(
      () => "answered",
      (error: Error) => error.message,
    );
    const waitedMs = Date.now() - started;
    expect(outcome).toMatch(/did not answer within 1000 ms/);
    expect(waitedMs).toBeGreaterThanOrEqual(900);
    expect(waitedMs).toBeLessThan(5000);

    proxy.thaw();
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows[0]?.one).toBe(1);
  });

  it("fails leads written together at once when the database stops answering, and none is stored later", { timeout: 20_000 }, async () => {
    const { proxy, database, countLeadsDirectly } = await frozenSetup();
    proxy.freeze();
    const started = Date.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => contactLead()).map(({ lead, options }) => insertLead(database, lead, options)));
    const waitedMs = Date.now() - started;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(5).fill("rejected"));
    // One timeout for the batch, not one more for each lead tried again on its own.
    expect(waitedMs).toBeLessThan(3000);
    proxy.thaw();
    await pause(500);
    expect(await countLeadsDirectly()).toBe(0);
    const { lead, options } = contactLead();
    await insertLead(database, lead, options);
    expect(await countLeadsDirectly()).toBe(1);
  });

  it("waits for a COMMIT however long the server takes: only the server knows whether it stored the lead", { timeout: 20_000 }, async () => {
    const { proxy, database, referencesDirectly } = await frozenSetup();
    // Two idle connections in the pool: one for the lead's transaction, one for the probe below.
    await Promise.all([sql`select pg_sleep(0.05)`.execute(database.db), sql`select pg_sleep(0.05)`.execute(database.db)]);
    const { lead, options } = contactLead();
    let frozeServer!: () => void;
    const serverFrozen = new Promise<void>((resolve) => (frozeServer = resolve));
    let settled: string | undefined;
    const stored = insertLead(database, lead, {
      ...options,
      // Freezes the server once the lead's rows are written, so the COMMIT is what waits.
      alongside: async () => {
        proxy.freeze();
        frozeServer();
      },
    }).then(
      (saved) => {
        settled = `stored ${saved.reference}`;
        return saved;
      },
      (error: Error) => {
        settled = `failed: ${error.message}`;
        throw error;
      },
    );
    stored.catch(() => undefined);
    await serverFrozen;
    // The COMMIT has reached the frozen server (the proxy holds it).
    await waitFor(() => proxy.heldChunks() > 0, "the COMMIT held by the frozen server");
    // A statement sent after the COMMIT times out (1 s): had the COMMIT a time limit, it would have run out first.
    const probe = await sql`select 1`.execute(database.db).then(
      () => "answered",
      (error: Error) => error.message,
    );
    expect(probe).toMatch(/did not answer within 1000 ms/);
    expect(settled).toBeUndefined();

    proxy.thaw();
    const saved = await stored;
    expect(saved.reference).toMatch(/^TST-2026-/);
    expect(await referencesDirectly()).toEqual([saved.reference]);
  });
});

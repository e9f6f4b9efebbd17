import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/open-database.ts";
import { TEST_DATABASE_URL, warnPostgresSkipped } from "../db/test-databases.ts";
import { fetchPoster } from "./webhook-send.ts";
import { TEST_WEBHOOK_SECRET, TestReceiver } from "./test-receiver.ts";
import { WebhookWorker } from "./webhook-worker.ts";

/**
 * kill -9 between the commit and the delivery loses nothing: a process that
 * dies right after storing a lead, and one that dies while posting its event
 * (its claim taken, no answer recorded), leave events that a worker started
 * afterwards posts, once each, with their webhook-ids.
 */

const FIXTURE = fileURLToPath(new URL("./webhook-kill-fixture.ts", import.meta.url));

type Place = { env: Record<string, string>; open: () => Promise<Database>; remove: () => Promise<void> };

async function sqlitePlace(): Promise<Place> {
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-webhook-kill-"));
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function postgresPlace(databaseUrl: string): Promise<Place> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  return {
    env: { DATABASE_URL: databaseUrl, PG_SCHEMA: schema },
    open: () => openDatabase({ dataDir: "unused", databaseUrl, postgresSchema: schema }),
    async remove() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

function runAndKill(place: Place, env: Record<string, string>): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FIXTURE], { env: { PATH: process.env.PATH ?? "", ...place.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString("utf8");
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => (signal ? resolve(signal) : reject(new Error(`the fixture exited ${code}: ${errors}`))));
  });
}

const places: [string, () => Promise<Place>][] = [["SQLite", sqlitePlace]];
if (TEST_DATABASE_URL) places.push(["PostgreSQL", () => postgresPlace(TEST_DATABASE_URL as string)]);
else warnPostgresSkipped();

describe.each(places)("webhooks killed with SIGKILL on %s", (_name, makePlace) => {
  const receiver = new TestReceiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());

  it("posts every committed event once after the process that stored it died", async () => {
    const place = await makePlace();
    let database: Database | undefined;
    try {
      expect(await runAndKill(place, { RECEIVER_URL: receiver.url, REFERENCE: "CON-2026-KILL01", KILL: "after-commit" })).toBe("SIGKILL");
      expect(await runAndKill(place, { RECEIVER_URL: receiver.url, REFERENCE: "CON-2026-KILL02", KILL: "while-posting" })).toBe("SIGKILL");
      database = await place.open();
      const rows = await database.db.selectFrom("webhook_deliveries").select(["lead_reference", "status", "event_id"]).orderBy("id").execute();
      // The second process's worker claimed both events, the first's still pending, and died posting the first of them.
      expect(rows.map((row) => [row.lead_reference, row.status])).toEqual([
        ["CON-2026-KILL01", "sending"],
        ["CON-2026-KILL02", "sending"],
      ]);
      expect(receiver.received).toEqual([]);
      // The dead worker's claim lapses (300 ms in the fixture); a new worker takes both.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const worker = new WebhookWorker({ database, post: fetchPoster(TEST_WEBHOOK_SECRET, 2000), siteUrl: new URL("https://ankur.example.in"), log: { info: () => undefined, warn: () => undefined, error: () => undefined }, pollMs: 20 });
      worker.start();
      try {
        await receiver.waitFor(2);
        await new Promise((resolve) => setTimeout(resolve, 200));
      } finally {
        await worker.stop();
      }
      expect(receiver.received.map((r) => [r.event.data.reference, r.id])).toEqual(rows.map((row) => [row.lead_reference, row.event_id]));
      const after = await database.db.selectFrom("webhook_deliveries").select(["status", "attempts"]).orderBy("id").execute();
      expect(after.map((row) => [row.status, Number(row.attempts)])).toEqual([
        ["sent", 2],
        ["sent", 2],
      ]);
    } finally {
      await database?.close().catch(() => undefined);
      receiver.received.length = 0;
      await place.remove();
    }
  }, 30_000);
});

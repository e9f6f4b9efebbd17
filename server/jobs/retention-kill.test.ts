import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "pg";
import { describe, expect, it } from "vitest";
import { readAuditLog } from "../db/audit-log-repository.ts";
import { insertLead, listLeads } from "../db/leads-repository.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { claimMessages, markSent } from "../db/outbox-repository.ts";
import { TEST_DATABASE_URL, warnPostgresSkipped } from "../db/test-databases.ts";
import { runRetentionJob } from "./retention-job.ts";

const FIXTURE = fileURLToPath(new URL("./retention-kill-fixture.ts", import.meta.url));
const HOUR = 3_600_000;
const NOTICE_DUE = new Date("2026-01-03T10:00:00.000Z");
const DUE = new Date("2026-01-10T10:00:00.000Z");
const SUBMITTED = new Date("2024-01-10T10:00:00.000Z");

type Place = { env: Record<string, string>; open: () => Promise<Database>; remove: () => Promise<void> };

async function sqlitePlace(): Promise<Place> {
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-retention-kill-"));
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

/** Runs the job in another process that is killed with SIGKILL after `killAfter` leads; resolves with its exit signal. */
function runAndKill(place: Place, now: Date, killAfter: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FIXTURE], {
      env: { PATH: process.env.PATH ?? "", ...place.env, NOW: now.toISOString(), KILL_AFTER: String(killAfter) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString("utf8");
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => (signal ? resolve(signal) : reject(new Error(`the job process exited ${code}: ${errors}`))));
  });
}

const places: [string, () => Promise<Place>][] = [["SQLite", sqlitePlace]];
if (TEST_DATABASE_URL) places.push(["PostgreSQL", () => postgresPlace(TEST_DATABASE_URL as string)]);
else warnPostgresSkipped();

describe.each(places)("retention job killed with SIGKILL on %s", (_name, makePlace) => {
  it("leaves whole steps only, and the next run finishes the work: one notice each, each lead erased once, none early", async () => {
    const place = await makePlace();
    let database = await place.open();
    try {
      const references: string[] = [];
      for (let i = 0; i < 4; i++) {
        const saved = await insertLead(database, { kind: "contact", email: `p${i}@example.in`, fields: { name: `P${i}` } }, { newReference: () => `CON-2024-K0000${i}`, now: () => SUBMITTED });
        references.push(saved.reference);
      }
      await database.close();
      expect(await runAndKill(place, NOTICE_DUE, 2)).toBe("SIGKILL");
      database = await place.open();
      const notices = () => database.db.selectFrom("lead_erasure_notices").select("lead_id").execute();
      expect(await notices()).toHaveLength(2);
      // The dead run's lease lapses after 10 minutes; the next run takes the day over.
      const next = await runRetentionJob({ database, settings: { leadRetentionMonths: 24, auditLogRetentionMonths: 13 }, siteUrl: new URL("https://ankur.example/"), instance: "next", now: () => new Date(NOTICE_DUE.getTime() + 11 * 60_000) });
      expect(next).toMatchObject({ finished: true, summary: { notified: 2 } });
      const outbox = await database.db.selectFrom("mail_outbox").select("lead_id").where("subject", "like", "We will erase%").execute();
      expect(outbox).toHaveLength(4);
      for (const message of await claimMessages(database, { now: new Date(NOTICE_DUE.getTime() + HOUR), batchSize: 100, claimMs: 60_000, maxAttempts: 10 })) {
        await markSent(database, message, { now: new Date(NOTICE_DUE.getTime() + HOUR), recipients: message.recipients ?? [] });
      }
      await database.close();

      // A day before the date: nothing is due, so a run that dies erases nothing.
      expect(await runAndKill(place, new Date(DUE.getTime() - 24 * HOUR), 1)).toBe("SIGKILL");
      database = await place.open();
      expect(await listLeads(database)).toHaveLength(4);
      await database.close();

      // The two notices written by the second run state a date 11 minutes later; an hour after it, all four are due.
      const erasing = new Date(DUE.getTime() + HOUR);
      expect(await runAndKill(place, erasing, 3)).toBe("SIGKILL");
      database = await place.open();
      expect(await listLeads(database)).toHaveLength(1);
      const last = await runRetentionJob({ database, settings: { leadRetentionMonths: 24, auditLogRetentionMonths: 13 }, siteUrl: new URL("https://ankur.example/"), instance: "next", now: () => new Date(erasing.getTime() + 11 * 60_000) });
      expect(last).toMatchObject({ finished: true, summary: { erased: 1 } });
      expect(await listLeads(database)).toHaveLength(0);
      const erasures = (await readAuditLog(database.db)).filter((entry) => entry.action === "erasure").map((entry) => entry.leadReference);
      expect(erasures.sort()).toEqual(references.sort());
    } finally {
      await database.close().catch(() => undefined);
      await place.remove();
    }
  }, 30_000);
});

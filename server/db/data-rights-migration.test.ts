import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Client, Pool } from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type Engine, migrateToLatest, migrations } from "./migrations.ts";
import { NodeSqliteDatabase } from "./node-sqlite-adapter.ts";
import type { DatabaseSchema } from "./schema.ts";
import { TEST_DATABASE_URL, warnPostgresSkipped } from "./test-databases.ts";

/**
 * Migration 0013 on a database that already holds mail: SQLite rebuilds
 * mail_outbox to let lead_id be null, which must keep every row, id, index
 * and the id counter, and the foreign key to leads.
 */
type Opened = { db: Kysely<DatabaseSchema>; dispose: () => Promise<void> };

async function openUnmigrated(engine: Engine): Promise<Opened> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "ankur-migration-"));
    const sqlite = new DatabaseSync(join(dir, "ankur.sqlite"));
    sqlite.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;");
    const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: new NodeSqliteDatabase(sqlite) }) });
    return {
      db,
      dispose: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = TEST_DATABASE_URL as string;
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` }) }) });
  return {
    db,
    dispose: async () => {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

const engines: Engine[] = TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
if (!TEST_DATABASE_URL) warnPostgresSkipped();

const dataRightsAt = migrations.findIndex((m) => m.name === "0013-data-rights-requests");
const beforeDataRights = migrations.slice(0, dataRightsAt);
const throughDataRights = migrations.slice(0, dataRightsAt + 1);
const AT = "2026-11-20T06:00:00.000Z";

describe.each(engines)("migration 0013 on %s", (engine) => {
  let opened: Opened | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  it("keeps the outbox's rows, ids and counter, lets a mail have no lead, and still ties a lead's mail to its lead", async () => {
    opened = await openUnmigrated(engine);
    const { db } = opened;
    await migrateToLatest(db, engine, beforeDataRights);
    const lead = await db
      .insertInto("leads")
      .values({ reference: "CON-2026-AAAAAA", kind: "contact", email: "asha@example.in", fields: "{}", submitted_at: AT })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mail = { lead_id: lead.id, audience: "visitor" as const, recipients: "asha@example.in", subject: "Hello", body: "…", next_attempt_at: AT, created_at: AT };
    await db.insertInto("mail_outbox").values([mail, mail, mail]).execute();
    await db.deleteFrom("mail_outbox").where("id", "=", 3).execute();

    expect(await migrateToLatest(db, engine, throughDataRights)).toEqual(["0013-data-rights-requests"]);
    expect((await db.selectFrom("mail_outbox").select(["id", "lead_id", "subject"]).orderBy("id").execute()).map((row) => [Number(row.id), Number(row.lead_id), row.subject])).toEqual([
      [1, Number(lead.id), "Hello"],
      [2, Number(lead.id), "Hello"],
    ]);
    const added = await db.insertInto("mail_outbox").values({ ...mail, lead_id: null }).returning("id").executeTakeFirstOrThrow();
    // An id once given (3, deleted) is not given again.
    expect(Number(added.id)).toBe(4);
    await expect(db.insertInto("mail_outbox").values({ ...mail, lead_id: 999_999 }).execute()).rejects.toThrow(/foreign key/i);
    // The worker's index is still there.
    const indexes =
      engine === "sqlite"
        ? (await sql<{ name: string }>`select name from sqlite_schema where type = 'index' and tbl_name = 'mail_outbox'`.execute(db)).rows
        : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'mail_outbox' and schemaname = current_schema()`.execute(db)).rows;
    expect(indexes.map((index) => index.name)).toEqual(expect.arrayContaining(["mail_outbox_status_next_attempt_at", "mail_outbox_lead_id"]));
    const key = await db.selectFrom("signing_keys").select("secret").where("purpose", "=", "data-rights").executeTakeFirstOrThrow();
    expect(key.secret.length).toBeGreaterThanOrEqual(40);
  });
});

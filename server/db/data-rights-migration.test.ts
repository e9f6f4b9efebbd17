import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, migrations } from "./migrations.ts";
import { type UnmigratedDatabase, migrationTestEngines, openUnmigrated } from "./unmigrated-database.ts";

/**
 * Migration 0013 on a database that already holds mail: SQLite rebuilds
 * mail_outbox to let lead_id be null, which must keep every row, id, index
 * and the id counter, and the foreign key to leads.
 */
type Opened = UnmigratedDatabase;

const engines = migrationTestEngines();

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

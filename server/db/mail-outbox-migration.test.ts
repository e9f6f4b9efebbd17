import { Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { STORED_LEAD_KINDS } from "../../contract/leads/lead-paths.ts";
import { type Engine, migrateToLatest, migrations } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";
import { type UnmigratedDatabase, migrationTestEngines, openUnmigrated } from "./unmigrated-database.ts";

/**
 * The lead-kinds migration on a database that already holds leads: the one
 * that matters, since SQLite has to rebuild the table to widen its check.
 */
type Opened = UnmigratedDatabase;

const engines = migrationTestEngines();

const beforeKinds = migrations.slice(0, migrations.findIndex((m) => m.name === "0003-four-more-lead-kinds"));

const lead = (id: number, kind: string) => ({
  id,
  reference: `CON-2026-00000${id}`,
  kind: kind as "contact",
  email: "a@b.in",
  fields: "{}",
  submitted_at: "2026-03-14T05:30:00.000Z",
});

describe.each(engines)("the lead-kinds migration on %s", (engine) => {
  let opened: Opened | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  it("keeps every lead, its pitch deck and its place in the id sequence, and accepts the new kinds only", async () => {
    opened = await openUnmigrated(engine);
    const { db } = opened;
    await migrateToLatest(db, engine, beforeKinds);
    await expect(db.insertInto("leads").values(lead(9, "download-request")).execute()).rejects.toThrow(/check|constraint/i);
    for (const id of [1, 2, 3]) await db.insertInto("leads").values(lead(id, "contact")).execute();
    await db.insertInto("pitch_decks").values({ lead_id: 1, file_name: "deck.pdf", media_type: "application/pdf", size_bytes: 3, content: new Uint8Array([1, 2, 3]) }).execute();
    if (engine === "postgres") await sql`select setval(pg_get_serial_sequence('leads', 'id'), 3)`.execute(db);
    await db.deleteFrom("leads").where("id", "=", 3).execute();
    const indexesBefore = await indexNames(db, engine);

    expect(await migrateToLatest(db, engine)).toEqual(migrations.slice(beforeKinds.length).map((m) => m.name));

    expect((await db.selectFrom("leads").select(["id", "kind"]).orderBy("id").execute()).map((row) => Number(row.id))).toEqual([1, 2]);
    const deck = await db.selectFrom("pitch_decks").selectAll().executeTakeFirstOrThrow();
    expect([Number(deck.lead_id), deck.file_name, [...deck.content]]).toEqual([1, "deck.pdf", [1, 2, 3]]);
    expect(await indexNames(db, engine)).toEqual(expect.arrayContaining(indexesBefore));
    for (const kind of STORED_LEAD_KINDS) {
      const { id: _id, ...row } = lead(0, kind);
      await db.insertInto("leads").values({ ...row, reference: `X-${kind}` }).execute();
    }
    const { id: _id, ...unknownKind } = lead(0, "webinar");
    await expect(db.insertInto("leads").values({ ...unknownKind, reference: "X-n" }).execute()).rejects.toThrow(/check|constraint/i);
    // The erased lead's id 3 is not handed out again.
    const ids = (await db.selectFrom("leads").select("id").where("reference", "like", "X-%").execute()).map((row) => Number(row.id));
    expect(Math.min(...ids)).toBeGreaterThan(3);
    // Foreign keys still point at leads and still cascade (on SQLite: enforcement is back on after the migrations).
    await db.deleteFrom("leads").where("id", "=", 1).execute();
    expect(await db.selectFrom("pitch_decks").selectAll().execute()).toEqual([]);
  });

  it("keeps the id sequence when every lead was erased", async () => {
    opened = await openUnmigrated(engine);
    const { db } = opened;
    await migrateToLatest(db, engine, beforeKinds);
    for (const id of [1, 2]) await db.insertInto("leads").values(lead(id, "contact")).execute();
    if (engine === "postgres") await sql`select setval(pg_get_serial_sequence('leads', 'id'), 2)`.execute(db);
    await db.deleteFrom("leads").execute();
    await migrateToLatest(db, engine);
    const { id: _id, ...row } = lead(0, "event-registration");
    const inserted = await db.insertInto("leads").values(row).returning("id").executeTakeFirstOrThrow();
    expect(Number(inserted.id)).toBe(3);
  });
});

async function indexNames(db: Kysely<DatabaseSchema>, engine: Engine): Promise<string[]> {
  const rows =
    engine === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_schema where type = 'index' and tbl_name = 'leads' and sql is not null`.execute(db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'leads' and schemaname = current_schema()`.execute(db);
  return rows.rows.map((row) => row.name).sort();
}

import { type Kysely, type Transaction, sql } from "kysely";
import type { DatabaseSchema } from "./schema.ts";

export type Engine = "sqlite" | "postgres";

type Migration = {
  /** Never renamed once released: the name is what marks it applied. */
  name: string;
  up: (db: Transaction<DatabaseSchema>, engine: Engine) => Promise<void>;
};

/** Column types that the two engines spell differently. */
const columnType = {
  sqlite: { id: "integer", timestamp: "text", bytes: "blob" },
  postgres: { id: "bigint", timestamp: "timestamptz", bytes: "bytea" },
} as const;

/** Every migration, oldest first; one list for both engines. */
export const migrations: readonly Migration[] = [
  {
    name: "0001-create-leads",
    async up(db, engine) {
      const types = columnType[engine];
      await db.schema
        .createTable("leads")
        .addColumn("id", types.id, (col) =>
          engine === "sqlite" ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
        )
        .addColumn("reference", "text", (col) => col.notNull().unique())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("fields", "text", (col) => col.notNull())
        .addColumn("submitted_at", types.timestamp, (col) => col.notNull())
        .addCheckConstraint("leads_kind_check", sql`kind in ('contact', 'incubation', 'partnership')`)
        .execute();
      await db.schema.createIndex("leads_kind_submitted_at").on("leads").columns(["kind", "submitted_at"]).execute();
      await db.schema.createIndex("leads_email").on("leads").column("email").execute();
      await db.schema
        .createTable("pitch_decks")
        .addColumn("lead_id", types.id, (col) => col.primaryKey().references("leads.id").onDelete("cascade"))
        .addColumn("file_name", "text")
        .addColumn("media_type", "text", (col) => col.notNull())
        .addColumn("size_bytes", "integer", (col) => col.notNull())
        .addColumn("content", types.bytes, (col) => col.notNull())
        .execute();
    },
  },
];

/**
 * Applies the migrations not applied yet, all in one transaction (both
 * engines have transactional DDL). On PostgreSQL an advisory lock per schema
 * keeps two servers starting at once from racing.
 */
export async function migrateToLatest(db: Kysely<DatabaseSchema>, engine: Engine): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    if (engine === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.schema_migrations'))`.execute(trx);
    }
    await trx.schema
      .createTable("schema_migrations")
      .ifNotExists()
      .addColumn("name", "text", (col) => col.primaryKey())
      .addColumn("applied_at", "text", (col) => col.notNull())
      .execute();
    const applied = new Set((await trx.selectFrom("schema_migrations").select("name").execute()).map((row) => row.name));
    const appliedNow: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await migration.up(trx, engine);
      await trx.insertInto("schema_migrations").values({ name: migration.name, applied_at: new Date().toISOString() }).execute();
      appliedNow.push(migration.name);
    }
    return appliedNow;
  });
}

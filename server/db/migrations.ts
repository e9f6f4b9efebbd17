import { type Kysely, type Transaction, sql } from "kysely";
import type { DatabaseSchema } from "./schema.ts";
import { createStaffInbox } from "./staff-inbox-migration.ts";
import { allowFourMoreLeadKinds, createMailOutbox } from "./mail-outbox-migration.ts";
import { addIdempotencyKeys } from "./idempotency-key-migration.ts";
import { createRateLimitHits, unlogRateLimitHits } from "./rate-limit-migration.ts";
import { addSessionUserAgent } from "./session-user-agent-migration.ts";
import { indexAuditLogSignIns } from "./sign-in-index-migration.ts";
import { addNewsletter } from "./newsletter-migration.ts";
import { addLeadChallengeAndOrigin } from "./lead-origin-migration.ts";
import { addLeadRetention } from "./lead-retention-migration.ts";
import { addDataRightsRequests } from "./data-rights-migration.ts";
import { addStaffRoles } from "./staff-roles-migration.ts";
import { addLeadWork } from "./lead-work-migration.ts";
import { addWebhooks } from "./webhooks-migration.ts";
import { addLeadSpamMarks } from "./lead-spam-migration.ts";

export type Engine = "sqlite" | "postgres";

export type Migration = {
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
  { name: "0002-staff-inbox", up: createStaffInbox },
  { name: "0003-four-more-lead-kinds", up: allowFourMoreLeadKinds },
  { name: "0004-mail-outbox", up: createMailOutbox },
  { name: "0005-idempotency-keys", up: addIdempotencyKeys },
  { name: "0006-rate-limit-hits", up: createRateLimitHits },
  { name: "0007-session-user-agent", up: addSessionUserAgent },
  { name: "0008-unlogged-rate-limit-hits", up: unlogRateLimitHits },
  { name: "0009-audit-log-sign-ins", up: indexAuditLogSignIns },
  { name: "0010-newsletter", up: addNewsletter },
  { name: "0011-lead-challenge-and-origin", up: addLeadChallengeAndOrigin },
  { name: "0012-lead-retention", up: addLeadRetention },
  { name: "0013-data-rights-requests", up: addDataRightsRequests },
  { name: "0014-staff-roles", up: addStaffRoles },
  { name: "0015-lead-work", up: addLeadWork },
  { name: "0016-webhooks", up: addWebhooks },
  { name: "0017-lead-spam-marks", up: addLeadSpamMarks },
];

/**
 * Applies the migrations not applied yet, all in one transaction (both
 * engines have transactional DDL). On PostgreSQL an advisory lock per schema
 * keeps two servers starting at once from racing. On SQLite foreign-key
 * enforcement is off while they run, as SQLite's procedure for rebuilding a
 * table requires (it cannot be switched inside a transaction), and
 * `foreign_key_check` must find nothing wrong before the commit.
 */
export async function migrateToLatest(db: Kysely<DatabaseSchema>, engine: Engine, list: readonly Migration[] = migrations): Promise<string[]> {
  if (engine === "sqlite") await sql`pragma foreign_keys = off`.execute(db);
  try {
    return await applyMigrations(db, engine, list);
  } finally {
    if (engine === "sqlite") await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function applyMigrations(db: Kysely<DatabaseSchema>, engine: Engine, list: readonly Migration[]): Promise<string[]> {
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
    for (const migration of list) {
      if (applied.has(migration.name)) continue;
      await migration.up(trx, engine);
      await trx.insertInto("schema_migrations").values({ name: migration.name, applied_at: new Date().toISOString() }).execute();
      appliedNow.push(migration.name);
    }
    if (engine === "sqlite" && appliedNow.length > 0) {
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`The migrations would break ${broken.rows.length} foreign key reference(s)`);
    }
    return appliedNow;
  });
}

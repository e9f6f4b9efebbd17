import { type ColumnDefinitionBuilder, type Transaction, sql } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * Migrations of the "every form is a lead" work: four more lead kinds
 * ("0003-four-more-lead-kinds") and the mail outbox ("0004-mail-outbox").
 */

/** The kinds as this migration leaves them; a later kind needs a migration of its own. */
const KINDS_AFTER = [
  "contact",
  "incubation",
  "partnership",
  "corporate-inquiry",
  "investor-access",
  "event-registration",
  "download-request",
] as const;

const KIND_CHECK = /\bkind in \([^)]*\)/;

/**
 * Widens leads_kind_check. PostgreSQL swaps the constraint. SQLite cannot
 * alter a CHECK, so the table is rebuilt the way SQLite documents it (the
 * migration runner turns foreign-key enforcement off around the batch): its
 * current definition with the new check, whatever columns earlier migrations
 * added, the rows copied with their ids, the indexes recreated and the
 * AUTOINCREMENT counter kept, so no id of an erased lead is handed out again.
 * Tables that reference leads keep referring to it by name.
 */
export async function allowFourMoreLeadKinds(db: Transaction<DatabaseSchema>, engine: Engine): Promise<void> {
  await widenLeadKindCheck(db, engine, KINDS_AFTER);
}

/** leads_kind_check rewritten to take exactly these kinds (a later migration that adds a kind calls it with its own list). */
export async function widenLeadKindCheck(db: Transaction<DatabaseSchema>, engine: Engine, kindsAfter: readonly string[]): Promise<void> {
  const kinds = sql.join(kindsAfter.map((kind) => sql.lit(kind)));
  if (engine === "postgres") {
    await sql`alter table leads drop constraint leads_kind_check`.execute(db);
    await sql`alter table leads add constraint leads_kind_check check (kind in (${kinds}))`.execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`select sql from sqlite_schema where type = 'table' and name = 'leads'`.execute(db);
  const definition = table.rows[0]?.sql;
  if (!definition || !KIND_CHECK.test(definition)) throw new Error("leads has no kind check to widen");
  const quotedKinds = kindsAfter.map((kind) => `'${kind}'`).join(", ");
  const rebuilt = definition.replace(KIND_CHECK, `kind in (${quotedKinds})`).replace(/^CREATE TABLE\s+("?)leads\1/i, 'CREATE TABLE "leads_rebuilt"');
  if (!rebuilt.startsWith('CREATE TABLE "leads_rebuilt"')) throw new Error("unexpected definition of leads");
  const indexes = await sql<{ sql: string }>`select sql from sqlite_schema where type in ('index', 'trigger') and tbl_name = 'leads' and sql is not null`.execute(db);
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'leads'`.execute(db);

  await sql.raw(rebuilt).execute(db);
  await sql`insert into leads_rebuilt select * from leads`.execute(db);
  await sql`drop table leads`.execute(db);
  await sql`alter table leads_rebuilt rename to leads`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
  const seq = sequence.rows[0]?.seq;
  if (seq !== undefined) {
    // The copy counted only the ids still there; the counter goes on from the highest ever given.
    await sql`delete from sqlite_sequence where name = 'leads'`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) values ('leads', ${seq})`.execute(db);
  }
}

/**
 * The outbox: every e-mail a lead causes, written in the lead's transaction
 * and sent by the mail worker (server/mail/mail-worker.ts). A message goes
 * with its lead when the lead is erased.
 */
export async function createMailOutbox(db: Transaction<DatabaseSchema>, engine: Engine): Promise<void> {
  const type = engine === "sqlite" ? ({ id: "integer", timestamp: "text" } as const) : ({ id: "bigint", timestamp: "timestamptz" } as const);
  const identity = (col: ColumnDefinitionBuilder) =>
    engine === "sqlite" ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", type.id, identity)
    .addColumn("lead_id", type.id, (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("audience", "text", (col) => col.notNull().check(sql`audience in ('team', 'visitor')`))
    // Comma-separated; null for a team message until it is sent (the team's inbox is read from the configuration then).
    .addColumn("recipients", "text")
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending").check(sql`status in ('pending', 'sending', 'sent', 'failed')`))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", type.timestamp, (col) => col.notNull())
    .addColumn("claimed_until", type.timestamp)
    .addColumn("claim_token", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", type.timestamp, (col) => col.notNull())
    .addColumn("sent_at", type.timestamp)
    .execute();
  await db.schema.createIndex("mail_outbox_status_next_attempt_at").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_outbox_lead_id").on("mail_outbox").column("lead_id").execute();
}

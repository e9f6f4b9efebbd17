import { randomBytes } from "node:crypto";
import { type Transaction, sql } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * "0013-data-rights-requests" (issue 24 §2, docs/decisions/0017-data-rights-links.md):
 * - `data_rights_requests`: each access, correction, withdrawal and erasure
 *   request, its state and due date (its audit trail is the audit log's
 *   entries under the request's reference);
 * - the "data-rights" key of `signing_keys`, made here so every server on the
 *   database signs the links alike;
 * - `leads.consent_withdrawn_at`: when the person withdrew consent, so the
 *   inbox can show it and nothing more is sent;
 * - `mail_outbox.lead_id` may be null: the mail that tells a person their
 *   erasure is done has no lead left to hang on.
 */
export async function addDataRightsRequests(db: Transaction<DatabaseSchema>, engine: Engine): Promise<void> {
  const timestamp = engine === "sqlite" ? "text" : "timestamptz";
  const id = engine === "sqlite" ? "integer" : "bigint";
  await db.schema
    .createTable("data_rights_requests")
    .addColumn("id", id, (col) => (engine === "sqlite" ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn("reference", "text", (col) => col.notNull().unique())
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('access', 'correction', 'withdrawal', 'erasure')`))
    // Lower case, as the link named it.
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("state", "text", (col) => col.notNull().check(sql`state in ('open', 'done', 'declined')`))
    // A correction's lead, field and value as JSON; null for the other kinds.
    .addColumn("details", "text")
    .addColumn("received_at", timestamp, (col) => col.notNull())
    .addColumn("due_at", timestamp, (col) => col.notNull())
    .addColumn("closed_at", timestamp)
    // A declined request's reason, as the person is told it.
    .addColumn("reason", "text")
    .execute();
  await db.schema.createIndex("data_rights_requests_state_due_at").on("data_rights_requests").columns(["state", "due_at"]).execute();
  await db.schema.createIndex("data_rights_requests_email").on("data_rights_requests").column("email").execute();
  await db.insertInto("signing_keys").values({ purpose: "data-rights", secret: randomBytes(32).toString("base64url") }).execute();
  await db.schema.alterTable("leads").addColumn("consent_withdrawn_at", timestamp).execute();
  await allowOutboxMailWithoutLead(db, engine);
}

const LEAD_ID_NOT_NULL = /("?lead_id"?\s+integer)\s+not null/i;

/**
 * mail_outbox.lead_id loses its NOT NULL. PostgreSQL alters the column;
 * SQLite cannot, so the table is rebuilt from its own definition (whatever
 * columns later migrations added), rows copied with their ids, indexes made
 * again and the AUTOINCREMENT counter kept, as widenLeadKindCheck does for leads.
 */
async function allowOutboxMailWithoutLead(db: Transaction<DatabaseSchema>, engine: Engine): Promise<void> {
  if (engine === "postgres") {
    await sql`alter table mail_outbox alter column lead_id drop not null`.execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`select sql from sqlite_schema where type = 'table' and name = 'mail_outbox'`.execute(db);
  const definition = table.rows[0]?.sql;
  if (!definition || !LEAD_ID_NOT_NULL.test(definition)) throw new Error("mail_outbox.lead_id is not the NOT NULL column this migration expects");
  const rebuilt = definition.replace(LEAD_ID_NOT_NULL, "$1").replace(/^CREATE TABLE\s+("?)mail_outbox\1/i, 'CREATE TABLE "mail_outbox_rebuilt"');
  if (!rebuilt.startsWith('CREATE TABLE "mail_outbox_rebuilt"')) throw new Error("unexpected definition of mail_outbox");
  const indexes = await sql<{ sql: string }>`select sql from sqlite_schema where type in ('index', 'trigger') and tbl_name = 'mail_outbox' and sql is not null`.execute(db);
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'mail_outbox'`.execute(db);
  await sql.raw(rebuilt).execute(db);
  await sql`insert into mail_outbox_rebuilt select * from mail_outbox`.execute(db);
  await sql`drop table mail_outbox`.execute(db);
  await sql`alter table mail_outbox_rebuilt rename to mail_outbox`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
  const seq = sequence.rows[0]?.seq;
  if (seq !== undefined) {
    await sql`delete from sqlite_sequence where name = 'mail_outbox'`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) values ('mail_outbox', ${seq})`.execute(db);
  }
}

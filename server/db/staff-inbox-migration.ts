import { type ColumnDefinitionBuilder, type Transaction, sql } from "kysely";
import { LEAD_STATUSES } from "../../contract/staff-inbox/lead-status.ts";
import { leadSearchText } from "./lead-summary.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * The staff inbox's tables (migration "0002-staff-inbox"): a status and a
 * search column on leads with the indexes the inbox pages by, staff users,
 * server-side sessions, failed sign-in counters, notes, status history and
 * the audit log.
 */
export async function createStaffInbox(db: Transaction<DatabaseSchema>, engine: "sqlite" | "postgres"): Promise<void> {
  const type = engine === "sqlite" ? ({ id: "integer", timestamp: "text" } as const) : ({ id: "bigint", timestamp: "timestamptz" } as const);
  const identity = (col: ColumnDefinitionBuilder) =>
    engine === "sqlite" ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
  const statuses = sql.join(LEAD_STATUSES.map((status) => sql.lit(status)));

  await db.schema
    .alterTable("leads")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new").check(sql`status in (${statuses})`))
    .execute();
  // Name, e-mail, organisation and message in lower case, for the inbox search.
  await db.schema.alterTable("leads").addColumn("search_text", "text", (col) => col.notNull().defaultTo("")).execute();
  const existing = await db.selectFrom("leads").select(["id", "email", "fields"]).execute();
  for (const lead of existing) {
    const fields = JSON.parse(lead.fields) as Record<string, string>;
    await db.updateTable("leads").set({ search_text: leadSearchText(lead.email, fields) }).where("id", "=", lead.id).execute();
  }
  // Newest first: the whole list, one status, one kind and status; one kind uses leads_kind_submitted_at.
  await db.schema.createIndex("leads_submitted_at_id").on("leads").columns(["submitted_at", "id"]).execute();
  await db.schema.createIndex("leads_status_submitted_at_id").on("leads").columns(["status", "submitted_at", "id"]).execute();
  await db.schema.createIndex("leads_kind_status_submitted_at").on("leads").columns(["kind", "status", "submitted_at"]).execute();

  await db.schema
    .createTable("staff_users")
    .addColumn("id", type.id, identity)
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("created_at", type.timestamp, (col) => col.notNull())
    .addColumn("password_changed_at", type.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("staff_sessions")
    // The SHA-256 of the cookie's token: a copy of the table opens no session.
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", type.id, (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("created_at", type.timestamp, (col) => col.notNull())
    .addColumn("expires_at", type.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("staff_sessions_user_id").on("staff_sessions").column("user_id").execute();
  await db.schema.createIndex("staff_sessions_expires_at").on("staff_sessions").column("expires_at").execute();

  await db.schema
    .createTable("sign_in_throttles")
    // "account:<email>" or "ip:<address>".
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("last_failure_at", type.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("lead_notes")
    .addColumn("id", type.id, identity)
    .addColumn("lead_id", type.id, (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("author_id", type.id, (col) => col.references("staff_users.id"))
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", type.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead_id").on("lead_notes").column("lead_id").execute();

  await db.schema
    .createTable("lead_status_changes")
    .addColumn("id", type.id, identity)
    .addColumn("lead_id", type.id, (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("from_status", "text", (col) => col.notNull())
    .addColumn("to_status", "text", (col) => col.notNull())
    .addColumn("changed_by", type.id, (col) => col.references("staff_users.id"))
    .addColumn("changed_at", type.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_status_changes_lead_id").on("lead_status_changes").column("lead_id").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", type.id, identity)
    .addColumn("at", type.timestamp, (col) => col.notNull())
    // No foreign keys: the log outlives what it speaks of.
    .addColumn("actor_id", type.id)
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("lead_reference", "text")
    .addColumn("details", "text")
    .addColumn("ip", "text")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
}

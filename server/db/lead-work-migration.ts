import { type Transaction, sql } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * "0015-lead-work" (issue 25, docs/decisions/0020-working-a-lead.md):
 * - `lead_work`: a lead's owner (a staff member) and when its reply-time
 *   clock stopped (the first reply, or a status change away from "new");
 *   a lead without a row has no owner and a running clock;
 * - `lead_replies`: each reply sent from the inbox, which is a visitor
 *   message in the mail outbox (message_id), with its author and template.
 * Leads the team had already moved on from "new" get a stopped clock, from
 * their first status change (or their arrival, without one).
 */
export async function addLeadWork(db: Transaction<DatabaseSchema>, engine: Engine): Promise<void> {
  const timestamp = engine === "sqlite" ? "text" : "timestamptz";
  const id = engine === "sqlite" ? "integer" : "bigint";
  await db.schema
    .createTable("lead_work")
    .addColumn("lead_id", id, (col) => col.primaryKey().references("leads.id").onDelete("cascade"))
    .addColumn("owner_id", id, (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("owner_assigned_at", timestamp)
    .addColumn("clock_stopped_at", timestamp)
    .addColumn("clock_stopped_by", "text", (col) => col.check(sql`clock_stopped_by in ('reply', 'status')`))
    .execute();
  await db.schema.createIndex("lead_work_owner_id").on("lead_work").column("owner_id").execute();
  await db.schema
    .createTable("lead_replies")
    .addColumn("id", id, (col) => (engine === "sqlite" ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn("lead_id", id, (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("message_id", id, (col) => col.notNull().unique().references("mail_outbox.id").onDelete("cascade"))
    .addColumn("author_id", id, (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("template", "text", (col) => col.notNull())
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_replies_lead_id").on("lead_replies").column("lead_id").execute();
  await sql`
    insert into lead_work (lead_id, clock_stopped_at, clock_stopped_by)
    select leads.id,
           coalesce((select min(changes.changed_at) from lead_status_changes changes where changes.lead_id = leads.id), leads.submitted_at),
           'status'
    from leads where leads.status <> 'new'
  `.execute(db);
}

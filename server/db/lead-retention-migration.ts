import { type Transaction, sql } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * "0012-lead-retention": what the retention job (server/jobs/retention-job.ts)
 * keeps besides the leads themselves. A lead's activity is read from what is
 * already stored (its submission, its notes and status changes, the newest
 * submission from the same address), so existing leads need no backfill: the
 * first run sees them as they are. Stored here: the erasure notice of each
 * lead that got one, an explicit "keep" (a person or the team asked to keep
 * the lead, with no other trace), and one claim row per job and day, which
 * lets one of several servers do a day's work.
 */
export async function addLeadRetention(db: Transaction<DatabaseSchema>, engine: Engine): Promise<void> {
  const timestamp = engine === "sqlite" ? "text" : "timestamptz";
  const id = engine === "sqlite" ? "integer" : "bigint";
  await db.schema
    .createTable("lead_erasure_notices")
    .addColumn("lead_id", id, (col) => col.primaryKey().references("leads.id").onDelete("cascade"))
    // The lead's last activity the notice was reckoned from: newer activity withdraws the notice.
    .addColumn("activity_at", timestamp, (col) => col.notNull())
    // The date the e-mail states; the erasure waits for it and for 48 hours after the e-mail was sent.
    .addColumn("erase_on", timestamp, (col) => col.notNull())
    // The notice in the mail outbox; its sent_at is what counts, not its being queued.
    .addColumn("message_id", id)
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("lead_retention_keeps")
    .addColumn("lead_id", id, (col) => col.primaryKey().references("leads.id").onDelete("cascade"))
    .addColumn("kept_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("job_runs")
    .addColumn("job", "text", (col) => col.notNull())
    // The UTC day (2026-11-26) the run is for: at most one run of a job per day does the work.
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("claimed_by", "text", (col) => col.notNull())
    // The claim lapses then unless renewed, so a run killed half-way is taken over.
    .addColumn("claimed_until", timestamp, (col) => col.notNull())
    .addColumn("started_at", timestamp, (col) => col.notNull())
    .addColumn("finished_at", timestamp)
    // JSON counts of what the run did (never personal data).
    .addColumn("summary", "text")
    .addPrimaryKeyConstraint("job_runs_pkey", ["job", "day"])
    .execute();
  // Finding every lead of one address, however it was typed.
  await sql`create index leads_email_lower on leads (lower(email))`.execute(db);
}

import { type Transaction, sql } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * "0017-lead-spam-marks" (issue 25, docs/decisions/0022-people-and-spam.md):
 * a lead marked spam by a member of staff, as two columns on `leads`, so the
 * inbox's queries leave spam out with a plain `spam_marked_at is null`:
 * - `spam_marked_at`: when it was marked, null while it is not spam;
 * - `spam_marked_by`: who marked it (null once that account is gone).
 * A partial index holds the few marked leads, newest first: the "only spam"
 * filter reads them alone, and the inbox counts the leads not marked as all
 * of them less the marked ones, two index scans (lead-spam-repository.ts).
 */
export async function addLeadSpamMarks(db: Transaction<DatabaseSchema>, engine: Engine): Promise<void> {
  const timestamp = engine === "sqlite" ? "text" : "timestamptz";
  const id = engine === "sqlite" ? "integer" : "bigint";
  await db.schema.alterTable("leads").addColumn("spam_marked_at", timestamp).execute();
  await db.schema
    .alterTable("leads")
    .addColumn("spam_marked_by", id, (col) => col.references("staff_users.id").onDelete("set null"))
    .execute();
  await sql`create index leads_spam_submitted on leads (submitted_at, id) where spam_marked_at is not null`.execute(db);
}

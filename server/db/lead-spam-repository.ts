import { type Expression, type Kysely, type SqlBool, type Transaction, sql } from "kysely";
import type { SpamMark } from "../../contract/staff-inbox/person.ts";
import { recordAudit } from "./audit-log-repository.ts";
import { toDate } from "./leads-repository.ts";
import type { Database } from "./open-database.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * A lead marked spam (issue 25, docs/decisions/0022-people-and-spam.md): two
 * columns on `leads` (migration 0017). It trains nothing and changes nothing
 * else; it only hides the lead from the inbox's list, count and export, the
 * overdue filter and the time-left sort, the daily digest and the dashboard.
 * Unmarking brings it back everywhere as it was (its clock was never touched).
 */

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
type StaffAction = { staff: { id: number; email: string }; now: Date; ip?: string };

/** Not marked spam: a plain column test. */
export function notSpamSql(): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref("leads.spam_marked_at")} is null`;
}

/**
 * Marked spam, as "one of the marked leads": the few marked ones are read from
 * their partial index (leads_spam_submitted), so a count of them with any
 * other filter never walks another index row by row.
 */
export function markedSpamSql(): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref("leads.id")} in (select ${sql.ref("spam.id")} from leads as spam where ${sql.ref("spam.spam_marked_at")} is not null)`;
}

/** Which leads a list or count takes: those not marked (the inbox's default), only the marked ones ("spam=yes"), or all (for a count). */
export type SpamScope = "unmarked" | "marked" | "any";

export const spamScopeOf = (filters: { spam?: true }): SpamScope => (filters.spam ? "marked" : "unmarked");

/** The WHERE conditions of a spam scope. */
export function spamConditions(scope: SpamScope): Expression<SqlBool>[] {
  if (scope === "any") return [];
  return [scope === "marked" ? markedSpamSql() : notSpamSql()];
}

/**
 * The inbox's count of leads not marked spam, as all the matching leads less
 * the marked ones: each an index scan, where "not marked" alone would read
 * every matching row (the column is in no index but the marked ones' partial one).
 */
export async function countLeavingOutSpam(filters: { spam?: true }, count: (scope: SpamScope) => Promise<number>): Promise<number> {
  if (filters.spam) return count("marked");
  return (await count("any")) - (await count("marked"));
}

/** A stored mark as the API gives it. */
export function spamMarkOf(at: string | Date | null, by: string | null): SpamMark | null {
  return at === null ? null : { at: toDate(at).toISOString(), by };
}

/** A lead's mark: when and by whom (the staff address; null once the account is gone), or null. */
export async function readSpamMark(db: Executor, leadId: number | string): Promise<SpamMark | null> {
  const row = await db
    .selectFrom("leads")
    .leftJoin("staff_users", "staff_users.id", "leads.spam_marked_by")
    .select(["leads.spam_marked_at", "staff_users.email"])
    .where("leads.id", "=", leadId)
    .executeTakeFirst();
  return row ? spamMarkOf(row.spam_marked_at, row.email) : null;
}

export type SpamChange = "no-lead" | "marked" | "unmarked" | "unchanged";

/**
 * Marks a lead spam, or not, with its audit entry (`spam-mark` / `spam-unmark`:
 * who, when, the reference; nothing the visitor typed) in one transaction.
 * Idempotent: a lead already so keeps its first mark and gets no second entry.
 */
export async function markLeadSpam(database: Database, reference: string, spam: boolean, { staff, now, ip }: StaffAction): Promise<SpamChange> {
  return database.db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").select(["id", "spam_marked_at"]).where("reference", "=", reference).executeTakeFirst();
    if (!lead) return "no-lead";
    if ((lead.spam_marked_at !== null) === spam) return "unchanged";
    await trx
      .updateTable("leads")
      .set(spam ? { spam_marked_at: now.toISOString(), spam_marked_by: staff.id } : { spam_marked_at: null, spam_marked_by: null })
      .where("id", "=", lead.id)
      .execute();
    await recordAudit(trx, { action: spam ? "spam-mark" : "spam-unmark", actor: staff, leadReference: reference, at: now, ...(ip ? { ip } : {}) });
    return spam ? "marked" : "unmarked";
  });
}

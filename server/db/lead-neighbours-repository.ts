import { type SqlBool, sql } from "kysely";
import type { InboxFilters } from "../../contract/staff-inbox/inbox-query.ts";
import type { LeadNeighboursAnswer } from "../../contract/staff-inbox/triage.ts";
import { inboxMatching } from "./inbox-repository.ts";
import { type WithInboxWork, replyDueKeySql } from "./lead-work-clock-sql.ts";
import { toDate } from "./leads-repository.ts";
import type { Database } from "./open-database.ts";

/**
 * The leads either side of one in the inbox's list with these filters and
 * sort (issue 25's previous/next), by the same keyset the list pages with:
 * (submitted_at, id) newest first, or (due key, id) for the time-left sort.
 * The lead itself need not match the filters any more (its status may just
 * have changed): its place in the order is enough. Undefined when there is
 * no such lead.
 */
export async function leadNeighbours(database: Database, reference: string, filters: InboxFilters & WithInboxWork): Promise<LeadNeighboursAnswer | undefined> {
  const lead = await database.db.selectFrom("leads").select(["id", "submitted_at"]).where("reference", "=", reference).executeTakeFirst();
  if (!lead) return undefined;
  const matching = database.db.selectFrom("leads").select("leads.reference").where((eb) => inboxMatching(eb, filters));
  if (filters.sort === "reply-due") {
    const { work } = filters;
    if (!work) throw new Error("The time-left sort needs the lead-work context (leadWorkAware)");
    const key = replyDueKeySql(work.engine, work.targets);
    const own = await database.db.selectFrom("leads").select(key.as("due_key")).where("id", "=", lead.id).executeTakeFirstOrThrow();
    // A lead without a clock (a newsletter subscriber) has no place in this order.
    if (own.due_key === null) return { previous: null, next: null };
    const place = sql`(${own.due_key}, ${lead.id})`;
    const [above, below] = await Promise.all([
      matching.where(sql<SqlBool>`(${key}, ${sql.ref("leads.id")}) < ${place}`).orderBy(key, "desc").orderBy("leads.id", "desc").limit(1).executeTakeFirst(),
      matching.where(sql<SqlBool>`(${key}, ${sql.ref("leads.id")}) > ${place}`).orderBy(key, "asc").orderBy("leads.id", "asc").limit(1).executeTakeFirst(),
    ]);
    return { previous: above?.reference ?? null, next: below?.reference ?? null };
  }
  const at = toDate(lead.submitted_at).toISOString();
  const [newer, older] = await Promise.all([
    matching.where((eb) => eb(eb.refTuple("leads.submitted_at", "leads.id"), ">", eb.tuple(at, lead.id))).orderBy("leads.submitted_at", "asc").orderBy("leads.id", "asc").limit(1).executeTakeFirst(),
    matching.where((eb) => eb(eb.refTuple("leads.submitted_at", "leads.id"), "<", eb.tuple(at, lead.id))).orderBy("leads.submitted_at", "desc").orderBy("leads.id", "desc").limit(1).executeTakeFirst(),
  ]);
  return { previous: newer?.reference ?? null, next: older?.reference ?? null };
}

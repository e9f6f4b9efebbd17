import { sql } from "kysely";
import type { StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import type { NoticeState } from "../jobs/retention-decision.ts";
import { toDate, toNumber } from "./leads-repository.ts";
import type { Database } from "./open-database.ts";
import { type OutboxDraft, enqueueMessages } from "./outbox-repository.ts";

/**
 * What the retention job reads and writes about leads. A lead's last
 * activity is the newest of: its submission, a later submission from the
 * same address (any kind, any case), a request from that address for a copy
 * of their data or a correction (the rights page), a staff note or status
 * change on it, and an explicit keep (keepLead).
 */

export type RetentionCandidate = { id: number; reference: string; kind: StoredLeadKind; email: string; submittedAt: Date };

export type CandidateCursor = { submittedAt: string; id: number };

/**
 * Leads submitted at or before `submittedBefore`, oldest first, by keyset
 * after `cursor`. A confirmed newsletter subscription is in use while it
 * lasts, so it is left out (unsubscribing ends it, and then it counts).
 */
export async function listRetentionCandidates(
  database: Database,
  submittedBefore: Date,
  cursor: CandidateCursor | undefined,
  limit: number,
): Promise<RetentionCandidate[]> {
  let query = database.db
    .selectFrom("leads")
    .leftJoin("newsletter_subscriptions", "newsletter_subscriptions.lead_id", "leads.id")
    .select(["leads.id", "leads.reference", "leads.kind", "leads.email", "leads.submitted_at"])
    .where("leads.submitted_at", "<=", submittedBefore.toISOString())
    .where((eb) => eb.or([eb("newsletter_subscriptions.state", "is", null), eb("newsletter_subscriptions.state", "!=", "confirmed")]));
  if (cursor) {
    query = query.where((eb) => eb(eb.refTuple("leads.submitted_at", "leads.id"), ">", eb.tuple(cursor.submittedAt, cursor.id)));
  }
  const rows = await query.orderBy("leads.submitted_at").orderBy("leads.id").limit(limit).execute();
  return rows.map((row) => ({ id: toNumber(row.id), reference: row.reference, kind: row.kind, email: row.email, submittedAt: toDate(row.submitted_at) }));
}

const later = (a: Date, b: Date | undefined) => (b && b.getTime() > a.getTime() ? b : a);

/** Each lead's last activity (see above), by lead id. */
export async function lastActivities(database: Database, leads: readonly RetentionCandidate[]): Promise<Map<number, Date>> {
  const result = new Map<number, Date>();
  if (leads.length === 0) return result;
  const ids = leads.map((lead) => lead.id);
  const emails = [...new Set(leads.map((lead) => lead.email.toLowerCase()))];
  const { db } = database;
  const latestByEmail = await db
    .selectFrom("leads")
    .select([sql<string>`lower(email)`.as("address"), (eb) => eb.fn.max("submitted_at").as("at")])
    .where(sql<string>`lower(email)`, "in", emails)
    .groupBy(sql`lower(email)`)
    .execute();
  // The person asked for a copy of their data or a correction (the rights page): they are in touch and want it right.
  const requests = await db
    .selectFrom("data_rights_requests")
    .select(["email as address", (eb) => eb.fn.max("received_at").as("at")])
    .where("email", "in", emails)
    .where("kind", "in", ["access", "correction"])
    .groupBy("email")
    .execute();
  // A note by a staff member; the system's own (a withdrawal, issue 24) is not the team at work on the lead.
  const notes = await db
    .selectFrom("lead_notes")
    .select(["lead_id", (eb) => eb.fn.max("created_at").as("at")])
    .where("lead_id", "in", ids)
    .where("author_id", "is not", null)
    .groupBy("lead_id")
    .execute();
  const changes = await db
    .selectFrom("lead_status_changes")
    .select(["lead_id", (eb) => eb.fn.max("changed_at").as("at")])
    .where("lead_id", "in", ids)
    .groupBy("lead_id")
    .execute();
  const keeps = await db.selectFrom("lead_retention_keeps").select(["lead_id", "kept_at as at"]).where("lead_id", "in", ids).execute();
  // A reply from the inbox, or the lead given to an owner (issue 25): the team at work on it.
  const replies = await db
    .selectFrom("lead_replies")
    .select(["lead_id", (eb) => eb.fn.max("created_at").as("at")])
    .where("lead_id", "in", ids)
    .groupBy("lead_id")
    .execute();
  const assigned = await db
    .selectFrom("lead_work")
    .select(["lead_id", "owner_assigned_at as at"])
    .where("lead_id", "in", ids)
    .where("owner_assigned_at", "is not", null)
    .execute();
  const byEmail = new Map<string, Date>();
  for (const row of [...latestByEmail, ...requests]) byEmail.set(row.address, later(toDate(row.at), byEmail.get(row.address)));
  const byLead = new Map<number, Date>();
  for (const row of [...notes, ...changes, ...keeps, ...replies, ...assigned]) {
    if (row.at === null) continue;
    const id = toNumber(row.lead_id);
    byLead.set(id, later(toDate(row.at), byLead.get(id)));
  }
  for (const lead of leads) {
    result.set(lead.id, later(later(lead.submittedAt, byEmail.get(lead.email.toLowerCase())), byLead.get(lead.id)));
  }
  return result;
}

/** The leads' notices, by lead id; sentAt only once the outbox marked the e-mail sent; lost when the e-mail is no longer in the outbox. */
export async function readNotices(database: Database, ids: readonly number[]): Promise<Map<number, NoticeState>> {
  if (ids.length === 0) return new Map();
  const rows = await database.db
    .selectFrom("lead_erasure_notices")
    .leftJoin("mail_outbox", "mail_outbox.id", "lead_erasure_notices.message_id")
    .select([
      "lead_erasure_notices.lead_id",
      "lead_erasure_notices.activity_at",
      "lead_erasure_notices.erase_on",
      "lead_erasure_notices.message_id",
      "mail_outbox.id as outbox_id",
      "mail_outbox.status",
      "mail_outbox.sent_at",
    ])
    .where("lead_erasure_notices.lead_id", "in", ids)
    .execute();
  return new Map(
    rows.map((row) => [
      toNumber(row.lead_id),
      {
        activityAt: toDate(row.activity_at),
        eraseOn: toDate(row.erase_on),
        sentAt: row.status === "sent" && row.sent_at !== null ? toDate(row.sent_at) : undefined,
        lost: row.message_id !== null && row.outbox_id === null,
      },
    ]),
  );
}

/**
 * Writes a lead's notice and its e-mail in one transaction. False when the
 * lead already has a notice (another server wrote it first): the insert
 * that loses on the primary key writes no e-mail.
 */
export async function writeNotice(
  database: Database,
  leadId: number,
  notice: { activityAt: Date; eraseOn: Date; draft: OutboxDraft },
  now: Date,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("lead_erasure_notices")
      .values({ lead_id: leadId, activity_at: notice.activityAt.toISOString(), erase_on: notice.eraseOn.toISOString(), message_id: null, created_at: now.toISOString() })
      .onConflict((oc) => oc.column("lead_id").doNothing())
      .returning("lead_id")
      .executeTakeFirst();
    if (!inserted) return false;
    await enqueueMessages(trx, leadId, [notice.draft], now);
    const message = await trx
      .selectFrom("mail_outbox")
      .select("id")
      .where("lead_id", "=", leadId)
      .where("subject", "=", notice.draft.subject)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    await trx.updateTable("lead_erasure_notices").set({ message_id: message.id }).where("lead_id", "=", leadId).execute();
    return true;
  });
}

/** Drops a notice that activity overtook; only the one reckoned from `activityAt`, so a newer one stays. */
export async function withdrawNotice(database: Database, leadId: number, activityAt: Date): Promise<void> {
  await database.db
    .deleteFrom("lead_erasure_notices")
    .where("lead_id", "=", leadId)
    .where("activity_at", "=", activityAt.toISOString())
    .execute();
}

/**
 * Counts as activity on the lead now: the person (through the rights page)
 * or the team asked to keep it. False when there is no such lead.
 */
export async function keepLead(database: Database, reference: string, now: Date): Promise<boolean> {
  const lead = await database.db.selectFrom("leads").select("id").where("reference", "=", reference).executeTakeFirst();
  if (!lead) return false;
  await database.db
    .insertInto("lead_retention_keeps")
    .values({ lead_id: lead.id, kept_at: now.toISOString() })
    .onConflict((oc) => oc.column("lead_id").doUpdateSet({ kept_at: now.toISOString() }))
    .execute();
  return true;
}

import { sql } from "kysely";
import type { StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import type { LeadMailState } from "../../contract/staff-inbox/lead-mail-states.ts";
import type { LeadStatus } from "../../contract/staff-inbox/lead-status.ts";
import { PERSON_LEADS_MAX, PERSON_TIMELINE_MAX, type PersonAnswer, type PersonTimelineEntry, type SpamMark, mergeTimeline } from "../../contract/staff-inbox/person.ts";
import { readSpamMark, spamMarkOf } from "./lead-spam-repository.ts";
import { toDate, toNumber } from "./leads-repository.ts";
import { summarizeLead } from "./lead-summary.ts";
import type { OutboxStatus } from "./mail-outbox-schema.ts";
import type { Database } from "./open-database.ts";

/**
 * People, not rows (issue 25, docs/decisions/0022-people-and-spam.md): the
 * leads with the same e-mail address, compared as `lower(email)` on the
 * database's side (index leads_email_lower), are one person. Grouped when
 * read, not stored: nothing to keep in step when a lead comes or is erased.
 */

const STATES: Readonly<Record<OutboxStatus, LeadMailState>> = { pending: "queued", sending: "sending", sent: "sent", failed: "failed" };

const iso = (at: string | Date) => toDate(at).toISOString();

/**
 * How many leads share each page lead's address (itself included), by lead
 * id: one grouped query, each page lead's address looked up in the
 * lower(email) index, so a page costs the same with 100 000 leads as with ten.
 */
export async function personLeadCountsOfPage(database: Database, leadIds: readonly number[]): Promise<Map<number, number>> {
  if (leadIds.length === 0) return new Map();
  const rows = await database.db
    .selectFrom("leads as page")
    .innerJoin("leads as same", (join) => join.on(sql`lower(${sql.ref("same.email")})`, "=", sql`lower(${sql.ref("page.email")})`))
    .select((eb) => ["page.id", eb.fn.countAll<number | string>().as("count")])
    .where("page.id", "in", [...leadIds])
    .groupBy("page.id")
    .execute();
  return new Map(rows.map((row) => [toNumber(row.id), toNumber(row.count)]));
}

/** A page's rows with their person's lead count (inbox-repository.ts's two lists call it). */
export async function withPersonLeadCounts<Row extends { reference: string }>(
  database: Database,
  page: readonly { id: number | string; reference: string }[],
  rows: Row[],
): Promise<(Row & { personLeadCount?: number })[]> {
  const counts = await personLeadCountsOfPage(database, page.map((lead) => toNumber(lead.id)));
  const idOf = new Map(page.map((lead) => [lead.reference, toNumber(lead.id)]));
  return rows.map((row) => {
    const count = counts.get(idOf.get(row.reference) ?? -1);
    return count === undefined ? row : { ...row, personLeadCount: count };
  });
}

/** What the lead's page shows of its person and its spam mark (findLeadDetail adds it). */
export async function personAndSpamOfLead(database: Database, leadId: number | string, email: string): Promise<{ spam: SpamMark | null; personLeadCount: number }> {
  const row = await database.db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(sql<boolean>`lower(${sql.ref("leads.email")}) = lower(${email})`)
    .executeTakeFirstOrThrow();
  return { spam: await readSpamMark(database.db, leadId), personLeadCount: toNumber(row.count) };
}

/**
 * The person of a lead: the address, what to call them (the newest lead's
 * name), their newest leads (at most PERSON_LEADS_MAX) and one timeline of
 * what happened to those leads, newest first (at most PERSON_TIMELINE_MAX).
 * Undefined when there is no such lead.
 */
export async function findPerson(database: Database, reference: string): Promise<PersonAnswer | undefined> {
  const { db } = database;
  const origin = await db.selectFrom("leads").select("email").where("reference", "=", reference).executeTakeFirst();
  if (!origin) return undefined;
  const sameAddress = sql<boolean>`lower(${sql.ref("leads.email")}) = lower(${origin.email})`;
  const { count } = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(sameAddress)
    .executeTakeFirstOrThrow();
  const leads = await db
    .selectFrom("leads")
    .leftJoin("lead_work", "lead_work.lead_id", "leads.id")
    .leftJoin("staff_users as owner", "owner.id", "lead_work.owner_id")
    .leftJoin("staff_users as marker", "marker.id", "leads.spam_marked_by")
    .select([
      "leads.id",
      "leads.reference",
      "leads.kind",
      "leads.status",
      "leads.email",
      "leads.fields",
      "leads.submitted_at",
      "leads.spam_marked_at",
      "owner.email as owner",
      "marker.email as marker",
    ])
    .where(sameAddress)
    .orderBy("leads.submitted_at", "desc")
    .orderBy("leads.id", "desc")
    .limit(PERSON_LEADS_MAX)
    .execute();
  const summaries = leads.map((lead) => summarizeLead(JSON.parse(lead.fields) as Record<string, string>));
  const { timeline, leftOut } = mergeTimeline(await timelineOf(database, leads), PERSON_TIMELINE_MAX);
  return {
    reference,
    email: origin.email.toLowerCase(),
    name: summaries.find((summary) => summary.name !== "")?.name ?? origin.email.toLowerCase(),
    leadCount: toNumber(count),
    leads: leads.map((lead, i) => ({
      reference: lead.reference,
      kind: lead.kind,
      status: lead.status,
      submittedAt: iso(lead.submitted_at),
      organisation: summaries[i]?.organisation ?? "",
      owner: lead.owner,
      spam: spamMarkOf(lead.spam_marked_at, lead.marker),
    })),
    timeline,
    olderEntriesLeftOut: leftOut > 0,
  };
}

type TimelineLead = { id: number | string; reference: string; kind: StoredLeadKind; submitted_at: string | Date; spam_marked_at: string | Date | null; marker: string | null };

/**
 * Every lead's arrival, status changes, notes, replies and other e-mails and
 * spam mark. Each source is read newest first and at most PERSON_TIMELINE_MAX
 * + 1 rows (more could never be shown), so a person with thousands of notes
 * costs what one with a few hundred does; the extra row tells a cut.
 */
async function timelineOf(database: Database, leads: readonly TimelineLead[]): Promise<PersonTimelineEntry[]> {
  if (leads.length === 0) return [];
  const { db } = database;
  const ids = leads.map((lead) => lead.id);
  const referenceOf = new Map(leads.map((lead) => [toNumber(lead.id), lead.reference]));
  const ref = (id: number | string | null) => referenceOf.get(toNumber(id ?? -1)) ?? "";
  const bound = PERSON_TIMELINE_MAX + 1;

  const changes = await db
    .selectFrom("lead_status_changes")
    .leftJoin("staff_users", "staff_users.id", "lead_status_changes.changed_by")
    .select(["lead_status_changes.lead_id", "lead_status_changes.from_status", "lead_status_changes.to_status", "lead_status_changes.changed_at", "staff_users.email"])
    .where("lead_status_changes.lead_id", "in", ids)
    .orderBy("lead_status_changes.changed_at", "desc")
    .limit(bound)
    .execute();
  const notes = await db
    .selectFrom("lead_notes")
    .leftJoin("staff_users", "staff_users.id", "lead_notes.author_id")
    .select(["lead_notes.lead_id", "lead_notes.body", "lead_notes.created_at", "staff_users.email"])
    .where("lead_notes.lead_id", "in", ids)
    .orderBy("lead_notes.created_at", "desc")
    .limit(bound)
    .execute();
  const mail = await db
    .selectFrom("mail_outbox")
    .leftJoin("lead_replies", "lead_replies.message_id", "mail_outbox.id")
    .leftJoin("staff_users", "staff_users.id", "lead_replies.author_id")
    .select(["mail_outbox.lead_id", "mail_outbox.audience", "mail_outbox.subject", "mail_outbox.status", "mail_outbox.created_at", "lead_replies.id as reply", "staff_users.email"])
    .where("mail_outbox.lead_id", "in", ids)
    .orderBy("mail_outbox.created_at", "desc")
    .limit(bound)
    .execute();

  const entries: PersonTimelineEntry[] = [];
  for (const lead of leads) {
    entries.push({ reference: lead.reference, at: iso(lead.submitted_at), type: "received", kind: lead.kind });
    if (lead.spam_marked_at !== null) entries.push({ reference: lead.reference, at: iso(lead.spam_marked_at), type: "spam", by: lead.marker });
  }
  for (const change of changes) {
    entries.push({ reference: ref(change.lead_id), at: iso(change.changed_at), type: "status", from: change.from_status as LeadStatus, to: change.to_status as LeadStatus, by: change.email });
  }
  for (const note of notes) entries.push({ reference: ref(note.lead_id), at: iso(note.created_at), type: "note", text: note.body, by: note.email });
  for (const message of mail) {
    const common = { reference: ref(message.lead_id), at: iso(message.created_at), subject: message.subject, state: STATES[message.status] };
    entries.push(message.reply === null ? { ...common, type: "mail", recipient: message.audience } : { ...common, type: "reply", by: message.email });
  }
  return entries;
}

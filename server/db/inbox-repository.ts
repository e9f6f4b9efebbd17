import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { sql } from "kysely";
import { visibleFileName } from "../../contract/leads/file-name.ts";
import type { StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import type { InboxLeadRow, InboxPageAnswer, LeadDetailAnswer } from "../../contract/staff-inbox/inbox-answers.ts";
import {
  type InboxCursor,
  type InboxFilters,
  type InboxQuery,
  INBOX_PAGE_SIZE,
  formatCursor,
  indiaDayEnd,
  indiaDayStart,
} from "../../contract/staff-inbox/inbox-query.ts";
import type { LeadStatus } from "../../contract/staff-inbox/lead-status.ts";
import type { LeadVerification } from "../../contract/leads/lead-challenge.ts";
import type { LeadOrigin } from "../../contract/leads/lead-origin.ts";
import { type AuditEntry, recordAudit } from "./audit-log-repository.ts";
import { deleteLeadDeliveries, enqueueErasureEvent, enqueueLeadEvent, wakeWebhooks } from "./webhooks-repository.ts";
import { toDate, toNumber } from "./leads-repository.ts";
import { containsPattern, summarizeLead } from "./lead-summary.ts";
import { leadMailMessages, leadsWithFailedMail } from "./lead-mail-messages.ts";
import type { Database } from "./open-database.ts";
import { requeueMessage } from "./outbox-repository.ts";
import type { DatabaseSchema } from "./schema.ts";
import { type WithInboxWork, leadWorkConditions, replyDueKeySql } from "./lead-work-clock-sql.ts";
import { eraseLeadWork, leadWorkOfPage, stopReplyClock } from "./lead-work-repository.ts";
import { DEFAULT_REPLY_TARGET_HOURS, instantOfWorkingSeconds, uniformReplyTargets, workingSeconds } from "../../contract/staff-inbox/reply-clock.ts";
import { STORED_LEAD_KINDS } from "../../contract/leads/lead-paths.ts";
import { type SpamScope, countLeavingOutSpam, spamConditions, spamScopeOf } from "./lead-spam-repository.ts";
import { personAndSpamOfLead, withPersonLeadCounts } from "./person-repository.ts";

/** At most this many words of a search are looked for (each must appear). */
const SEARCH_WORDS_MAX = 8;

type LeadsExpressions = ExpressionBuilder<DatabaseSchema, "leads">;

/** The filters as one WHERE condition: every search word must appear in the search text. */
function matching(eb: LeadsExpressions, filters: InboxFilters & WithInboxWork, spam: SpamScope = spamScopeOf(filters)): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.kind) conditions.push(eb("leads.kind", "=", filters.kind));
  if (filters.status) conditions.push(eb("leads.status", "=", filters.status));
  if (filters.from) conditions.push(eb("leads.submitted_at", ">=", indiaDayStart(filters.from)));
  if (filters.to) conditions.push(eb("leads.submitted_at", "<", indiaDayEnd(filters.to)));
  for (const word of searchWords(filters.q)) {
    conditions.push(sql<SqlBool>`${sql.ref("leads.search_text")} like ${containsPattern(word)} escape '\\'`);
  }
  if (filters.verification) conditions.push(eb("leads.verification", "=", filters.verification));
  // The origin is a short JSON text; without an index of its own, a search in it reads the leads the other filters leave.
  for (const word of searchWords(filters.origin)) {
    conditions.push(sql<SqlBool>`lower(coalesce(${sql.ref("leads.origin")}, '')) like ${containsPattern(word)} escape '\\'`);
  }
  // Owner, overdue and the time-left sort's running clocks (issue 25, lead-work-clock-sql.ts).
  conditions.push(...leadWorkConditions(filters));
  // Leads marked spam are left out, or with "spam=yes" only they are listed (issue 25, lead-spam-repository.ts).
  conditions.push(...spamConditions(spam));
  return eb.and(conditions);
}

/** The inbox's filters as one WHERE condition, for the queries beside the list's (lead-neighbours-repository.ts). */
export { matching as inboxMatching };

export function searchWords(q: string | undefined): string[] {
  return (q ?? "").split(/\s+/).filter((word) => word !== "").slice(0, SEARCH_WORDS_MAX);
}

function beyond(eb: LeadsExpressions, cursor: InboxCursor, direction: "older" | "newer"): Expression<SqlBool> {
  return eb(eb.refTuple("leads.submitted_at", "leads.id"), direction === "older" ? "<" : ">", eb.tuple(cursor.submittedAt, cursor.id));
}

type ListedLead = {
  id: number | string;
  reference: string;
  kind: StoredLeadKind;
  status: LeadStatus;
  email: string;
  fields: string;
  submitted_at: string | Date;
  deck: number | string | null;
  verification: LeadVerification | null;
};

function listQuery(database: Database, filters: InboxFilters) {
  return database.db
    .selectFrom("leads")
    .leftJoin("pitch_decks", "pitch_decks.lead_id", "leads.id")
    .select(["leads.id", "leads.reference", "leads.kind", "leads.status", "leads.email", "leads.fields", "leads.submitted_at", "pitch_decks.lead_id as deck", "leads.verification"])
    .where((eb) => matching(eb, filters));
}

type SummaryRow = Omit<InboxLeadRow, "hasFailedMail">;

function toRow(lead: ListedLead): SummaryRow {
  const { name, organisation } = summarizeLead(JSON.parse(lead.fields) as Record<string, string>);
  return {
    reference: lead.reference,
    kind: lead.kind,
    status: lead.status,
    submittedAt: toDate(lead.submitted_at).toISOString(),
    name,
    email: lead.email,
    organisation,
    hasPitchDeck: lead.deck !== null,
    verification: lead.verification,
  };
}

function cursorOf(lead: ListedLead): string {
  return formatCursor({ submittedAt: toDate(lead.submitted_at).toISOString(), id: toNumber(lead.id) });
}

/**
 * One page of the inbox, newest first, by keyset (submission time, id): a
 * page deep in the list costs what the first one does. `older` pages
 * forwards, `newer` backwards.
 */
export async function listInbox(database: Database, query: InboxQuery & WithInboxWork, pageSize = INBOX_PAGE_SIZE): Promise<InboxPageAnswer> {
  if (query.sort === "reply-due") return listInboxByReplyDue(database, query, pageSize);
  const goingNewer = query.newer !== undefined;
  const cursor = query.older ?? query.newer;
  let select = listQuery(database, query);
  if (cursor) select = select.where((eb) => beyond(eb, cursor, goingNewer ? "newer" : "older"));
  const direction = goingNewer ? "asc" : "desc";
  const fetched = await select.orderBy("leads.submitted_at", direction).orderBy("leads.id", direction).limit(pageSize + 1).execute();
  const more = fetched.length > pageSize;
  const page = fetched.slice(0, pageSize);
  if (goingNewer) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const hasOlder = goingNewer ? page.length > 0 : more;
  const hasNewer = goingNewer ? more : cursor !== undefined;
  const failedMail = await leadsWithFailedMail(database, page.map((lead) => toNumber(lead.id)));
  const work = await workOfPage(database, page, query);
  return {
    leads: await withPersonLeadCounts(database, page, page.map((lead) => ({ ...toRow(lead), hasFailedMail: failedMail.has(toNumber(lead.id)), ...work.get(toNumber(lead.id)) }))),
    // A first page that is not full holds every match: no need to count them again.
    total: !cursor && !more ? page.length : await countInbox(database, query),
    ...(hasOlder && last ? { olderCursor: cursorOf(last) } : {}),
    ...(hasNewer && first ? { newerCursor: cursorOf(first) } : {}),
  };
}

/** The owner and reply-time clock of a page's leads (lead-work-repository.ts). */
function workOfPage(database: Database, page: readonly ListedLead[], query: WithInboxWork) {
  const targets = query.work?.targets ?? uniformReplyTargets(DEFAULT_REPLY_TARGET_HOURS, STORED_LEAD_KINDS);
  return leadWorkOfPage(database, page.map((lead) => ({ id: toNumber(lead.id), kind: lead.kind, submittedAt: toDate(lead.submitted_at) })), targets);
}

/**
 * The leads still waiting for a first reply, the least time left first (issue
 * 25): by keyset on (due key, id), the due key being the working time at which
 * the reply is due (lead-work-clock-sql.ts). A cursor's time is the due moment
 * of its lead, read back into its due key. `older` goes on down the list
 * (later due), `newer` back up.
 */
async function listInboxByReplyDue(database: Database, query: InboxQuery & WithInboxWork, pageSize: number): Promise<InboxPageAnswer> {
  const { work } = query;
  if (!work) throw new Error("The time-left sort needs the lead-work context (leadWorkAware)");
  const key = replyDueKeySql(work.engine, work.targets);
  const goingBack = query.newer !== undefined;
  const cursor = query.older ?? query.newer;
  let select = listQuery(database, query).select(key.as("due_key"));
  if (cursor) {
    const at = workingSeconds(new Date(cursor.submittedAt));
    select = select.where(goingBack ? sql<SqlBool>`(${key}, ${sql.ref("leads.id")}) < (${at}, ${cursor.id})` : sql<SqlBool>`(${key}, ${sql.ref("leads.id")}) > (${at}, ${cursor.id})`);
  }
  const direction = goingBack ? sql`desc` : sql`asc`;
  const fetched = await select.orderBy(sql`due_key ${direction}`).orderBy(sql`${sql.ref("leads.id")} ${direction}`).limit(pageSize + 1).execute();
  const more = fetched.length > pageSize;
  const page = fetched.slice(0, pageSize);
  if (goingBack) page.reverse();
  const dueCursor = (lead: (typeof page)[number]) =>
    formatCursor({ submittedAt: instantOfWorkingSeconds(toNumber(lead.due_key ?? 0)).toISOString(), id: toNumber(lead.id) });
  const first = page[0];
  const last = page.at(-1);
  const hasLater = goingBack ? page.length > 0 : more;
  const hasEarlier = goingBack ? more : cursor !== undefined;
  const failedMail = await leadsWithFailedMail(database, page.map((lead) => toNumber(lead.id)));
  const leadWork = await workOfPage(database, page, query);
  return {
    leads: await withPersonLeadCounts(database, page, page.map((lead) => ({ ...toRow(lead), hasFailedMail: failedMail.has(toNumber(lead.id)), ...leadWork.get(toNumber(lead.id)) }))),
    total: !cursor && !more ? page.length : await countInbox(database, query),
    ...(hasLater && last ? { olderCursor: dueCursor(last) } : {}),
    ...(hasEarlier && first ? { newerCursor: dueCursor(first) } : {}),
  };
}

export async function countInbox(database: Database, filters: InboxFilters & WithInboxWork): Promise<number> {
  // Without "spam=yes": every match less the marked ones, two index scans (issue 25, lead-spam-repository.ts).
  return countLeavingOutSpam(filters, async (spam) => {
    const row = await database.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll().as("count"))
      .where((eb) => matching(eb, filters, spam))
      .executeTakeFirstOrThrow();
    return toNumber(row.count);
  });
}

export type ExportedLead = SummaryRow & { message: string; fields: Record<string, string>; pitchDeckName: string | null; origin: LeadOrigin | null };

/** Every lead matching the filters, newest first, read in batches so a large export holds little in memory. */
export async function* exportInbox(database: Database, filters: InboxFilters & WithInboxWork, batchSize = 500): AsyncGenerator<ExportedLead> {
  let cursor: InboxCursor | undefined;
  for (;;) {
    let select = database.db
      .selectFrom("leads")
      .leftJoin("pitch_decks", "pitch_decks.lead_id", "leads.id")
      .select([
        "leads.id",
        "leads.reference",
        "leads.kind",
        "leads.status",
        "leads.email",
        "leads.fields",
        "leads.submitted_at",
        "pitch_decks.lead_id as deck",
        "pitch_decks.file_name",
        "leads.verification",
        "leads.origin",
      ])
      .where((eb) => matching(eb, filters));
    const after = cursor;
    if (after) select = select.where((eb) => beyond(eb, after, "older"));
    const batch = await select.orderBy("leads.submitted_at", "desc").orderBy("leads.id", "desc").limit(batchSize).execute();
    for (const lead of batch) {
      const fields = JSON.parse(lead.fields) as Record<string, string>;
      const pitchDeckName = lead.deck === null ? null : visibleFileName(lead.file_name ?? "");
      yield { ...toRow(lead), message: summarizeLead(fields).message, fields, pitchDeckName, origin: storedOrigin(lead.origin) };
    }
    const last = batch.at(-1);
    if (batch.length < batchSize || !last) return;
    cursor = { submittedAt: toDate(last.submitted_at).toISOString(), id: toNumber(last.id) };
  }
}

async function leadIdOf(db: Database["db"], reference: string): Promise<{ id: number | string; kind: StoredLeadKind; status: LeadStatus } | undefined> {
  return db.selectFrom("leads").select(["id", "kind", "status"]).where("reference", "=", reference).executeTakeFirst();
}

/** A lead with every field, its pitch deck's name, type and size (not the bytes), its notes, status history and e-mails. */
export async function findLeadDetail(database: Database, reference: string): Promise<LeadDetailAnswer | undefined> {
  const lead = await database.db
    .selectFrom("leads")
    .leftJoin("pitch_decks", "pitch_decks.lead_id", "leads.id")
    .select([
      "leads.id",
      "leads.reference",
      "leads.kind",
      "leads.status",
      "leads.email",
      "leads.fields",
      "leads.submitted_at",
      "pitch_decks.file_name",
      "pitch_decks.media_type",
      "pitch_decks.size_bytes",
      "leads.verification",
      "leads.origin",
    ])
    .where("leads.reference", "=", reference)
    .executeTakeFirst();
  if (!lead) return undefined;
  const notes = await database.db
    .selectFrom("lead_notes")
    .leftJoin("staff_users", "staff_users.id", "lead_notes.author_id")
    .select(["lead_notes.id", "lead_notes.body", "lead_notes.created_at", "staff_users.email"])
    .where("lead_notes.lead_id", "=", lead.id)
    .orderBy("lead_notes.id", "desc")
    .execute();
  const changes = await database.db
    .selectFrom("lead_status_changes")
    .leftJoin("staff_users", "staff_users.id", "lead_status_changes.changed_by")
    .select(["lead_status_changes.from_status", "lead_status_changes.to_status", "lead_status_changes.changed_at", "staff_users.email"])
    .where("lead_status_changes.lead_id", "=", lead.id)
    .orderBy("lead_status_changes.id", "desc")
    .execute();
  return {
    reference: lead.reference,
    kind: lead.kind,
    status: lead.status,
    submittedAt: toDate(lead.submitted_at).toISOString(),
    email: lead.email,
    fields: JSON.parse(lead.fields) as Record<string, string>,
    ...(lead.media_type !== null
      ? { pitchDeck: { fileName: shownFileName(lead.file_name), mediaType: lead.media_type, sizeBytes: toNumber(lead.size_bytes ?? 0) } }
      : {}),
    verification: lead.verification,
    origin: storedOrigin(lead.origin),
    notes: notes.map((note) => ({ id: toNumber(note.id), text: note.body, at: toDate(note.created_at).toISOString(), by: note.email })),
    statusChanges: changes.map((change) => ({
      from: change.from_status as LeadStatus,
      to: change.to_status as LeadStatus,
      at: toDate(change.changed_at).toISOString(),
      by: change.email,
    })),
    messages: await leadMailMessages(database, toNumber(lead.id)),
    ...(await personAndSpamOfLead(database, lead.id, lead.email)),
  };
}

/** A lead's origin as stored (JSON), read back; null when none was stored. */
function storedOrigin(stored: string | null): LeadOrigin | null {
  return stored === null ? null : (JSON.parse(stored) as LeadOrigin);
}

/**
 * The visitor's file name as the inbox shows it: cleaned here too, not only
 * when stored, so names stored before the cleaning came in are shown cleaned.
 */
function shownFileName(stored: string | null): string | null {
  return stored === null ? null : visibleFileName(stored) || null;
}

type StaffAction = { staff: { id: number; email: string }; now: Date; ip?: string };

/**
 * Sets a lead's status and records who changed it from what, when, in the
 * history and the audit log (one transaction). Undefined when there is no such lead.
 */
export async function changeLeadStatus(
  database: Database,
  reference: string,
  status: LeadStatus,
  { staff, now, ip }: StaffAction,
): Promise<{ from: LeadStatus; to: LeadStatus } | undefined> {
  const changed = await database.db.transaction().execute(async (trx) => {
    const lead = await leadIdOf(trx, reference);
    if (!lead) return undefined;
    if (lead.status === status) return { from: status, to: status };
    await trx.updateTable("leads").set({ status }).where("id", "=", lead.id).execute();
    await trx
      .insertInto("lead_status_changes")
      .values({ lead_id: lead.id, from_status: lead.status, to_status: status, changed_by: staff.id, changed_at: now.toISOString() })
      .execute();
    await recordAudit(trx, { action: "status-change", actor: staff, leadReference: reference, details: { from: lead.status, to: status }, at: now, ...(ip ? { ip } : {}) });
    // Moving on from "new" stops the reply-time clock, as a reply does (issue 25).
    if (status !== "new") await stopReplyClock(trx, lead.id, "status", now);
    // The CRM's "lead.status_changed" event commits with the change (webhooks-repository.ts; nothing without LEAD_WEBHOOK_URLS).
    await enqueueLeadEvent(trx, database, { leadId: lead.id, type: "lead.status_changed", now, previousStatus: lead.status });
    return { from: lead.status, to: status };
  });
  if (changed && changed.from !== changed.to) wakeWebhooks(database);
  return changed;
}

/** Adds an internal note (and an audit entry, without the note's text). Undefined when there is no such lead. */
export async function addLeadNote(database: Database, reference: string, text: string, { staff, now, ip }: StaffAction): Promise<{ id: number } | undefined> {
  return database.db.transaction().execute(async (trx) => {
    const lead = await leadIdOf(trx, reference);
    if (!lead) return undefined;
    const row = await trx
      .insertInto("lead_notes")
      .values({ lead_id: lead.id, author_id: staff.id, body: text, created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { action: "note", actor: staff, leadReference: reference, at: now, ...(ip ? { ip } : {}) });
    return { id: toNumber(row.id) };
  });
}

/** What an erasure did; `logNotEmptied` when SQLite's write-ahead log could not be emptied after it (see emptySqliteLog). */
export type Erasure = { kind: StoredLeadKind; logNotEmptied?: true };

/** Who erases a lead: a member of staff, or the server's retention job (issue 24), which the audit entry names as `by: "retention"`. */
export type ErasureActor = StaffAction | { job: "retention"; now: Date };

/**
 * Erases a lead (DPDP Act 2023 s.12): its row, pitch deck, notes, status
 * history and its e-mails in the outbox (sent or not) go; an audit entry
 * with its reference and kind, and nothing the person gave, stays. One
 * transaction. Undefined when there is no such lead. On SQLite the freed
 * pages are zeroed (secure_delete, open-database.ts) and the log is emptied
 * afterwards, so the file keeps no copy; PostgreSQL needs VACUUM (docs/deploying.md).
 */
export async function eraseLead(database: Database, reference: string, actor: ErasureActor): Promise<Erasure | undefined> {
  const { now } = actor;
  const staff = "staff" in actor ? actor.staff : undefined;
  const ip = "staff" in actor ? actor.ip : undefined;
  const erased = await database.db.transaction().execute(async (trx) => {
    const lead = await leadIdOf(trx, reference);
    if (!lead) return undefined;
    // Explicitly, not by cascade alone: nothing must stay behind whatever the foreign key settings.
    await trx.deleteFrom("pitch_decks").where("lead_id", "=", lead.id).execute();
    await trx.deleteFrom("lead_notes").where("lead_id", "=", lead.id).execute();
    await trx.deleteFrom("lead_status_changes").where("lead_id", "=", lead.id).execute();
    await eraseLeadWork(trx, lead.id);
    await trx.deleteFrom("mail_outbox").where("lead_id", "=", lead.id).execute();
    // Its webhook events hold its data and go too; the erasure event (reference and kind only) is written without a lead, so it stays.
    await deleteLeadDeliveries(trx, lead.id);
    await enqueueErasureEvent(trx, database, { reference, kind: lead.kind, now });
    await trx.deleteFrom("lead_erasure_notices").where("lead_id", "=", lead.id).execute();
    await trx.deleteFrom("lead_retention_keeps").where("lead_id", "=", lead.id).execute();
    await trx.deleteFrom("leads").where("id", "=", lead.id).execute();
    const details = "job" in actor ? { kind: lead.kind, by: actor.job } : { kind: lead.kind };
    const entry: AuditEntry = { action: "erasure", ...(staff ? { actor: staff } : {}), leadReference: reference, details, at: now, ...(ip ? { ip } : {}) };
    await recordAudit(trx, entry);
    return { kind: lead.kind };
  });
  if (erased) wakeWebhooks(database);
  if (!erased || database.engine !== "sqlite") return erased;
  return (await emptySqliteLog(database)) ? erased : { ...erased, logNotEmptied: true };
}

/**
 * The write-ahead log still holds the pages as they were before the erasure
 * (the person's data) until a checkpoint; and an ordinary checkpoint only
 * starts the log over, leaving old frames in the file. TRUNCATE copies the
 * zeroed pages into the database file and cuts the log to nothing. False when
 * a reader (a backup, say) kept it busy past busy_timeout: then the old
 * frames stay until the next erasure, or the shutdown, which deletes the log.
 */
async function emptySqliteLog(database: Database): Promise<boolean> {
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
  return rows[0]?.busy === 0;
}

export type SendAgainResult = "sent-again" | "no-lead" | "no-message" | "not-failed";

/**
 * Puts a lead's failed e-mail back in the outbox with its tries reset
 * (requeueMessage), and records who did it in the audit log (the message's
 * id and audience, nothing from its text). Only a message of this lead, and
 * only one that failed: another state is left as it is.
 */
export async function sendLeadMessageAgain(database: Database, reference: string, messageId: number, { staff, now, ip }: StaffAction): Promise<SendAgainResult> {
  const lead = await leadIdOf(database.db, reference);
  if (!lead) return "no-lead";
  const message = await database.db
    .selectFrom("mail_outbox")
    .select(["id", "audience", "status"])
    .where("id", "=", messageId)
    .where("lead_id", "=", lead.id)
    .executeTakeFirst();
  if (!message) return "no-message";
  if (message.status !== "failed" || !(await requeueMessage(database, messageId, now))) return "not-failed";
  await recordAudit(database.db, {
    action: "mail-send-again",
    actor: staff,
    leadReference: reference,
    details: { message: messageId, audience: message.audience },
    at: now,
    ...(ip ? { ip } : {}),
  });
  return "sent-again";
}

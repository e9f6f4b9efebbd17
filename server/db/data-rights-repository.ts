import { randomInt } from "node:crypto";
import { type Kysely, type Transaction, sql } from "kysely";
import { visibleFileName } from "../../contract/leads/file-name.ts";
import { LEAD_REFERENCE_ALPHABET, LEAD_REFERENCE_CODE_LENGTH } from "../../contract/leads/lead-reference-format.ts";
import { SUBSCRIPTION_STATES } from "../../contract/newsletter/newsletter-schema.ts";
import {
  type CorrectionDetails,
  type DataRightsRequestDetail,
  type DataRightsRequestKind,
  type DataRightsRequestRow,
  type DataRightsRequestState,
  requestDueAt,
} from "../../contract/data-rights/data-rights-requests.ts";
import { indianYear } from "../api/leads/lead-reference.ts";
import { type AuditAction, recordAudit } from "./audit-log-repository.ts";
import { isUniqueViolation, toDate, toNumber } from "./leads-repository.ts";
import { leadSearchText } from "./lead-summary.ts";
import type { Database } from "./open-database.ts";
import type { OutboxDraft } from "./outbox-rows.ts";
import type { HeldData } from "../../contract/data-rights/your-data-view.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * What we hold about one e-mail address, and the rights requests about it
 * (issue 24 §2, docs/decisions/0017-data-rights-links.md). An address is
 * compared in lower case, as the link names it.
 */

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** The key that signs the data-rights links, made by the migration. */
export async function dataRightsSigningKey(database: Database): Promise<string> {
  const row = await database.db.selectFrom("signing_keys").where("purpose", "=", "data-rights").select("secret").executeTakeFirstOrThrow();
  return row.secret;
}

/** Columns of a lead that are ours, not the person's: never shown or downloaded. */
const INTERNAL_LEAD_COLUMNS = new Set(["id", "reference", "kind", "email", "fields", "submitted_at", "status", "search_text", "idempotency_key", "request_hash", "consent_withdrawn_at", "origin", "spam_marked_at", "spam_marked_by"]);

export type { HeldData, HeldLead, HeldSubscription } from "../../contract/data-rights/your-data-view.ts";

/** Every lead with this address (any case), newest first, its pitch deck's name and size (not the bytes), the newsletter subscription and the rights requests. */
export async function heldDataOf(database: Database, email: string): Promise<HeldData> {
  const key = email.toLowerCase();
  const leads = await leadsOf(database.db)
    .leftJoin("pitch_decks", "pitch_decks.lead_id", "leads.id")
    .selectAll("leads")
    .select(["pitch_decks.file_name", "pitch_decks.media_type", "pitch_decks.size_bytes"])
    .where(sql<boolean>`lower(leads.email) = ${key}`)
    .orderBy("leads.submitted_at", "desc")
    .orderBy("leads.id", "desc")
    .execute();
  const subscription = await database.db.selectFrom("newsletter_subscriptions").selectAll().where("email", "=", key).executeTakeFirst();
  const requests = await database.db
    .selectFrom("data_rights_requests")
    .select(["reference", "kind", "state", "received_at", "due_at"])
    .where("email", "=", key)
    .orderBy("id", "desc")
    .execute();
  return {
    email: key,
    leads: leads.map((row) => {
      const { file_name, media_type, size_bytes, ...lead } = row as typeof row & Record<string, unknown>;
      return {
        reference: lead.reference,
        kind: lead.kind,
        submittedAt: toDate(lead.submitted_at).toISOString(),
        fields: JSON.parse(lead.fields) as Record<string, string>,
        pitchDeck: media_type === null ? null : { fileName: file_name === null ? null : visibleFileName(file_name) || null, mediaType: media_type, sizeBytes: toNumber(size_bytes ?? 0) },
        consentWithdrawnAt: lead.consent_withdrawn_at === null ? null : toDate(lead.consent_withdrawn_at).toISOString(),
        origin: originOf(lead.origin),
        recorded: recordedColumns(lead),
      };
    }),
    newsletter: subscription
      ? {
          state: subscription.state,
          stateText: SUBSCRIPTION_STATES[subscription.state],
          signedUpAt: toDate(subscription.signed_up_at).toISOString(),
          confirmedAt: subscription.confirmed_at === null ? null : toDate(subscription.confirmed_at).toISOString(),
          unsubscribedAt: subscription.unsubscribed_at === null ? null : toDate(subscription.unsubscribed_at).toISOString(),
        }
      : null,
    requests: requests.map((request) => ({
      reference: request.reference,
      kind: request.kind,
      state: request.state,
      receivedAt: toDate(request.received_at).toISOString(),
      dueAt: toDate(request.due_at).toISOString(),
    })),
  };
}

function leadsOf(db: Executor) {
  return db.selectFrom("leads");
}

/** The stored origin's parts (JSON text of a LeadOrigin); null when none, or not an object of texts. */
function originOf(stored: string | null): Record<string, string> | null {
  if (stored === null || stored === "") return null;
  try {
    const parsed = JSON.parse(stored) as unknown;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    const parts = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string");
    return parts.length > 0 ? Object.fromEntries(parts) : null;
  } catch {
    return null;
  }
}

/** The lead's other columns, those another feature added (its origin, its check), without ours and without empty ones. */
function recordedColumns(lead: Record<string, unknown>): Record<string, string | number | boolean> {
  const recorded: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(lead)) {
    if (INTERNAL_LEAD_COLUMNS.has(name) || value === null || value === undefined || value === "") continue;
    if (value instanceof Date) recorded[name] = value.toISOString();
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") recorded[name] = value;
    else if (typeof value === "bigint") recorded[name] = Number(value);
  }
  return recorded;
}

/** Whether we hold any lead of this address: the newest lead's id, which the link mail goes with (and is erased with). */
export async function newestLeadIdOf(db: Executor, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("leads")
    .select("id")
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .orderBy("submitted_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? toNumber(row.id) : undefined;
}

/** Puts a mail into the outbox; a lead id ties it to the lead (erased with it), null for a mail of a request with no lead left. */
export async function enqueueDataRightsMail(db: Executor, leadId: number | null, draft: OutboxDraft, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("mail_outbox")
    .values({
      lead_id: leadId,
      audience: draft.audience,
      recipients: draft.recipients ? draft.recipients.join(", ") : null,
      reply_to: draft.replyTo ?? null,
      subject: draft.subject,
      body: draft.body,
      headers: draft.headers ? JSON.stringify(draft.headers) : null,
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}

/** DRQ-2026-7KQ3M9, drawn as a lead's reference is. */
export function newRequestReference(now: Date): string {
  let code = "";
  for (let i = 0; i < LEAD_REFERENCE_CODE_LENGTH; i++) code += LEAD_REFERENCE_ALPHABET[randomInt(LEAD_REFERENCE_ALPHABET.length)];
  return `DRQ-${indianYear(now)}-${code}`;
}

type NewRequest = { kind: DataRightsRequestKind; email: string; state: DataRightsRequestState; details?: CorrectionDetails; now: Date; ip?: string };

/** Stores a request and its first step in the audit trail (its kind, nothing the person gave). */
async function insertRequest(trx: Transaction<DatabaseSchema>, request: NewRequest): Promise<string> {
  const at = request.now.toISOString();
  for (let attempt = 1; ; attempt++) {
    const reference = newRequestReference(request.now);
    try {
      await trx
        .insertInto("data_rights_requests")
        .values({
          reference,
          kind: request.kind,
          email: request.email.toLowerCase(),
          state: request.state,
          details: request.details ? JSON.stringify(request.details) : null,
          received_at: at,
          due_at: requestDueAt(request.now).toISOString(),
          closed_at: request.state === "open" ? null : at,
        })
        .execute();
      await audit(trx, "rights-request", reference, { kind: request.kind, state: request.state }, request.now, request.ip);
      return reference;
    } catch (error) {
      // A repeated reference is one in 890 million: SQLite draws again; on PostgreSQL the failed statement has spoilt the
      // transaction, so the retry fails too and the person is asked to try again (503), which is rare enough.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

async function audit(db: Executor, action: AuditAction, reference: string, details: Record<string, unknown>, at: Date, ip?: string, actor?: { id: number; email: string }) {
  await recordAudit(db, { action, leadReference: reference, details, at, ...(ip ? { ip } : {}), ...(actor ? { actor } : {}) });
}

/** An access request, answered at once: the download of everything we hold. */
export async function recordAccess(database: Database, email: string, { now, ip }: { now: Date; ip?: string }): Promise<string> {
  return database.db.transaction().execute((trx) => insertRequest(trx, { kind: "access", email, state: "done", now, ...(ip ? { ip } : {}) }));
}

/** An erasure request, open until the staff carry it out. */
export async function requestErasure(database: Database, email: string, { now, ip, teamMail }: { now: Date; ip?: string; teamMail?: (reference: string) => OutboxDraft }): Promise<string> {
  return database.db.transaction().execute(async (trx) => {
    // Asked again while one is open: the same request (one erasure does it all), no second word to the team.
    const open = await trx
      .selectFrom("data_rights_requests")
      .select("reference")
      .where("email", "=", email.toLowerCase())
      .where("kind", "=", "erasure")
      .where("state", "=", "open")
      .executeTakeFirst();
    if (open) return open.reference;
    const reference = await insertRequest(trx, { kind: "erasure", email, state: "open", now, ...(ip ? { ip } : {}) });
    await tellTheTeam(trx, email, teamMail?.(reference), now);
    return reference;
  });
}

export type CorrectionOutcome = { ok: true; reference: string } | { ok: false; problem: "no such field" };

/** A correction request for a field of one of the address's own leads; refused when the lead or field is not theirs or not correctable. */
export async function requestCorrection(
  database: Database,
  email: string,
  details: CorrectionDetails,
  { now, ip, correctable, teamMail }: { now: Date; ip?: string; correctable: (field: string) => boolean; teamMail?: (reference: string) => OutboxDraft },
): Promise<CorrectionOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const lead = await ownLead(trx, email, details.leadReference);
    if (!lead || !correctable(details.field) || !(details.field in lead.fields)) return { ok: false, problem: "no such field" };
    const reference = await insertRequest(trx, { kind: "correction", email, state: "open", details, now, ...(ip ? { ip } : {}) });
    await tellTheTeam(trx, email, teamMail?.(reference), now);
    return { ok: true, reference };
  });
}

/**
 * The team hears of a request through the outbox, with the person's newest
 * lead (whose kind picks the team's inbox); with no lead left there is
 * nothing to erase or correct, and the staff page lists the request anyway.
 */
async function tellTheTeam(trx: Transaction<DatabaseSchema>, email: string, mail: OutboxDraft | undefined, now: Date): Promise<void> {
  if (!mail) return;
  const leadId = await newestLeadIdOf(trx, email);
  if (leadId !== undefined) await enqueueDataRightsMail(trx, leadId, mail, now);
}

async function ownLead(db: Executor, email: string, reference: string) {
  const row = await db
    .selectFrom("leads")
    .select(["id", "fields", "email"])
    .where("reference", "=", reference)
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, fields: JSON.parse(row.fields) as Record<string, string> } : undefined;
}

export type Withdrawal = { reference: string; leads: number; mailsStopped: number; unsubscribed: boolean };

/**
 * Consent withdrawn, at once (one transaction): every lead of the address is
 * marked, its mails to the person not yet sent are taken out of the outbox
 * (one being sent this moment cannot be called back), and a newsletter
 * subscription ends. Stored as a request already done.
 */
export async function withdrawConsent(database: Database, email: string, { now, ip }: { now: Date; ip?: string }): Promise<Withdrawal> {
  const key = email.toLowerCase();
  const at = now.toISOString();
  return database.db.transaction().execute(async (trx) => {
    const leads = await trx.selectFrom("leads").select(["id"]).where(sql<boolean>`lower(email) = ${key}`).execute();
    const ids = leads.map((lead) => lead.id);
    let mailsStopped = 0;
    if (ids.length > 0) {
      await trx.updateTable("leads").set({ consent_withdrawn_at: at }).where("id", "in", ids).where("consent_withdrawn_at", "is", null).execute();
      const deleted = await trx
        .deleteFrom("mail_outbox")
        .where("lead_id", "in", ids)
        .where("audience", "=", "visitor")
        .where("status", "in", ["pending", "failed"])
        .executeTakeFirst();
      mailsStopped = Number(deleted.numDeletedRows);
    }
    const subscription = await trx.selectFrom("newsletter_subscriptions").select(["lead_id", "state"]).where("email", "=", key).executeTakeFirst();
    const unsubscribed = subscription !== undefined && subscription.state !== "unsubscribed";
    if (subscription && unsubscribed) {
      await trx.updateTable("newsletter_subscriptions").set({ state: "unsubscribed", confirm_nonce: null, unsubscribed_at: at }).where("lead_id", "=", subscription.lead_id).execute();
      await trx
        .updateTable("leads")
        .set({ fields: JSON.stringify({ email: key, subscription: SUBSCRIPTION_STATES.unsubscribed }) })
        .where("id", "=", subscription.lead_id)
        .execute();
    }
    const reference = await insertRequest(trx, { kind: "withdrawal", email: key, state: "done", now, ...(ip ? { ip } : {}) });
    await audit(trx, "consent-withdrawn", reference, { leads: ids.length, mailsStopped, unsubscribed }, now, ip);
    // The inbox shows each lead's notes: the team reads there, beside the lead, that nothing more is to be sent.
    if (ids.length > 0) {
      await trx
        .insertInto("lead_notes")
        .values(ids.map((id) => ({ lead_id: id, author_id: null, body: withdrawalNote(reference), created_at: at })))
        .execute();
    }
    return { reference, leads: ids.length, mailsStopped, unsubscribed };
  });
}

/** The note each lead gets when its person withdraws consent (no author: the person did it from their link). */
export function withdrawalNote(reference: string): string {
  return `Consent withdrawn by the person from their data-rights link (request ${reference}). Send them nothing more; their e-mails still queued were cancelled. They can still ask for erasure.`;
}

/** The staff list: open requests first, soonest due first; then the latest closed ones. */
export async function listDataRightsRequests(database: Database, closedLimit = 100): Promise<DataRightsRequestRow[]> {
  const open = await database.db.selectFrom("data_rights_requests").selectAll().where("state", "=", "open").orderBy("due_at").orderBy("id").execute();
  const closed = await database.db
    .selectFrom("data_rights_requests")
    .selectAll()
    .where("state", "!=", "open")
    .orderBy("closed_at", "desc")
    .orderBy("id", "desc")
    .limit(closedLimit)
    .execute();
  return [...open, ...closed].map(toRequestRow);
}

type RequestRecord = { reference: string; kind: DataRightsRequestKind; state: DataRightsRequestState; email: string; received_at: string | Date; due_at: string | Date; closed_at: string | Date | null };

function toRequestRow(row: RequestRecord): DataRightsRequestRow {
  return {
    reference: row.reference,
    kind: row.kind,
    state: row.state,
    email: row.email,
    receivedAt: toDate(row.received_at).toISOString(),
    dueAt: toDate(row.due_at).toISOString(),
    closedAt: row.closed_at === null ? null : toDate(row.closed_at).toISOString(),
  };
}

/** A request with what it asks, the address's leads as they stand, and its audit trail, oldest step first. */
export async function findDataRightsRequest(database: Database, reference: string): Promise<DataRightsRequestDetail | undefined> {
  const row = await database.db.selectFrom("data_rights_requests").selectAll().where("reference", "=", reference).executeTakeFirst();
  if (!row) return undefined;
  const leads = await database.db.selectFrom("leads").select("reference").where(sql<boolean>`lower(email) = ${row.email}`).orderBy("submitted_at", "desc").execute();
  const trail = await database.db.selectFrom("audit_log").selectAll().where("lead_reference", "=", reference).orderBy("id").execute();
  const details = row.details === null ? undefined : (JSON.parse(row.details) as CorrectionDetails);
  const lead = details ? await ownLead(database.db, row.email, details.leadReference) : undefined;
  return {
    ...toRequestRow(row),
    ...(details ? { correction: { ...details, currentValue: lead?.fields[details.field] ?? null } } : {}),
    reason: row.reason,
    leadReferences: leads.map((found) => found.reference),
    trail: trail.map((step) => ({
      at: toDate(step.at).toISOString(),
      action: step.action,
      by: step.actor_email,
      details: step.details === null ? null : (JSON.parse(step.details) as Record<string, unknown>),
    })),
  };
}

type StaffAction = { staff: { id: number; email: string }; now: Date; ip?: string };

export type StaffOutcome = "done" | "no request" | "not open" | "wrong kind" | "no lead";

/** An open request of this kind, read inside the transaction that closes it. */
async function openRequest(trx: Transaction<DatabaseSchema>, reference: string) {
  return trx.selectFrom("data_rights_requests").selectAll().where("reference", "=", reference).executeTakeFirst();
}

async function closeRequest(trx: Transaction<DatabaseSchema>, reference: string, state: "done" | "declined", now: Date, reason: string | null = null) {
  await trx.updateTable("data_rights_requests").set({ state, closed_at: now.toISOString(), reason }).where("reference", "=", reference).where("state", "=", "open").execute();
}

/**
 * Carries out an erasure request: every lead of the address goes through the
 * inbox's real erasure (eraseLead, each with its own audit entry), then the
 * request is marked done and the person is sent word, in one transaction.
 * `erase` is the inbox's eraseLead, passed in so this module does not reach
 * into the inbox's repository.
 */
export async function carryOutErasure(
  database: Database,
  reference: string,
  action: StaffAction,
  { erase, doneMail }: { erase: (reference: string) => Promise<unknown>; doneMail: (request: { reference: string; email: string }) => OutboxDraft },
): Promise<{ outcome: StaffOutcome; erased: number }> {
  const request = await database.db.selectFrom("data_rights_requests").selectAll().where("reference", "=", reference).executeTakeFirst();
  if (!request) return { outcome: "no request", erased: 0 };
  if (request.kind !== "erasure") return { outcome: "wrong kind", erased: 0 };
  if (request.state !== "open") return { outcome: "not open", erased: 0 };
  const leads = await database.db.selectFrom("leads").select("reference").where(sql<boolean>`lower(email) = ${request.email}`).execute();
  let erased = 0;
  for (const lead of leads) {
    if (await erase(lead.reference)) erased++;
  }
  const outcome = await database.db.transaction().execute(async (trx) => {
    const still = await openRequest(trx, reference);
    if (!still || still.state !== "open") return "not open" as const;
    // Nothing of the person stays in the request's details once done; the address stays only to send the word.
    await closeRequest(trx, reference, "done", action.now);
    await audit(trx, "rights-request-done", reference, { kind: "erasure", erasedLeads: erased }, action.now, action.ip, action.staff);
    await enqueueDataRightsMail(trx, null, doneMail({ reference, email: request.email }), action.now);
    return "done" as const;
  });
  return { outcome, erased };
}

/** Writes a correction into its lead (and the inbox's search text), marks it done and sends word. */
export async function applyCorrection(
  database: Database,
  reference: string,
  action: StaffAction,
  { doneMail }: { doneMail: (request: { reference: string; email: string }) => OutboxDraft },
): Promise<StaffOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const request = await openRequest(trx, reference);
    if (!request) return "no request";
    if (request.kind !== "correction" || request.details === null) return "wrong kind";
    if (request.state !== "open") return "not open";
    const details = JSON.parse(request.details) as CorrectionDetails;
    const lead = await ownLead(trx, request.email, details.leadReference);
    if (!lead) return "no lead";
    const fields = { ...lead.fields, [details.field]: details.value };
    await trx.updateTable("leads").set({ fields: JSON.stringify(fields), search_text: leadSearchText(lead.email, fields) }).where("id", "=", lead.id).execute();
    await closeRequest(trx, reference, "done", action.now);
    await audit(trx, "rights-request-done", reference, { kind: "correction", lead: details.leadReference, field: details.field }, action.now, action.ip, action.staff);
    await enqueueDataRightsMail(trx, toNumber(lead.id), doneMail({ reference, email: request.email }), action.now);
    return "done";
  });
}

/** Declines an open request with a reason, which the person is sent. */
export async function declineRequest(
  database: Database,
  reference: string,
  reason: string,
  action: StaffAction,
  { declinedMail }: { declinedMail: (request: { reference: string; email: string; kind: DataRightsRequestKind }) => OutboxDraft },
): Promise<StaffOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const request = await openRequest(trx, reference);
    if (!request) return "no request";
    if (request.state !== "open") return "not open";
    await closeRequest(trx, reference, "declined", action.now, reason);
    // The reason is the staff's words to the person; the trail records only that one was given.
    await audit(trx, "rights-request-declined", reference, { kind: request.kind }, action.now, action.ip, action.staff);
    await enqueueDataRightsMail(trx, null, declinedMail({ reference, email: request.email, kind: request.kind }), action.now);
    return "done";
  });
}

/** A staff member opened a request (its trail shows who looked). */
export async function recordRequestView(database: Database, reference: string, action: StaffAction): Promise<void> {
  await audit(database.db, "rights-request-view", reference, {}, action.now, action.ip, action.staff);
}

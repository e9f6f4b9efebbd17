import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { LeadKind } from "../../contract/leads/lead-paths.ts";
import { toDate, toNumber } from "./leads-repository.ts";
import type { OutboxAudience, OutboxStatus } from "./mail-outbox-schema.ts";
import type { Database } from "./open-database.ts";
import { type OutboxDraft, joinAddresses, outboxRows } from "./outbox-rows.ts";
import { dueCandidates, failExhaustedIn, markTryFailedIn, releaseClaimsIn, renewClaimIn, requeueIn } from "./outbox-claims.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * The mail outbox: messages are written in the transaction of the lead that
 * causes them (enqueueMessages), and the mail worker claims, sends and marks
 * them. A claim is one statement, so two workers never take one message: on
 * PostgreSQL the candidates are locked FOR UPDATE SKIP LOCKED, and SQLite has
 * one writer. A claim lapses after a while, so a message whose worker died is
 * taken again; each take counts as a try.
 */

export type { OutboxDraft } from "./outbox-rows.ts";

export type ClaimedMessage = {
  id: number;
  /** Undefined for a mail about a rights request whose person has no lead left (data-rights-migration.ts). */
  leadId: number | undefined;
  leadKind: LeadKind;
  audience: OutboxAudience;
  recipients: string[] | undefined;
  replyTo: string | undefined;
  subject: string;
  body: string;
  /** Extra headers the message is sent with. */
  headers: Record<string, string> | undefined;
  /** Tries so far, this one included. */
  attempts: number;
  claimToken: string;
};

/** What the staff inbox shows of a lead's messages. */
export type OutboxMessageState = {
  id: number;
  audience: OutboxAudience;
  /** Where it went; undefined for a team message not sent yet. */
  recipients: string[] | undefined;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | undefined;
  createdAt: Date;
  /** When the next try is due, while it is pending. */
  nextAttemptAt: Date | undefined;
  sentAt: Date | undefined;
};

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

const splitAddresses = (text: string | null) => (text === null ? undefined : text.split(",").map((address) => address.trim()));

/** Adds a lead's messages; call it inside the lead's transaction. */
export async function enqueueMessages(db: Executor, leadId: number | string, drafts: readonly OutboxDraft[], now: Date): Promise<void> {
  if (drafts.length === 0) return;
  await db.insertInto("mail_outbox").values(outboxRows(leadId, drafts, now)).execute();
}

export type ClaimOptions = { now: Date; batchSize: number; claimMs: number; maxAttempts: number };

/** Takes up to batchSize messages that are due (or whose claim lapsed) and counts a try for each. */
export async function claimMessages(database: Database, { now, batchSize, claimMs, maxAttempts }: ClaimOptions): Promise<ClaimedMessage[]> {
  const claimToken = randomUUID();
  const { db } = database;
  const candidates = dueCandidates(database, "mail_outbox", { now, batchSize, maxAttempts });
  const rows = await db
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "sending",
      attempts: eb("attempts", "+", 1),
      claimed_until: new Date(now.getTime() + claimMs).toISOString(),
      claim_token: claimToken,
    }))
    .where("id", "in", candidates)
    .returning((eb) => [
      "id",
      "lead_id",
      "audience",
      "recipients",
      "reply_to",
      "subject",
      "body",
      "headers",
      "attempts",
      eb.selectFrom("leads").select("leads.kind").whereRef("leads.id", "=", "mail_outbox.lead_id").as("lead_kind"),
    ])
    .execute();
  return rows
    .map((row) => ({
      id: toNumber(row.id),
      leadId: row.lead_id === null ? undefined : toNumber(row.lead_id),
      leadKind: row.lead_kind as LeadKind,
      audience: row.audience,
      recipients: splitAddresses(row.recipients),
      replyTo: row.reply_to ?? undefined,
      subject: row.subject,
      body: row.body,
      headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
      attempts: toNumber(row.attempts),
      claimToken,
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Extends a claim before its message is sent: a worker that claimed a batch
 * sends one message after another, and a later message's claim may have
 * lapsed (and another worker taken it) while the earlier ones were sent.
 * False when the claim is no longer this worker's: the message is not sent.
 */
export async function renewClaim(database: Database, message: ClaimedMessage, { now, claimMs }: { now: Date; claimMs: number }): Promise<boolean> {
  return renewClaimIn(database, "mail_outbox", message, { now, claimMs });
}

/** Marks a claimed message sent, with the addresses it went to. False when the claim was lost meanwhile. */
export async function markSent(database: Database, message: ClaimedMessage, { now, recipients }: { now: Date; recipients: readonly string[] }): Promise<boolean> {
  const result = await database.db
    .updateTable("mail_outbox")
    .set({ status: "sent", sent_at: now.toISOString(), recipients: joinAddresses(recipients), claimed_until: null, claim_token: null, last_error: null })
    .where("id", "=", message.id)
    .where("claim_token", "=", message.claimToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** After a failed try: pending again from retryAt, or failed for good when retryAt is undefined. */
export async function markAttemptFailed(
  database: Database,
  message: ClaimedMessage,
  { error, retryAt }: { error: string; retryAt: Date | undefined },
): Promise<boolean> {
  return markTryFailedIn(database, "mail_outbox", message, { error, retryAt });
}

/**
 * Hands back claimed messages whose sending has not started (a worker
 * shutting down): pending again and due at once, for any instance to take,
 * with the try their claim counted not counted. A message whose claim was
 * lost meanwhile is left alone. How many were released.
 */
export async function releaseClaims(database: Database, messages: readonly ClaimedMessage[]): Promise<number> {
  return releaseClaimsIn(database, "mail_outbox", messages);
}

export const GAVE_UP = "Gave up: no try left (the last one did not finish, or the limit was lowered).";

/** Marks failed what has no try left: lapsed claims at the limit, and pending messages above a lowered one. */
export async function failExhausted(database: Database, { now, maxAttempts }: { now: Date; maxAttempts: number }): Promise<number> {
  return failExhaustedIn(database, "mail_outbox", { now, maxAttempts, reason: GAVE_UP });
}

/** A failed message pending again with its tries reset (for a "send again" button). False unless it had failed. */
export async function requeueMessage(database: Database, messageId: number, now: Date): Promise<boolean> {
  return requeueIn(database, "mail_outbox", messageId, { now, from: ["failed"] });
}

/** A lead's messages, oldest first, with their states: what the staff inbox shows. */
export async function listLeadMessages(database: Database, leadId: number): Promise<OutboxMessageState[]> {
  const rows = await database.db
    .selectFrom("mail_outbox")
    .select(["id", "audience", "recipients", "subject", "status", "attempts", "last_error", "created_at", "next_attempt_at", "sent_at"])
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: toNumber(row.id),
    audience: row.audience,
    recipients: splitAddresses(row.recipients),
    subject: row.subject,
    status: row.status,
    attempts: toNumber(row.attempts),
    lastError: row.last_error ?? undefined,
    createdAt: toDate(row.created_at),
    nextAttemptAt: row.status === "pending" ? toDate(row.next_attempt_at) : undefined,
    sentAt: row.sent_at === null ? undefined : toDate(row.sent_at),
  }));
}

/** How many messages are in each state. */
export async function countOutbox(database: Database): Promise<Record<OutboxStatus, number>> {
  const rows = await database.db
    .selectFrom("mail_outbox")
    .select((eb) => ["status", eb.fn.countAll().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = toNumber(row.count as number | string | bigint);
  return counts;
}

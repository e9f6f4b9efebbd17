import type { LeadMailMessage } from "../../contract/staff-inbox/inbox-answers.ts";
import type { LeadMailState } from "../../contract/staff-inbox/lead-mail-states.ts";
import { mailErrorSummary } from "../mail/mail-error-summary.ts";
import { toNumber } from "./leads-repository.ts";
import type { OutboxStatus } from "./mail-outbox-schema.ts";
import type { Database } from "./open-database.ts";
import { type OutboxMessageState, listLeadMessages } from "./outbox-repository.ts";

/** A lead's e-mails for the staff inbox: the outbox's state of each, without its body or addresses. */

const STATES: Readonly<Record<OutboxStatus, LeadMailState>> = { pending: "queued", sending: "sending", sent: "sent", failed: "failed" };

export function toLeadMailMessage(message: OutboxMessageState): LeadMailMessage {
  return {
    id: message.id,
    recipient: message.audience,
    subject: message.subject,
    state: STATES[message.status],
    attempts: message.attempts,
    ...(message.lastError !== undefined && message.status !== "sent" ? { lastError: mailErrorSummary(message.lastError) } : {}),
    queuedAt: message.createdAt.toISOString(),
    ...(message.nextAttemptAt ? { nextAttemptAt: message.nextAttemptAt.toISOString() } : {}),
    ...(message.sentAt ? { sentAt: message.sentAt.toISOString() } : {}),
  };
}

export async function leadMailMessages(database: Database, leadId: number): Promise<LeadMailMessage[]> {
  return (await listLeadMessages(database, leadId)).map(toLeadMailMessage);
}

/**
 * Which of these leads (one inbox page) have an e-mail that failed for good:
 * one query on the outbox's lead_id index for at most a page of ids, so it
 * costs the same with 100 000 leads as with ten.
 */
export async function leadsWithFailedMail(database: Database, leadIds: readonly number[]): Promise<Set<number>> {
  if (leadIds.length === 0) return new Set();
  const rows = await database.db
    .selectFrom("mail_outbox")
    .select("lead_id")
    .distinct()
    .where("lead_id", "in", [...leadIds])
    .where("status", "=", "failed")
    .execute();
  return new Set(rows.flatMap((row) => (row.lead_id === null ? [] : [toNumber(row.lead_id)])));
}

import type { Insertable } from "kysely";
import type { MailOutboxTable, OutboxAudience } from "./mail-outbox-schema.ts";

export type OutboxDraft = {
  audience: OutboxAudience;
  /** The visitor's address; left out for the team, whose inbox is read from the configuration when the message is sent. */
  recipients?: readonly string[];
  replyTo?: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** Extra headers: the newsletter's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Readonly<Record<string, string>>;
};

export const joinAddresses = (addresses: readonly string[]) => addresses.join(", ");

/** A lead's messages as new outbox rows, due at once (outbox-repository.ts, and the leads' group commit). */
export function outboxRows(leadId: number | string, drafts: readonly OutboxDraft[], now: Date): Insertable<MailOutboxTable>[] {
  const at = now.toISOString();
  return drafts.map((draft) => ({
    lead_id: leadId,
    audience: draft.audience,
    recipients: draft.recipients ? joinAddresses(draft.recipients) : null,
    reply_to: draft.replyTo ?? null,
    subject: draft.subject,
    body: draft.body,
    headers: draft.headers ? JSON.stringify(draft.headers) : null,
    next_attempt_at: at,
    created_at: at,
  }));
}

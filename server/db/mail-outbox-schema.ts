import type { Generated } from "kysely";

/**
 * The outbox as Kysely sees it (mail-outbox-migration.ts). As with leads, ids
 * are numbers in SQLite and strings from pg, and times ISO text in SQLite and
 * Dates from pg; outbox-repository.ts normalises them.
 */
export type MailOutboxTables = { mail_outbox: MailOutboxTable };

export type OutboxAudience = "team" | "visitor";
export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export type MailOutboxTable = {
  id: Generated<number | string>;
  /** Null for a mail about a rights request whose person has no lead left (migration 0013). */
  lead_id: number | string | null;
  audience: OutboxAudience;
  /** Comma-separated addresses; null for a team message until it is sent. */
  recipients: string | null;
  reply_to: string | null;
  subject: string;
  /** Plain text. */
  body: string;
  /** JSON of extra headers (List-Unsubscribe); null for none. */
  headers: string | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string | Date;
  /** While status is "sending": when the claim lapses and another worker may take the message. */
  claimed_until: string | Date | null;
  claim_token: string | null;
  last_error: string | null;
  created_at: string | Date;
  sent_at: string | Date | null;
};

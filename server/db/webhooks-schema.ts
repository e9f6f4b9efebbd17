import type { Generated } from "kysely";
import type { OutboxStatus } from "./mail-outbox-schema.ts";

/**
 * The webhook deliveries as Kysely sees them (webhooks-migration.ts): one row
 * per event and receiving URL, with the outbox's claim columns (status,
 * attempts, next_attempt_at, claimed_until, claim_token, last_error, sent_at),
 * which outbox-claims.ts claims and marks for both tables.
 */
export type WebhookTables = { webhook_deliveries: WebhookDeliveriesTable };

export type WebhookEventType = "lead.created" | "lead.status_changed" | "lead.erased";

export type WebhookDeliveriesTable = {
  id: Generated<number | string>;
  /** The lead's row; null for an erasure event, which outlives its lead. */
  lead_id: number | string | null;
  /** The lead's public reference (kept for the erasure event, which has no lead left). */
  lead_reference: string;
  /** The `webhook-id` header: one per event, the same for each URL and every retry. */
  event_id: string;
  event_type: WebhookEventType;
  /** The receiver, from LEAD_WEBHOOK_URLS when the event happened. */
  url: string;
  /** The event's JSON body without the deck's link, which is signed afresh at each try (it expires). */
  payload: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string | Date;
  claimed_until: string | Date | null;
  claim_token: string | null;
  /** The last failure in words (an HTTP status or a network error), never a header or the secret. */
  last_error: string | null;
  created_at: string | Date;
  sent_at: string | Date | null;
};

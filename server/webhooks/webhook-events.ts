import { randomUUID } from "node:crypto";
import type { StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import type { LeadOrigin } from "../../contract/leads/lead-origin.ts";
import type { LeadStatus } from "../../contract/staff-inbox/lead-status.ts";
import type { WebhookEventType } from "../db/webhooks-schema.ts";

/**
 * The JSON the team's CRM receives, in the Standard Webhooks shape
 * ({ type, timestamp, data }). A lead's event carries the lead as it is
 * when the event happens: reference, kind, status, submitted time, fields,
 * origin and, with a pitch deck, a signed download link that expires (added
 * at each try, so a late delivery still brings a live link). An erasure
 * carries the reference and kind only: nothing of the person.
 */

export type PitchDeckFacts = { fileName: string | null; mediaType: string; sizeBytes: number };

export type LeadEventData = {
  reference: string;
  kind: StoredLeadKind;
  status: LeadStatus;
  /** ISO 8601, UTC. */
  submittedAt: string;
  fields: Record<string, string>;
  origin: LeadOrigin | null;
  pitchDeck?: PitchDeckFacts;
  /** lead.status_changed only. */
  previousStatus?: LeadStatus;
};

export type ErasureEventData = { reference: string; kind: StoredLeadKind };

export type WebhookEvent =
  | { type: "lead.created" | "lead.status_changed"; timestamp: string; data: LeadEventData }
  | { type: "lead.erased"; timestamp: string; data: ErasureEventData };

/** What the deck's link looks like in a delivered event. */
export type DeckLink = { url: string; expiresAt: string };

/** The `webhook-id` of a new event: the same for each URL and every retry, so a receiver can drop repeats. */
export function newEventId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

export function leadEvent(type: "lead.created" | "lead.status_changed", data: LeadEventData, at: Date): WebhookEvent {
  return { type, timestamp: at.toISOString(), data };
}

export function erasureEvent(data: ErasureEventData, at: Date): WebhookEvent {
  return { type: "lead.erased", timestamp: at.toISOString(), data: { reference: data.reference, kind: data.kind } };
}

export function isWebhookEventType(value: string): value is WebhookEventType {
  return value === "lead.created" || value === "lead.status_changed" || value === "lead.erased";
}

/**
 * The body as sent: the stored event, with the pitch deck's download link
 * made now (a lead event with a deck only). The stored event is this code's
 * own JSON.
 */
export function bodyToSend(storedPayload: string, deckLink: (reference: string) => DeckLink): string {
  const event = JSON.parse(storedPayload) as WebhookEvent;
  if (event.type === "lead.erased" || !event.data.pitchDeck) return storedPayload;
  const link = deckLink(event.data.reference);
  return JSON.stringify({ ...event, data: { ...event.data, pitchDeck: { ...event.data.pitchDeck, downloadUrl: link.url, downloadExpiresAt: link.expiresAt } } });
}

import type { Kysely, Transaction } from "kysely";
import type { StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import type { LeadOrigin } from "../../contract/leads/lead-origin.ts";
import type { LeadStatus } from "../../contract/staff-inbox/lead-status.ts";
import { type LeadEventData, type WebhookEvent, erasureEvent, leadEvent, newEventId } from "../webhooks/webhook-events.ts";
import { type Claim, requeueIn } from "./outbox-claims.ts";
import { toDate, toNumber } from "./leads-repository.ts";
import type { OutboxStatus } from "./mail-outbox-schema.ts";
import type { Database } from "./open-database.ts";
import type { DatabaseSchema } from "./schema.ts";
import { WEBHOOK_DECK_KEY_PURPOSE } from "./webhooks-migration.ts";
import type { WebhookEventType } from "./webhooks-schema.ts";

/**
 * The webhook deliveries (decision 0021): each lead event is written in the
 * transaction of the change that causes it, one row per receiving URL, and
 * the webhook worker claims and POSTs them (outbox-claims.ts). Where the
 * events go is the database's webhook outlet, set once when the server
 * starts (setWebhookOutlet): the lead routes, the inbox and the retention
 * job then write events without being told about webhooks.
 */

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export type WebhookOutlet = { urls: readonly string[]; wake?: () => void };

const outlets = new WeakMap<Database, WebhookOutlet>();

/** Where this database's lead events go, and how to wake the worker after a commit; no URLs, no events. */
export function setWebhookOutlet(database: Database, outlet: WebhookOutlet): void {
  outlets.set(database, outlet);
}

export function webhookUrlsOf(database: Database): readonly string[] {
  return outlets.get(database)?.urls ?? [];
}

/** After a commit that wrote events: the worker looks now rather than at its next poll. */
export function wakeWebhooks(database: Database): void {
  outlets.get(database)?.wake?.();
}

async function insertEvent(trx: Executor, urls: readonly string[], event: WebhookEvent, leadId: number | string | null, now: Date): Promise<void> {
  const eventId = newEventId();
  const payload = JSON.stringify(event);
  const at = now.toISOString();
  await trx
    .insertInto("webhook_deliveries")
    .values(urls.map((url) => ({ lead_id: leadId, lead_reference: event.data.reference, event_id: eventId, event_type: event.type, url, payload, next_attempt_at: at, created_at: at })))
    .execute();
}

/** The lead as its events describe it, read inside the transaction that changes it. */
async function leadEventData(trx: Executor, leadId: number | string): Promise<LeadEventData | undefined> {
  const row = await trx
    .selectFrom("leads")
    .leftJoin("pitch_decks", "pitch_decks.lead_id", "leads.id")
    .select(["leads.reference", "leads.kind", "leads.status", "leads.submitted_at", "leads.fields", "leads.origin", "pitch_decks.file_name", "pitch_decks.media_type", "pitch_decks.size_bytes"])
    .where("leads.id", "=", leadId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    submittedAt: toDate(row.submitted_at).toISOString(),
    fields: JSON.parse(row.fields) as Record<string, string>,
    origin: row.origin === null ? null : (JSON.parse(row.origin) as LeadOrigin),
    ...(row.media_type !== null ? { pitchDeck: { fileName: row.file_name, mediaType: row.media_type, sizeBytes: toNumber(row.size_bytes ?? 0) } } : {}),
  };
}

/** Writes "lead.created" or "lead.status_changed" for each URL; call it inside the change's transaction. Nothing without URLs. */
export async function enqueueLeadEvent(
  trx: Executor,
  database: Database,
  { leadId, type, now, previousStatus }: { leadId: number | string; type: "lead.created" | "lead.status_changed"; now: Date; previousStatus?: LeadStatus },
): Promise<void> {
  const urls = webhookUrlsOf(database);
  if (urls.length === 0) return;
  const data = await leadEventData(trx, leadId);
  if (!data) return;
  await insertEvent(trx, urls, leadEvent(type, { ...data, ...(previousStatus ? { previousStatus } : {}) }, now), leadId, now);
}

/**
 * Writes "lead.erased" for each URL: the reference and kind only, and no
 * lead_id, so it outlives the lead. Call it in the erasure's transaction,
 * after the lead's other deliveries (with its data) are deleted.
 */
export async function enqueueErasureEvent(trx: Executor, database: Database, { reference, kind, now }: { reference: string; kind: StoredLeadKind; now: Date }): Promise<void> {
  const urls = webhookUrlsOf(database);
  if (urls.length === 0) return;
  await insertEvent(trx, urls, erasureEvent({ reference, kind }, now), null, now);
}

/** The hook insertLead takes (`alongside`) to write "lead.created" with the lead; undefined when no URL is set, so a lead costs nothing more. */
export function leadCreatedHook(database: Database): ((trx: Transaction<DatabaseSchema>, saved: { id: number; submittedAt: Date }) => Promise<void>) | undefined {
  if (webhookUrlsOf(database).length === 0) return undefined;
  return (trx, saved) => enqueueLeadEvent(trx, database, { leadId: saved.id, type: "lead.created", now: saved.submittedAt });
}

/** Deletes a lead's deliveries (they hold its data); part of its erasure. */
export async function deleteLeadDeliveries(trx: Executor, leadId: number | string): Promise<void> {
  await trx.deleteFrom("webhook_deliveries").where("lead_id", "=", leadId).execute();
}

/** A claimed delivery with what the worker sends. */
export type ClaimedDelivery = Claim & { eventId: string; eventType: WebhookEventType; url: string; payload: string; leadReference: string };

/** The rows behind claims (a second read after claimDue; gone if the lead was erased meanwhile). */
export async function readClaimedDeliveries(database: Database, claims: readonly Claim[]): Promise<ClaimedDelivery[]> {
  if (claims.length === 0) return [];
  const rows = await database.db
    .selectFrom("webhook_deliveries")
    .select(["id", "event_id", "event_type", "url", "payload", "lead_reference"])
    .where("id", "in", claims.map((claim) => claim.id))
    .execute();
  const byId = new Map(rows.map((row) => [toNumber(row.id), row]));
  return claims.flatMap((claim) => {
    const row = byId.get(claim.id);
    return row ? [{ ...claim, eventId: row.event_id, eventType: row.event_type, url: row.url, payload: row.payload, leadReference: row.lead_reference }] : [];
  });
}

export type WebhookDeliveryState = {
  id: number;
  eventId: string;
  eventType: WebhookEventType;
  url: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | undefined;
  createdAt: Date;
  nextAttemptAt: Date | undefined;
  sentAt: Date | undefined;
};

/** A lead's deliveries, oldest first. */
export async function listLeadDeliveries(database: Database, leadId: number | string): Promise<WebhookDeliveryState[]> {
  const rows = await database.db
    .selectFrom("webhook_deliveries")
    .select(["id", "event_id", "event_type", "url", "status", "attempts", "last_error", "created_at", "next_attempt_at", "sent_at"])
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: toNumber(row.id),
    eventId: row.event_id,
    eventType: row.event_type,
    url: row.url,
    status: row.status,
    attempts: toNumber(row.attempts),
    lastError: row.last_error ?? undefined,
    createdAt: toDate(row.created_at),
    nextAttemptAt: row.status === "pending" ? toDate(row.next_attempt_at) : undefined,
    sentAt: row.sent_at === null ? undefined : toDate(row.sent_at),
  }));
}

export async function leadIdByReference(database: Database, reference: string): Promise<number | undefined> {
  const row = await database.db.selectFrom("leads").select("id").where("reference", "=", reference).executeTakeFirst();
  return row ? toNumber(row.id) : undefined;
}

/** A delivery of this lead that failed, or went, back in the queue with its tries reset and the same webhook-id. */
export async function requeueDelivery(database: Database, leadId: number, deliveryId: number, now: Date): Promise<"queued" | "no-delivery" | "in-progress"> {
  const row = await database.db.selectFrom("webhook_deliveries").select(["id", "status"]).where("id", "=", deliveryId).where("lead_id", "=", leadId).executeTakeFirst();
  if (!row) return "no-delivery";
  return (await requeueIn(database, "webhook_deliveries", deliveryId, { now, from: ["failed", "sent"] })) ? "queued" : "in-progress";
}

const deckKeys = new WeakMap<Database, Promise<string>>();

/** The key of the deck links, read once per database (made by the migration). */
export function deckLinkKey(database: Database): Promise<string> {
  let key = deckKeys.get(database);
  if (!key) {
    key = database.db
      .selectFrom("signing_keys")
      .where("purpose", "=", WEBHOOK_DECK_KEY_PURPOSE)
      .select("secret")
      .executeTakeFirstOrThrow()
      .then((row) => row.secret);
    // A failed read (the database down) is tried again next time.
    key.catch(() => deckKeys.delete(database));
    deckKeys.set(database, key);
  }
  return key;
}

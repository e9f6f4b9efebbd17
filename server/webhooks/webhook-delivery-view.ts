import { type WebhookDelivery, type WebhookDeliveryStateName, receiverLabel } from "../../contract/webhook-deliveries/webhook-deliveries.ts";
import type { OutboxStatus } from "../db/mail-outbox-schema.ts";
import type { WebhookDeliveryState } from "../db/webhooks-repository.ts";

const STATES: Readonly<Record<OutboxStatus, WebhookDeliveryStateName>> = { pending: "queued", sending: "sending", sent: "delivered", failed: "failed" };

/** A delivery as the inbox shows it: the receiver without its query, the error only while it matters. */
export function toWebhookDelivery(delivery: WebhookDeliveryState): WebhookDelivery {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    event: delivery.eventType,
    receiver: receiverLabel(delivery.url),
    state: STATES[delivery.status],
    attempts: delivery.attempts,
    ...(delivery.lastError !== undefined && delivery.status !== "sent" ? { lastError: delivery.lastError } : {}),
    queuedAt: delivery.createdAt.toISOString(),
    ...(delivery.nextAttemptAt ? { nextAttemptAt: delivery.nextAttemptAt.toISOString() } : {}),
    ...(delivery.sentAt ? { deliveredAt: delivery.sentAt.toISOString() } : {}),
  };
}

import { WEBHOOK_STATE_LABELS, type WebhookDelivery, type WebhookDeliveryStateName } from "../../../contract/webhook-deliveries/webhook-deliveries.ts";

/** "3 deliveries: 2 delivered, 1 failed." */
export function deliverySummary(deliveries: readonly Pick<WebhookDelivery, "state">[], configured: boolean): string {
  if (deliveries.length === 0) return configured ? "No events sent to the CRM for this lead yet." : "Webhooks are off: no CRM address is set (LEAD_WEBHOOK_URLS).";
  const counts = new Map<WebhookDeliveryStateName, number>();
  for (const delivery of deliveries) counts.set(delivery.state, (counts.get(delivery.state) ?? 0) + 1);
  const parts = (Object.keys(WEBHOOK_STATE_LABELS) as WebhookDeliveryStateName[])
    .filter((state) => counts.get(state))
    .map((state) => `${counts.get(state)} ${WEBHOOK_STATE_LABELS[state].toLowerCase()}`);
  return `${deliveries.length} ${deliveries.length === 1 ? "delivery" : "deliveries"}: ${parts.join(", ")}.`;
}

/** A failed delivery, or one that went (the CRM lost it), can be sent again; one waiting or in flight cannot. */
export function canSendAgain(state: WebhookDeliveryStateName): boolean {
  return state === "failed" || state === "delivered";
}

/**
 * The staff inbox's view of a lead's webhook deliveries to the team's CRM
 * (decision 0021), shared by the admin API and the lead's page. Paths are
 * relative to the API base (/api).
 */

export const WEBHOOK_DELIVERIES_API = {
  /** GET: the lead's deliveries. */
  list: (reference: string) => `/admin/leads/${encodeURIComponent(reference)}/webhook-deliveries`,
  /** POST: a failed or delivered event goes again to its URL, with the same webhook-id and its tries reset. */
  sendAgain: (reference: string, deliveryId: number | string) =>
    `/admin/leads/${encodeURIComponent(reference)}/webhook-deliveries/${encodeURIComponent(String(deliveryId))}/send-again`,
} as const;

export type WebhookEventName = "lead.created" | "lead.status_changed" | "lead.erased";
export type WebhookDeliveryStateName = "queued" | "sending" | "delivered" | "failed";

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventName, string>> = {
  "lead.created": "New lead",
  "lead.status_changed": "Status changed",
  "lead.erased": "Erased",
};

export const WEBHOOK_STATE_LABELS: Readonly<Record<WebhookDeliveryStateName, string>> = {
  queued: "Waiting",
  sending: "Sending",
  delivered: "Delivered",
  failed: "Failed",
};

export type WebhookDelivery = {
  id: number;
  /** The webhook-id the receiver sees (the same on every try). */
  eventId: string;
  event: WebhookEventName;
  /** The receiver's address without its query string (which may hold a token). */
  receiver: string;
  state: WebhookDeliveryStateName;
  attempts: number;
  /** Why the last try failed, in words: an HTTP status or a network error. */
  lastError?: string;
  queuedAt: string;
  nextAttemptAt?: string;
  deliveredAt?: string;
};

export type WebhookDeliveriesAnswer = {
  /** Whether LEAD_WEBHOOK_URLS is set now. */
  configured: boolean;
  deliveries: WebhookDelivery[];
};

/** "https://crm.example/hook?key=…" → "https://crm.example/hook?…": the query is not shown. */
export function receiverLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}${parsed.search ? "?…" : ""}`;
  } catch {
    return "(not a URL)";
  }
}

import { type WebhookDeliveriesAnswer, WEBHOOK_DELIVERIES_API } from "../../../contract/webhook-deliveries/webhook-deliveries.ts";
import { isRecord } from "~/lib/api-client";
import { AdminApiError, adminCall } from "../staff-inbox/admin-api";

/** The lead's webhook deliveries from the admin API (adminCall); anything but the answer's shape (a proxy's page, say) is no answer. */
async function call(method: "GET" | "POST", path: string): Promise<WebhookDeliveriesAnswer> {
  const data = await adminCall<unknown>(method, path);
  if (!isRecord(data) || typeof data.configured !== "boolean" || !Array.isArray(data.deliveries)) throw new AdminApiError({ kind: "no-answer" });
  return data as WebhookDeliveriesAnswer;
}

export const fetchWebhookDeliveries = (reference: string) => call("GET", WEBHOOK_DELIVERIES_API.list(reference));

export const sendWebhookAgain = (reference: string, deliveryId: number) => call("POST", WEBHOOK_DELIVERIES_API.sendAgain(reference, deliveryId));

import { type WebhookDeliveriesAnswer, WEBHOOK_DELIVERIES_API } from "../../../contract/webhook-deliveries/webhook-deliveries.ts";
import { API_BASE, isRecord } from "~/lib/api-client";
import { AdminApiError } from "../staff-inbox/admin-api";

/** The lead's webhook deliveries from the admin API, failing as the inbox's other calls do (AdminApiError). */
async function call(method: "GET" | "POST", path: string): Promise<WebhookDeliveriesAnswer> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers: { Accept: "application/json" }, credentials: "same-origin", cache: "no-store" });
  } catch {
    throw new AdminApiError({ kind: "unreachable" });
  }
  let data: unknown;
  try {
    const text = await response.text();
    data = text.trim() === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    if (response.ok) throw new AdminApiError({ kind: "no-answer" });
  }
  if (!response.ok) {
    const message = isRecord(data) && typeof data.message === "string" && data.message.trim() !== "" ? data.message : undefined;
    throw new AdminApiError({ kind: "error-answer", status: response.status, ...(message ? { message } : {}) });
  }
  // Anything but the answer's shape (a proxy's page, say) is no answer.
  if (!isRecord(data) || typeof data.configured !== "boolean" || !Array.isArray(data.deliveries)) throw new AdminApiError({ kind: "no-answer" });
  return data as WebhookDeliveriesAnswer;
}

export const fetchWebhookDeliveries = (reference: string) => call("GET", WEBHOOK_DELIVERIES_API.list(reference));

export const sendWebhookAgain = (reference: string, deliveryId: number) => call("POST", WEBHOOK_DELIVERIES_API.sendAgain(reference, deliveryId));

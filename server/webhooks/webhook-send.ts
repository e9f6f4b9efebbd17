import { Webhook } from "standardwebhooks";

/** One signed POST as the worker sends it. */
export type WebhookRequest = { url: string; eventId: string; body: string; timestamp: Date };

/** Posts an event; resolves on a 2xx answer, throws an Error whose message says why not (no header, no secret). */
export type PostWebhook = (request: WebhookRequest) => Promise<void>;

export const WEBHOOK_TIMEOUT_MS = 15_000;

/** The Standard Webhooks headers for a body: webhook-id, webhook-timestamp (seconds) and webhook-signature (v1,…). */
export function signedHeaders(secret: string, { eventId, body, timestamp }: Omit<WebhookRequest, "url">): Record<string, string> {
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(eventId, timestamp, body),
  };
}

/** The failure of one try in words for the delivery log: an HTTP status, or the network error's code. */
export function failureText(error: unknown): string {
  if (!(error instanceof Error)) return "The request failed.";
  if (error.name === "TimeoutError" || error.name === "AbortError") return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds.`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (cause && typeof cause.code === "string") return `Could not connect: ${cause.code}.`;
  // An address in a message may carry the receiver's token: never kept.
  return error.message.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, "[address]").slice(0, 300);
}

/** POST with fetch: JSON, signed, no redirects followed (a 3xx is a failure), an answer within the timeout. */
export function fetchPoster(secret: string, timeoutMs = WEBHOOK_TIMEOUT_MS): PostWebhook {
  return async (request) => {
    const response = await fetch(request.url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Ankur-Webhooks/1", ...signedHeaders(secret, request) },
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body is not read into the log: it is the receiver's, and may echo what it got.
    await response.body?.cancel().catch(() => undefined);
    if (response.status < 200 || response.status > 299) throw new Error(`The receiver answered HTTP ${response.status}.`);
  };
}

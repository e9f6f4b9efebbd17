import { z } from "zod";

/**
 * The CRM's webhooks from the environment (README, "Webhooks"):
 * LEAD_WEBHOOK_URLS, comma-separated https addresses (http only for
 * localhost, which tests use), and LEAD_WEBHOOK_SECRET, the Standard Webhooks
 * key (`whsec_` and base64) that signs every event. Without URLs no event is
 * written; with them the secret is required.
 */

const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** One receiver's address: https, or http to this machine; no user name or password in it. */
export function isWebhookUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
}

/** "https://crm.example/a, https://b.example/hook" → both; undefined when any is not a webhook URL. At most 10, no repeats. */
export function parseWebhookUrls(text: string): string[] | undefined {
  const urls = text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (urls.length === 0 || urls.length > 10 || !urls.every(isWebhookUrl)) return undefined;
  return [...new Set(urls.map((url) => new URL(url).toString()))];
}

/** A Standard Webhooks secret: `whsec_` then base64 of 24 to 64 bytes. */
export function isWebhookSecret(text: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(text);
  if (!match) return false;
  const bytes = Buffer.from(match[1] ?? "", "base64").byteLength;
  return bytes >= 24 && bytes <= 64;
}

export const WEBHOOK_URLS_FORMAT = "must be https:// URLs separated by commas (http:// only for localhost), at most 10, without a user name or password";

/** The variables, merged into the server's configuration schema. */
export const WEBHOOK_ENV = {
  /** Where each lead event is POSTed; unset: no events. */
  LEAD_WEBHOOK_URLS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((text) => parseWebhookUrls(text) !== undefined, WEBHOOK_URLS_FORMAT)
      .transform((text) => parseWebhookUrls(text) as string[])
      .optional(),
  ),
  /** The key that signs them (Standard Webhooks): whsec_ and base64. */
  LEAD_WEBHOOK_SECRET: z.preprocess(
    blankAsUnset,
    z.string().refine(isWebhookSecret, "must be a Standard Webhooks secret: whsec_ followed by base64 of 24 to 64 bytes").optional(),
  ),
};

type WebhookEnv = { LEAD_WEBHOOK_URLS?: string[] | undefined; LEAD_WEBHOOK_SECRET?: string | undefined };

/** With URLs, the secret must be set: an unsigned event is one the CRM cannot trust. */
export function requireWebhookSecret(env: WebhookEnv, context: z.RefinementCtx): void {
  if (env.LEAD_WEBHOOK_URLS && !env.LEAD_WEBHOOK_SECRET) {
    context.addIssue({ code: "custom", path: ["LEAD_WEBHOOK_SECRET"], message: "is required when LEAD_WEBHOOK_URLS is set" });
  }
}

export type WebhookConfig = { urls: readonly string[]; secret: string | undefined };

export function webhookConfig(env: WebhookEnv): WebhookConfig {
  return { urls: env.LEAD_WEBHOOK_URLS ?? [], secret: env.LEAD_WEBHOOK_SECRET };
}

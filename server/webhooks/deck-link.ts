import { createHmac, timingSafeEqual } from "node:crypto";
import { API_BASE_PATH } from "../../contract/site-paths.ts";

/**
 * The pitch deck's download link in a webhook event: the CRM fetches the
 * bytes from us rather than receiving them. A token is the payload (the
 * lead's reference and an expiry) in base64url, a dot, and its HMAC-SHA256
 * under the database's "webhook-deck-link" key (webhooks-migration.ts): anyone
 * holding the link can download the deck until it expires, no one can make
 * one. It lasts DECK_LINK_LIFETIME_MS from the try that sent it.
 */

/** Seven days: long enough for a CRM that fetches attachments in a nightly job or after a long weekend, short enough that a leaked event soon stops opening the deck. */
export const DECK_LINK_LIFETIME_MS = 7 * 24 * 3_600_000;

export const DECK_LINK_PATH = `${API_BASE_PATH}/webhooks/pitch-deck`;
export const DECK_TOKEN_PARAM = "token";

const TOKEN_MAX_LENGTH = 300;

type Wire = { r: string; e: number };

export function signDeckToken({ reference, expiresAt }: { reference: string; expiresAt: Date }, key: string): string {
  const wire: Wire = { r: reference, e: Math.floor(expiresAt.getTime() / 1000) };
  const body = Buffer.from(JSON.stringify(wire)).toString("base64url");
  return `${body}.${mac(body, key)}`;
}

export type DeckTokenCheck = { ok: true; reference: string; expiresAt: Date } | { ok: false; reason: "malformed" | "forged" | "expired" };

export function verifyDeckToken(token: unknown, key: string, now: Date): DeckTokenCheck {
  if (typeof token !== "string" || token.length > TOKEN_MAX_LENGTH) return { ok: false, reason: "malformed" };
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length > 0) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(mac(body, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "forged" };
  let wire: Partial<Wire>;
  try {
    wire = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<Wire>;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof wire.r !== "string" || typeof wire.e !== "number" || !Number.isSafeInteger(wire.e)) return { ok: false, reason: "malformed" };
  if (wire.e * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, reference: wire.r, expiresAt: new Date(wire.e * 1000) };
}

/** The link for a lead's deck, valid from now for the lifetime. */
export function deckLink(siteUrl: URL, reference: string, key: string, now: Date, lifetimeMs = DECK_LINK_LIFETIME_MS): { url: string; expiresAt: string } {
  const expiresAt = new Date(Math.floor((now.getTime() + lifetimeMs) / 1000) * 1000);
  const url = new URL(DECK_LINK_PATH, siteUrl);
  url.searchParams.set(DECK_TOKEN_PARAM, signDeckToken({ reference, expiresAt }, key));
  return { url: url.toString(), expiresAt: expiresAt.toISOString() };
}

function mac(body: string, key: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}

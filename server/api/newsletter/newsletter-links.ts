import { createHmac, timingSafeEqual } from "node:crypto";
import { NEWSLETTER_API, NEWSLETTER_TOKEN_PARAM } from "../../../contract/newsletter/newsletter-paths.ts";

/**
 * The signed links in the newsletter's mails. A token is the payload in
 * base64url, a dot, and the payload's HMAC-SHA256 under the database's
 * newsletter key: anyone can read it (a lead id, no address), no one can make
 * one. A confirmation link expires and names the nonce of its sign-up; an
 * unsubscribe link does not expire (an issue read months later must still
 * let its reader leave).
 */
export type LinkPayload =
  | { purpose: "confirm"; leadId: number; nonce: string; expiresAt: number }
  | { purpose: "unsubscribe"; leadId: number };

/** Which of a mail's links a token is for. */
export type LinkPurpose = LinkPayload["purpose"];

type WirePayload = { p: "c"; l: number; n: string; e: number } | { p: "u"; l: number };

export function signToken(payload: LinkPayload, key: string): string {
  const wire: WirePayload =
    payload.purpose === "confirm" ? { p: "c", l: payload.leadId, n: payload.nonce, e: Math.floor(payload.expiresAt / 1000) } : { p: "u", l: payload.leadId };
  const body = Buffer.from(JSON.stringify(wire)).toString("base64url");
  return `${body}.${mac(body, key)}`;
}

export type TokenCheck = { ok: true; payload: LinkPayload } | { ok: false; reason: "malformed" | "forged" | "expired" | "wrong purpose" };

/** The token's payload if the key signed it, it is of the purpose asked for and, for a confirmation, it has not expired. */
export function verifyToken(token: unknown, purpose: LinkPayload["purpose"], key: string, now: number = Date.now()): TokenCheck {
  if (typeof token !== "string" || token.length > 400) return { ok: false, reason: "malformed" };
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length > 0) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(mac(body, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "forged" };
  let wire: WirePayload;
  try {
    wire = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as WirePayload;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (!Number.isSafeInteger(wire.l)) return { ok: false, reason: "malformed" };
  if (purpose === "unsubscribe") return wire.p === "u" ? { ok: true, payload: { purpose, leadId: wire.l } } : { ok: false, reason: "wrong purpose" };
  if (wire.p !== "c" || typeof wire.n !== "string" || !Number.isFinite(wire.e)) return { ok: false, reason: "wrong purpose" };
  if (wire.e * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, payload: { purpose, leadId: wire.l, nonce: wire.n, expiresAt: wire.e * 1000 } };
}

/** The full address of a link in a mail: https://site/api/newsletter/confirm?token=… */
export function linkUrl(siteUrl: URL, purpose: LinkPayload["purpose"], token: string): string {
  const url = new URL(purpose === "confirm" ? NEWSLETTER_API.confirm : NEWSLETTER_API.unsubscribe, siteUrl);
  url.searchParams.set(NEWSLETTER_TOKEN_PARAM, token);
  return url.toString();
}

function mac(body: string, key: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}

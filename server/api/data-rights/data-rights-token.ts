import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { DATA_RIGHTS_API, DATA_RIGHTS_TOKEN_PARAM } from "../../../contract/data-rights/data-rights-paths.ts";

/**
 * The signed links to a person's data (docs/decisions/0017-data-rights-links.md).
 * A token names an e-mail address and when it expires, encrypted (AES-256-GCM)
 * so the address is not in clear in a URL that proxies, browsers' histories
 * and mail gateways keep; then the whole is signed with HMAC-SHA256 under the
 * "data-rights" key of `signing_keys`. Both keys derive from that one secret.
 * A newsletter token (another key, another shape) is refused as forged.
 */
export type DataRightsTokenPayload = { email: string; expiresAt: number };

export type DataRightsTokenCheck = { ok: true; payload: DataRightsTokenPayload } | { ok: false; reason: "malformed" | "forged" | "expired" };

/** Tokens longer than this are refused unread (an address is at most 254 characters). */
export const TOKEN_MAX_LENGTH = 1000;

/** What the MAC covers besides the body: a token of another kind signed under the same secret cannot pass for this one. */
const PURPOSE_TAG = "data-rights.v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;

type Wire = { m: string; e: number };

export function signDataRightsToken(payload: DataRightsTokenPayload, secret: string): string {
  const wire: Wire = { m: payload.email.toLowerCase(), e: Math.floor(payload.expiresAt / 1000) };
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(wire), "utf8"), cipher.final()]);
  const body = Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
  return `${body}.${mac(body, secret)}`;
}

/** The token's address and expiry, if the key signed it and it has not expired. */
export function verifyDataRightsToken(token: unknown, secret: string, now: number = Date.now()): DataRightsTokenCheck {
  if (typeof token !== "string" || token.length > TOKEN_MAX_LENGTH) return { ok: false, reason: "malformed" };
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length > 0) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(mac(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "forged" };
  let wire: Wire;
  try {
    const bytes = Buffer.from(body, "base64url");
    if (bytes.length <= IV_BYTES + TAG_BYTES) return { ok: false, reason: "malformed" };
    const decipher = createDecipheriv("aes-256-gcm", encryptionKey(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
    wire = JSON.parse(text) as Wire;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof wire.m !== "string" || wire.m === "" || !Number.isSafeInteger(wire.e)) return { ok: false, reason: "malformed" };
  if (wire.e * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, payload: { email: wire.m, expiresAt: wire.e * 1000 } };
}

/** The link in a mail: https://site/api/data-rights/your-data?token=… */
export function dataRightsLinkUrl(siteUrl: URL, token: string): string {
  const url = new URL(DATA_RIGHTS_API.yourData, siteUrl);
  url.searchParams.set(DATA_RIGHTS_TOKEN_PARAM, token);
  return url.toString();
}

function mac(body: string, secret: string): string {
  return createHmac("sha256", secret).update(PURPOSE_TAG).update(body).digest("base64url");
}

function encryptionKey(secret: string): Buffer {
  return createHash("sha256").update("data-rights encryption key\0").update(secret).digest();
}

import { isIP } from "node:net";

/**
 * TRUST_PROXY: which proxies may say, in X-Forwarded-For, who the client is.
 * The rate limit keys on the client's address (request.ip), so trusting a
 * header anyone can send would let anyone choose their own key: unset trusts
 * nothing. The values are the safe subset of Fastify's trustProxy:
 * - "127.0.0.1,10.0.0.0/8", "loopback": the proxies' addresses or CIDR ranges
 *   (or proxy-addr's names loopback, linklocal, uniquelocal) — preferred;
 * - "true": every address (only when nothing but the proxy can reach the server).
 * A number of hops is refused: Fastify 5.12 no longer honours one (it trusts
 * nothing then, as a count cannot tell a proxy from a client that sends
 * enough X-Forwarded-For entries), so accepting it would silently do nothing.
 */
export type TrustProxy = boolean | string[];

export const TRUST_PROXY_FORMAT =
    'must be unset, a comma-separated list of proxy addresses or CIDR ranges ("127.0.0.1,10.0.0.0/8", "loopback"), or "true" (a number of hops is not supported)';

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** The value Fastify's trustProxy takes, or undefined when the text is not one TRUST_PROXY accepts. */
export function parseTrustProxy(text: string | undefined): TrustProxy | undefined {
  const value = text?.trim() ?? "";
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  const entries = value.split(",").map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

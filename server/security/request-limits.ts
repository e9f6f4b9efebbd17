import type { ServerOptions } from "node:http";

/** Node's default wait for a request's headers. */
const HEADERS_TIMEOUT_MS = 60_000;
/** Node checks for late requests every 30 s by default; a check every quarter of the timeout keeps the 408 close to it. */
const MAX_CHECK_INTERVAL_MS = 30_000;
const MIN_CHECK_INTERVAL_MS = 50;

/**
 * A client that sends its headers and then trickles the body, or stops,
 * holds a connection and a body buffer. Node ends such a request with 408
 * once `requestTimeoutMs` has passed since it began (REQUEST_TIMEOUT), at
 * the latest one check interval later; the headers alone get no longer.
 */
export function serverTimeouts(requestTimeoutMs: number): { requestTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.max(MIN_CHECK_INTERVAL_MS, Math.min(MAX_CHECK_INTERVAL_MS, Math.floor(requestTimeoutMs / 4))),
    },
  };
}

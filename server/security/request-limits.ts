import type { ServerOptions } from "node:http";

/** Node's default wait for a request's headers. */
const HEADERS_TIMEOUT_MS = 60_000;
/** Node checks for late requests every 30 s by default; a check every quarter of the timeout keeps the 408 close to it. */
const MAX_CHECK_INTERVAL_MS = 30_000;
const MIN_CHECK_INTERVAL_MS = 50;

/**
 * How long a kept-alive connection may sit idle between requests. The app
 * always runs behind a proxy (nginx, or the TLS proxy of a one-process
 * deployment), and a proxy reuses its idle connections: if the app closed one
 * first, a POST sent on it at that moment would fail (a proxy never repeats a
 * POST). So this stays above the proxies' idle timeouts: nginx's upstream
 * `keepalive_timeout` in deploy/nginx/ankur.conf (checked by a test), and the
 * 60 s of common load balancers; it is Fastify's default, written out.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export type ServerTimeouts = {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
};

/**
 * The time limits on a connection (docs/decisions/0006-security-boundaries.md):
 *
 * - `requestTimeout` (REQUEST_TIMEOUT): a client that sends its headers and
 *   then trickles the body, or stops, holds a connection and a body buffer.
 *   Node ends such a request with 408 once this has passed since it began, at
 *   the latest one check interval later. `headersTimeout` gives the headers
 *   no longer; Node counts it from the connection's start, so it also closes
 *   a connection that never sends a request.
 * - `connectionTimeout`: a connection on which nothing moves for twice
 *   REQUEST_TIMEOUT is closed. The request timeout is over once a request
 *   has arrived; this ends a client that stops reading its answer (a slow
 *   read holds the answer's buffers) and an answer that never comes. Twice,
 *   so that a request stalled mid-body gets its 408 first. (Node lets a write
 *   in progress run one more timeout, so a stalled answer is cut after one or two.)
 * - `keepAliveTimeout`: see KEEP_ALIVE_TIMEOUT_MS.
 *
 * No `maxRequestsPerSocket`: it bounds neither time nor memory (a client
 * told to reconnect simply does), and nginx's upstream connections are
 * meant to be reused.
 */
export function serverTimeouts(requestTimeoutMs: number): ServerTimeouts {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: 2 * requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.max(MIN_CHECK_INTERVAL_MS, Math.min(MAX_CHECK_INTERVAL_MS, Math.floor(requestTimeoutMs / 4))),
    },
  };
}

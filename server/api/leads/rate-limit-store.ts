import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/open-database.ts";
import { hitCounter } from "../../db/rate-limit-hit-counter.ts";
import { deleteExpiredHits, readHits } from "../../db/rate-limit-repository.ts";

/** How often one instance deletes the counters whose window has ended. */
export const RATE_LIMIT_SWEEP_MS = 60_000;

type StoreOptions = {
  /** The clock, in epoch milliseconds. */
  now?: () => number;
  /** Told of each database error (the plugin itself says nothing when skipOnError lets the request through). */
  onError?: (error: unknown) => void;
};

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit passes to child(): the route's merged options, with the route itself. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that keeps its counters in the database
 * (rate-limit-repository.ts), so that any number of server instances on one
 * PostgreSQL count one client's submissions together. Like the plugin's own
 * stores it counts per route: child() prefixes the key with the route.
 * A database error is an error with status 503 for the plugin. The hits
 * of requests that arrive together are counted in one statement
 * (rate-limit-hit-counter.ts).
 */
export function databaseRateLimitStore(database: Database, { now = Date.now, onError }: StoreOptions = {}): FastifyRateLimitStoreCtor {
  const counter = hitCounter(database);
  const failed = (callback: Callback) => (error: unknown) => {
    onError?.(error);
    callback(storeUnavailable(error));
  };
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: FastifyRateLimitOptions, prefix = "") {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      counter.count(this.prefix + key, timeWindow, at).then(
        ({ hits, expiresAt }) => callback(null, { current: hits, ttl: Math.max(0, expiresAt - at) }),
        failed(callback),
      );
    }

    /** The plugin's { increment: false } check: the count without counting. */
    read(key: string, callback: Callback): void {
      const at = now();
      readHits(database, this.prefix + key, at).then(
        (window) => callback(null, window ? { current: window.hits, ttl: Math.max(0, window.expiresAt - at) } : { current: 0, ttl: 0 }),
        failed(callback),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(",") : (route.method ?? "");
      return new DatabaseRateLimitStore({}, `${this.prefix}${method} ${route.url ?? ""} `);
    }
  }
  return DatabaseRateLimitStore;
}

function storeUnavailable(cause: unknown): Error {
  return Object.assign(new Error("The rate limit's counters could not be read", { cause }), { statusCode: 503 });
}

/**
 * The rate-limit plugin's options for a scope. On PostgreSQL the counters
 * live in the database, shared by every instance, and this instance sweeps
 * expired ones every RATE_LIMIT_SWEEP_MS until the app closes. On SQLite the
 * plugin's in-memory store: the SQLite file belongs to one server process, so
 * there is nothing to share, and a counter write per request would cost a
 * disk sync (synchronous = FULL) that the group commit of leads exists to avoid.
 * When the counters cannot be read the request goes on (skipOnError): the
 * handler needs the same database and answers its own 503 with its own words.
 */
export function rateLimitPluginOptions(scope: FastifyInstance, database: Database): RateLimitPluginOptions {
  if (database.engine !== "postgres") return { global: false };
  const sweep = setInterval(() => {
    deleteExpiredHits(database, Date.now()).catch((error: unknown) => scope.log.warn({ err: error }, "could not delete expired rate-limit counters"));
  }, RATE_LIMIT_SWEEP_MS);
  sweep.unref();
  scope.addHook("onClose", async () => clearInterval(sweep));
  const onError = (error: unknown) => scope.log.warn({ err: error }, "could not count a request for the rate limit; let through");
  return { global: false, skipOnError: true, store: databaseRateLimitStore(database, { onError }) };
}

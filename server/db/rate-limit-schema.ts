/**
 * The shared rate-limit counters (rate-limit-migration.ts): one row a key
 * (route and client address) and fixed window. expires_at is epoch
 * milliseconds, a number in SQLite and a string (bigint) from pg.
 */
export type RateLimitTables = { rate_limit_hits: RateLimitHitsTable };

export type RateLimitHitsTable = {
  /** "POST /api/contact.php 203.0.113.9": the route and the client's address. */
  key: string;
  /** Requests counted in the current window. */
  hits: number | string;
  /** When the current window ends, in epoch milliseconds. */
  expires_at: number | string;
};

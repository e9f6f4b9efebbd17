import { type Transaction, sql } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * "0006-rate-limit-hits": the submission rate limit's counters, shared by
 * every server instance on one PostgreSQL (rate-limit-repository.ts). Times
 * are epoch milliseconds in a 64-bit integer, the same on both engines, so
 * the window arithmetic needs no date functions of either.
 */
export async function createRateLimitHits(db: Transaction<DatabaseSchema>, engine: Engine): Promise<void> {
  const integer = engine === "sqlite" ? "integer" : "bigint";
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("hits", integer, (col) => col.notNull())
    .addColumn("expires_at", integer, (col) => col.notNull())
    .execute();
  // The sweep deletes by expiry.
  await db.schema.createIndex("rate_limit_hits_expires_at").on("rate_limit_hits").column("expires_at").execute();
}

/**
 * "0008-unlogged-rate-limit-hits": on PostgreSQL the counters skip the
 * write-ahead log, so counting a hit costs no disk flush. After a crash
 * PostgreSQL empties an unlogged table: the rate limit forgets the current
 * window, which is all it can lose. SQLite keeps its limit in memory.
 */
export async function unlogRateLimitHits(db: Transaction<DatabaseSchema>, engine: Engine): Promise<void> {
  if (engine === "postgres") await sql`alter table rate_limit_hits set unlogged`.execute(db);
}

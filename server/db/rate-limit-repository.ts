import { sql } from "kysely";
import type { Database } from "./open-database.ts";

/**
 * Fixed-window counters for the rate limit, in the database so that every
 * server instance counts the same hits. One statement counts a hit: an upsert
 * that starts a window for a new key (or one whose window has ended) and adds
 * one otherwise, and returns the count — atomic on both engines (PostgreSQL
 * locks the row; SQLite has one writer), so no hit is lost between instances.
 * Times are epoch milliseconds from the caller's clock (servers keep theirs
 * in step with NTP; a few milliseconds of skew move a window's end as much).
 */

export type WindowCount = { hits: number; expiresAt: number };

const hitsRef = sql.ref("rate_limit_hits.hits");
const expiresRef = sql.ref("rate_limit_hits.expires_at");

/** Counts one hit for key and returns the window's count and end. */
export async function countHit(database: Database, key: string, windowMs: number, now: number): Promise<WindowCount> {
  const ended = sql<boolean>`${expiresRef} <= ${now}`;
  const row = await database.db
    .insertInto("rate_limit_hits")
    .values({ key, hits: 1, expires_at: now + windowMs })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else ${hitsRef} + 1 end`,
        expires_at: sql<number>`case when ${ended} then excluded.expires_at else ${expiresRef} end`,
      }),
    )
    .returning(["hits", "expires_at"])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), expiresAt: Number(row.expires_at) };
}

/** The window's count without counting a hit; zero when there is no live window. */
export async function readHits(database: Database, key: string, now: number): Promise<WindowCount | undefined> {
  const row = await database.db
    .selectFrom("rate_limit_hits")
    .select(["hits", "expires_at"])
    .where("key", "=", key)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row ? { hits: Number(row.hits), expiresAt: Number(row.expires_at) } : undefined;
}

/** Deletes the counters whose window has ended; how many. */
export async function deleteExpiredHits(database: Database, now: number): Promise<number> {
  const result = await database.db.deleteFrom("rate_limit_hits").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

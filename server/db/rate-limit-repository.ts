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

/** One hit to count: the key and its window (the key names the route, so one key has one window). */
export type Hit = { key: string; windowMs: number };

/**
 * Counts many hits in one statement (the hits of one turn of the event loop,
 * rate-limit-hit-counter.ts): one upsert row a key, adding as many hits as
 * the key has, and each hit its own count in the order given, as if they had
 * been counted one after another at `now`. Keys are written in sorted order,
 * so two such statements (two instances) lock their rows in the same order
 * and never deadlock.
 */
export async function countHits(database: Database, hits: readonly Hit[], now: number): Promise<WindowCount[]> {
  const perKey = new Map<string, { added: number; windowMs: number }>();
  for (const { key, windowMs } of hits) {
    const entry = perKey.get(key);
    if (entry) entry.added++;
    else perKey.set(key, { added: 1, windowMs });
  }
  const counters = [...perKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const ended = sql<boolean>`${expiresRef} <= ${now}`;
  const rows = await database.db
    .insertInto("rate_limit_hits")
    .values(counters.map(([key, { added, windowMs }]) => ({ key, hits: added, expires_at: now + windowMs })))
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql<number>`case when ${ended} then excluded.hits else ${hitsRef} + excluded.hits end`,
        expires_at: sql<number>`case when ${ended} then excluded.expires_at else ${expiresRef} end`,
      }),
    )
    .returning(["key", "hits", "expires_at"])
    .execute();
  // A key's hits take the counts up to its new total, in the order they came.
  const next = new Map<string, WindowCount>();
  for (const row of rows) next.set(row.key, { hits: Number(row.hits) - (perKey.get(row.key)?.added ?? 0) + 1, expiresAt: Number(row.expires_at) });
  return hits.map(({ key }) => {
    const counter = next.get(key);
    if (!counter) throw new Error(`the rate-limit counter of ${key} was not returned`);
    return { hits: counter.hits++, expiresAt: counter.expiresAt };
  });
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

/**
 * Deletes the counters whose window has ended; how many. On PostgreSQL it
 * takes the rows in key order and skips any that a count holds: it never
 * waits for a count while holding a row that count needs next (countHits
 * locks several keys in one statement), so the two cannot deadlock; a
 * skipped counter goes at the next sweep.
 */
export async function deleteExpiredHits(database: Database, now: number): Promise<number> {
  let query = database.db.deleteFrom("rate_limit_hits").where("expires_at", "<=", now);
  if (database.engine === "postgres") {
    const expired = database.db.selectFrom("rate_limit_hits").select("key").where("expires_at", "<=", now).orderBy("key").forUpdate().skipLocked();
    query = query.where("key", "in", expired);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

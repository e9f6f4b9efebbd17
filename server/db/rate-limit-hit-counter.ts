import { DatabaseError } from "pg";
import { groupCommit } from "./group-commit.ts";
import type { Database } from "./open-database.ts";
import { type Hit, type WindowCount, countHit, countHits } from "./rate-limit-repository.ts";

export type HitCounter = {
  /** Counts one hit for key, at the caller's time; the window's count (this hit's place in it) and end. */
  count: (key: string, windowMs: number, at: number) => Promise<WindowCount>;
};

type TimedHit = Hit & { at: number };

/** Most hits in one statement: three parameters each, far below PostgreSQL's 65 535. */
const MAX_HITS_AT_ONCE = 1000;
/**
 * One statement in flight at a time: the hits that come meanwhile make the
 * next one, so the batches grow with the load; a second statement would
 * mostly wait for the first's row locks on the busiest keys, and would take
 * a connection the lead writes need (leads-repository.ts).
 */
const STATEMENTS_AT_ONCE = 1;
/** PostgreSQL's SQLSTATE for a deadlock it broke by failing this statement. */
const DEADLOCK_DETECTED = "40P01";

/**
 * The rate limit's hits of one server instance, counted together: the hits
 * that arrive in one turn of the event loop (or while earlier ones are being
 * counted) go to the database in one statement (countHits), so a busy server
 * pays one round trip for many requests instead of one each. Every hit is
 * still counted in the database before its request goes on, so the limit
 * holds across instances; each hit learns its own place in the window. The
 * batch uses the time of its latest hit (all are within a turn or a round
 * trip of each other).
 */
export function hitCounter(database: Database): HitCounter {
  const writer = groupCommit<TimedHit, WindowCount>({
    maxBatch: MAX_HITS_AT_ONCE,
    concurrency: STATEMENTS_AT_ONCE,
    writeOne: ({ key, windowMs, at }) => countHit(database, key, windowMs, at),
    writeBatch: (hits) => countHits(database, hits, Math.max(...hits.map((hit) => hit.at))),
    // A broken deadlock is the one failure worth counting hit by hit; a database that is away fails every hit at once.
    retryAlone: (error) => error instanceof DatabaseError && error.code === DEADLOCK_DETECTED,
  });
  return { count: (key, windowMs, at) => writer.write({ key, windowMs, at }) };
}

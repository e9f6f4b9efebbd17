import { sql } from "kysely";
import { toDate, toNumber } from "./leads-repository.ts";
import type { Database } from "./open-database.ts";

export type FailedSignIns = { failures: number; lastFailureAt: Date };

/** The failed sign-in counters of the given keys (an account and an address). */
export async function readFailedSignIns(database: Database, keys: readonly string[]): Promise<Map<string, FailedSignIns>> {
  const rows = await database.db.selectFrom("sign_in_throttles").select(["key", "failures", "last_failure_at"]).where("key", "in", keys).execute();
  return new Map(rows.map((row) => [row.key, { failures: toNumber(row.failures), lastFailureAt: toDate(row.last_failure_at) }]));
}

/**
 * Counts one more failed sign-in for each key; a counter whose last failure
 * is older than `forgetAfterMs` starts again at 1. One statement per key, so
 * two attempts at once both count.
 */
export async function recordFailedSignIn(database: Database, keys: readonly string[], now: Date, forgetAfterMs: number): Promise<void> {
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - forgetAfterMs).toISOString();
  for (const key of keys) {
    await database.db
      .insertInto("sign_in_throttles")
      .values({ key, failures: 1, last_failure_at: at })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          failures: sql<number>`case when sign_in_throttles.last_failure_at < ${forgetBefore} then 1 else sign_in_throttles.failures + 1 end`,
          last_failure_at: at,
        }),
      )
      .execute();
  }
  // Counters nobody has tripped for a long while say nothing any more.
  await database.db.deleteFrom("sign_in_throttles").where("last_failure_at", "<", forgetBefore).execute();
}

export async function clearFailedSignIns(database: Database, key: string): Promise<void> {
  await database.db.deleteFrom("sign_in_throttles").where("key", "=", key).execute();
}

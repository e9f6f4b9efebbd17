import type { Database } from "./open-database.ts";

/**
 * Spends a solved challenge: true the first time its id is seen, false ever
 * after (until it expires, when no one can use it anyway). One statement,
 * atomic on both engines, so two requests with one solution, on one server
 * or two, cannot both pass.
 */
export async function spendChallenge(database: Database, id: string, expiresAt: number): Promise<boolean> {
  const inserted = await database.db
    .insertInto("spent_challenges")
    .values({ id, expires_at: expiresAt })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Forgets the challenges that have expired; returns how many. */
export async function deleteExpiredChallenges(database: Database, now: number): Promise<number> {
  const result = await database.db.deleteFrom("spent_challenges").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

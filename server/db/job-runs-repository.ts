import type { Database } from "./open-database.ts";

/**
 * One claim row per job and (UTC) day, so that of several servers on one
 * database one does a day's work. The claim is a lease: a run renews it as
 * it goes, and a run that died (kill -9) leaves a lease that lapses, after
 * which the next run takes the day over and finishes the work. Each step is
 * one conditional statement, so two servers racing for a row cannot both win
 * (PostgreSQL re-checks the WHERE of an UPDATE after waiting for the row;
 * SQLite has one writer).
 */

export type JobClaim = { job: string; day: string; claimedBy: string };

export const jobDay = (now: Date) => now.toISOString().slice(0, 10);

/** The day's claim, or undefined when the day's run is finished or another server holds a live lease. */
export async function claimJobRun(database: Database, job: string, claimedBy: string, now: Date, leaseMs: number): Promise<JobClaim | undefined> {
  const day = jobDay(now);
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const inserted = await database.db
    .insertInto("job_runs")
    .values({ job, day, claimed_by: claimedBy, claimed_until: until, started_at: now.toISOString(), finished_at: null, summary: null })
    .onConflict((oc) => oc.columns(["job", "day"]).doNothing())
    .returning("job")
    .executeTakeFirst();
  if (inserted) return { job, day, claimedBy };
  const taken = await database.db
    .updateTable("job_runs")
    .set({ claimed_by: claimedBy, claimed_until: until })
    .where("job", "=", job)
    .where("day", "=", day)
    .where("finished_at", "is", null)
    .where("claimed_until", "<=", now.toISOString())
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n ? { job, day, claimedBy } : undefined;
}

/** Extends the lease; false when the claim was lost (it lapsed and another server took it): stop then. */
export async function renewJobRun(database: Database, claim: JobClaim, now: Date, leaseMs: number): Promise<boolean> {
  const renewed = await database.db
    .updateTable("job_runs")
    .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where("job", "=", claim.job)
    .where("day", "=", claim.day)
    .where("claimed_by", "=", claim.claimedBy)
    .where("finished_at", "is", null)
    .executeTakeFirst();
  return renewed.numUpdatedRows > 0n;
}

/** Marks the day done, with counts of what was done (no personal data). */
export async function finishJobRun(database: Database, claim: JobClaim, now: Date, summary: Readonly<Record<string, number>>): Promise<boolean> {
  const finished = await database.db
    .updateTable("job_runs")
    .set({ finished_at: now.toISOString(), summary: JSON.stringify(summary) })
    .where("job", "=", claim.job)
    .where("day", "=", claim.day)
    .where("claimed_by", "=", claim.claimedBy)
    .where("finished_at", "is", null)
    .executeTakeFirst();
  return finished.numUpdatedRows > 0n;
}

/** Forgets runs older than `before`. */
export async function purgeJobRuns(database: Database, before: Date): Promise<number> {
  const result = await database.db.deleteFrom("job_runs").where("started_at", "<", before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

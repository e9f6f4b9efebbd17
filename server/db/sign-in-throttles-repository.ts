import { type SqlBool, sql } from "kysely";
import type { SignInLimit, SignInPolicy } from "../api/admin/sign-in-throttle.ts";
import { toDate, toNumber } from "./leads-repository.ts";
import type { Database } from "./open-database.ts";
import { normalizeStaffEmail } from "./staff-users-repository.ts";

export type FailedSignIns = { failures: number; lastFailureAt: Date };

/** A counter a sign-in try is held to: its key (staff-users-repository.ts) and how it holds tries back (sign-in-throttle.ts). */
export type SignInCounter = { key: string; limit: SignInLimit };

/** The failed sign-in counters of the given keys (an address and an account). */
export async function readFailedSignIns(database: Database, keys: readonly string[]): Promise<Map<string, FailedSignIns>> {
  const rows = await database.db.selectFrom("sign_in_throttles").select(["key", "failures", "last_failure_at"]).where("key", "in", keys).execute();
  return new Map(rows.map((row) => [row.key, { failures: toNumber(row.failures), lastFailureAt: toDate(row.last_failure_at) }]));
}

/**
 * Counts a sign-in try as a failure on every counter before its password is
 * checked, if each counter allows one now (the rule of signInVerdict, in
 * the statement itself); false, and nothing counted, when one does not.
 * Checking and counting in one statement is what holds tries sent at once
 * (from one address, or from many at an account) to the limit: reading
 * first and counting after the check would let them all through. Each
 * statement touches one row and no transaction holds two, so instances
 * never deadlock; a try refused by a later counter gives back the earlier
 * ones' counts (their last try stays now: that refused try used the
 * address's turn). Counters are claimed address first, so a locked
 * address never touches the account's.
 */
export async function claimSignInTry(database: Database, counters: readonly SignInCounter[], policy: SignInPolicy, now: Date): Promise<boolean> {
  const claimed: string[] = [];
  for (const counter of counters) {
    if (await claimOne(database, counter, policy, now)) {
      claimed.push(counter.key);
      continue;
    }
    await giveBackSignInTry(database, claimed);
    return false;
  }
  return true;
}

async function claimOne(database: Database, { key, limit }: SignInCounter, policy: SignInPolicy, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - policy.lockoutMs).toISOString();
  const slowBefore = new Date(now.getTime() - policy.slowdownMs).toISOString();
  const belowLock = limit === "slow-then-lock" ? sql`and sign_in_throttles.failures < ${2 * policy.attempts}` : sql``;
  const allowed = sql<SqlBool>`sign_in_throttles.last_failure_at <= ${forgetBefore}
    or sign_in_throttles.failures < ${policy.attempts}
    or (sign_in_throttles.last_failure_at <= ${slowBefore} ${belowLock})`;
  const row = await database.db
    .insertInto("sign_in_throttles")
    .values({ key, failures: 1, last_failure_at: at })
    .onConflict((oc) => {
      const count = oc.column("key").doUpdateSet({
        failures: sql<number>`case when sign_in_throttles.last_failure_at <= ${forgetBefore} then 1 else sign_in_throttles.failures + 1 end`,
        last_failure_at: at,
      });
      return limit === "none" ? count : count.where(allowed);
    })
    .returning("key")
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes back the count of a try that turned out not to fail (the right password), or was refused by another counter. */
export async function giveBackSignInTry(database: Database, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await database.db.updateTable("sign_in_throttles").set({ failures: sql<number>`failures - 1` }).where("key", "=", key).execute();
    // Deleted after the decrement, and only at zero, so a try counted in between is kept.
    await database.db.deleteFrom("sign_in_throttles").where("key", "=", key).where("failures", "<=", 0).execute();
  }
}

/** Counters nobody has tripped for `lockoutMs` say nothing any more. */
export async function forgetOldFailedSignIns(database: Database, now: Date, lockoutMs: number): Promise<void> {
  await database.db.deleteFrom("sign_in_throttles").where("last_failure_at", "<=", new Date(now.getTime() - lockoutMs).toISOString()).execute();
}

/**
 * Whether the account has signed in from this address since `since` and
 * since its password last changed, as the audit log's "sign-in" entries
 * record (index audit_log_sign_ins, migration 0009). The same query whether
 * or not the account exists.
 */
export async function hasSignedInFrom(database: Database, email: string, ip: string, since: Date): Promise<boolean> {
  const row = await database.db
    .selectFrom("audit_log")
    .innerJoin("staff_users", "staff_users.id", "audit_log.actor_id")
    .select("audit_log.id")
    .where("staff_users.email", "=", normalizeStaffEmail(email))
    .where("audit_log.action", "=", "sign-in")
    .where("audit_log.ip", "=", ip)
    .where("audit_log.at", ">=", since.toISOString())
    .whereRef("audit_log.at", ">", "staff_users.password_changed_at")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

import type { FailedSignIns } from "../../db/sign-in-throttles-repository.ts";

/**
 * When failed sign-ins stop an address or an account (configurable): after
 * `attempts` failures one try is allowed every `slowdownMs`; an address is
 * locked after twice as many, until `lockoutMs` after its last failure. A
 * counter is forgotten `lockoutMs` after its last failure.
 */
export type SignInPolicy = { attempts: number; slowdownMs: number; lockoutMs: number };

export const DEFAULT_SIGN_IN_POLICY: SignInPolicy = { attempts: 5, slowdownMs: 30_000, lockoutMs: 15 * 60_000 };

/**
 * How a counter holds tries back. An address's counter slows and then locks
 * it (for every account, so also the pair of that address and an account).
 * An account's counter, over all addresses, only slows it: a lock would let
 * anyone who knows a staff address keep its owner out, while one try per
 * `slowdownMs` already holds a distributed attacker to that rate. `"none"`:
 * an address the account has signed in from before is not held by the
 * account's counter (see KNOWN_ADDRESS_MS), only by its own.
 */
export type SignInLimit = "slow-then-lock" | "slow" | "none";

/**
 * How long an address stays known to an account after a sign-in from it
 * (and only while the password is the one it signed in with): long enough
 * for the team's usual offices and homes, short enough that a reassigned
 * address is forgotten.
 */
export const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000;

export type SignInVerdict = { allowed: true } | { allowed: false; reason: "slowed" | "locked"; until: Date };

/** The verdict of one counter; the repository's claim (claimSignInTry) applies the same rule in SQL. */
export function signInVerdict(failed: FailedSignIns | undefined, limit: SignInLimit, policy: SignInPolicy, now: Date): SignInVerdict {
  if (!failed || limit === "none") return { allowed: true };
  const last = failed.lastFailureAt.getTime();
  if (now.getTime() - last >= policy.lockoutMs) return { allowed: true };
  if (limit === "slow-then-lock" && failed.failures >= 2 * policy.attempts) return { allowed: false, reason: "locked", until: new Date(last + policy.lockoutMs) };
  if (failed.failures >= policy.attempts && now.getTime() < last + policy.slowdownMs) {
    return { allowed: false, reason: "slowed", until: new Date(last + policy.slowdownMs) };
  }
  return { allowed: true };
}

/** The stricter of several verdicts (the address's and the account's): a lock before a slowdown, the later end first. */
export function strictestVerdict(verdicts: readonly SignInVerdict[]): SignInVerdict {
  let strictest: SignInVerdict = { allowed: true };
  for (const verdict of verdicts) {
    if (verdict.allowed) continue;
    if (strictest.allowed) {
      strictest = verdict;
      continue;
    }
    const rank = (v: typeof verdict) => (v.reason === "locked" ? 1 : 0);
    if (rank(verdict) > rank(strictest) || (rank(verdict) === rank(strictest) && verdict.until > strictest.until)) strictest = verdict;
  }
  return strictest;
}

/** "14:35 IST" (India has one time zone, UTC+05:30, and no daylight saving). */
export function indiaClockTime(date: Date): string {
  const india = new Date(date.getTime() + 330 * 60_000);
  return `${String(india.getUTCHours()).padStart(2, "0")}:${String(india.getUTCMinutes()).padStart(2, "0")} IST`;
}

import type { FailedSignIns } from "../../db/sign-in-throttles-repository.ts";

/**
 * When failed sign-ins stop an account or an address (configurable): after
 * `attempts` failures one try is allowed every `slowdownMs`; after twice as
 * many, none until `lockoutMs` after the last failure. A counter is
 * forgotten `lockoutMs` after its last failure.
 */
export type SignInPolicy = { attempts: number; slowdownMs: number; lockoutMs: number };

export const DEFAULT_SIGN_IN_POLICY: SignInPolicy = { attempts: 5, slowdownMs: 30_000, lockoutMs: 15 * 60_000 };

export type SignInVerdict = { allowed: true } | { allowed: false; reason: "slowed" | "locked"; until: Date };

export function signInVerdict(failed: FailedSignIns | undefined, policy: SignInPolicy, now: Date): SignInVerdict {
  if (!failed) return { allowed: true };
  const last = failed.lastFailureAt.getTime();
  if (now.getTime() - last >= policy.lockoutMs) return { allowed: true };
  if (failed.failures >= 2 * policy.attempts) return { allowed: false, reason: "locked", until: new Date(last + policy.lockoutMs) };
  if (failed.failures >= policy.attempts && now.getTime() < last + policy.slowdownMs) {
    return { allowed: false, reason: "slowed", until: new Date(last + policy.slowdownMs) };
  }
  return { allowed: true };
}

/** The stricter of several verdicts (the account's and the address's): a lock before a slowdown, the later end first. */
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

import { describe, expect, it } from "vitest";
import { DEFAULT_SIGN_IN_POLICY, indiaClockTime, signInVerdict, strictestVerdict } from "./sign-in-throttle.ts";

const at = (iso: string) => new Date(iso);
const last = at("2026-03-14T09:00:00.000Z");
const policy = DEFAULT_SIGN_IN_POLICY;

describe("signInVerdict of an address (slows, then locks)", () => {
  it("lets the first four failures try again at once", () => {
    expect(signInVerdict(undefined, "slow-then-lock", policy, last)).toEqual({ allowed: true });
    expect(signInVerdict({ failures: 4, lastFailureAt: last }, "slow-then-lock", policy, last)).toEqual({ allowed: true });
  });

  it("after five failures allows one try every 30 seconds", () => {
    expect(signInVerdict({ failures: 5, lastFailureAt: last }, "slow-then-lock", policy, at("2026-03-14T09:00:10.000Z"))).toEqual({
      allowed: false,
      reason: "slowed",
      until: at("2026-03-14T09:00:30.000Z"),
    });
    expect(signInVerdict({ failures: 9, lastFailureAt: last }, "slow-then-lock", policy, at("2026-03-14T09:00:30.000Z"))).toEqual({ allowed: true });
  });

  it("after ten failures locks for 15 minutes from the last one, then forgets", () => {
    expect(signInVerdict({ failures: 10, lastFailureAt: last }, "slow-then-lock", policy, at("2026-03-14T09:14:59.000Z"))).toEqual({
      allowed: false,
      reason: "locked",
      until: at("2026-03-14T09:15:00.000Z"),
    });
    expect(signInVerdict({ failures: 25, lastFailureAt: last }, "slow-then-lock", policy, at("2026-03-14T09:15:00.000Z"))).toEqual({ allowed: true });
  });

  it("follows the configured numbers", () => {
    const strict = { attempts: 2, slowdownMs: 1000, lockoutMs: 60_000 };
    expect(signInVerdict({ failures: 2, lastFailureAt: last }, "slow-then-lock", strict, at("2026-03-14T09:00:00.500Z"))).toMatchObject({ reason: "slowed" });
    expect(signInVerdict({ failures: 4, lastFailureAt: last }, "slow-then-lock", strict, at("2026-03-14T09:00:30.000Z"))).toMatchObject({ reason: "locked" });
  });
});

describe("signInVerdict of an account over all addresses (only slows)", () => {
  it("after five failures allows one try every 30 seconds, however many failures follow, and never locks", () => {
    expect(signInVerdict({ failures: 4, lastFailureAt: last }, "slow", policy, last)).toEqual({ allowed: true });
    expect(signInVerdict({ failures: 500, lastFailureAt: last }, "slow", policy, at("2026-03-14T09:00:29.999Z"))).toEqual({
      allowed: false,
      reason: "slowed",
      until: at("2026-03-14T09:00:30.000Z"),
    });
    expect(signInVerdict({ failures: 500, lastFailureAt: last }, "slow", policy, at("2026-03-14T09:00:30.000Z"))).toEqual({ allowed: true });
  });

  it("holds back no address the account has signed in from", () => {
    expect(signInVerdict({ failures: 500, lastFailureAt: last }, "none", policy, last)).toEqual({ allowed: true });
  });
});

describe("strictestVerdict", () => {
  it("puts a lock before a slowdown and a later end before an earlier one", () => {
    const slowed = { allowed: false, reason: "slowed", until: at("2026-03-14T09:00:30.000Z") } as const;
    const slowedLonger = { ...slowed, until: at("2026-03-14T09:00:40.000Z") };
    const locked = { allowed: false, reason: "locked", until: at("2026-03-14T09:15:00.000Z") } as const;
    expect(strictestVerdict([{ allowed: true }, slowed, locked])).toBe(locked);
    expect(strictestVerdict([slowed, slowedLonger])).toBe(slowedLonger);
    expect(strictestVerdict([{ allowed: true }])).toEqual({ allowed: true });
  });
});

describe("indiaClockTime", () => {
  it("writes the time in India", () => {
    expect(indiaClockTime(at("2026-03-14T09:05:00.000Z"))).toBe("14:35 IST");
    expect(indiaClockTime(at("2026-03-14T18:30:00.000Z"))).toBe("00:00 IST");
  });
});

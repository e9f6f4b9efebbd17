import { describe, expect, it } from "vitest";
import { loadConfig, parseDuration } from "./config.ts";

describe("loadConfig", () => {
  it("runs on a laptop with no variables set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("localhost");
    expect(config.dataDir).toBe("./data");
    expect(config.siteUrl.href).toBe("http://localhost:3000/");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.rateLimit).toEqual({ max: 20, verifiedMax: 200, windowMs: 600_000 });
    expect(config.challengeKey).toBeUndefined();
  });

  it("reads the variables it is given", () => {
    const config = loadConfig({ PORT: "8080", SITE_URL: "https://ankur.example.in", DATA_DIR: "/var/lib/ankur" });
    expect(config.port).toBe(8080);
    expect(config.siteUrl.origin).toBe("https://ankur.example.in");
    expect(config.dataDir).toBe("/var/lib/ankur");
  });

  it("reads the database and rate limit variables", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://ankur:secret@db:5432/ankur", RATE_LIMIT_MAX: "5", RATE_LIMIT_VERIFIED_MAX: "50", RATE_LIMIT_WINDOW: "1h" });
    expect(config.databaseUrl).toBe("postgres://ankur:secret@db:5432/ankur");
    expect(config.rateLimit).toEqual({ max: 5, verifiedMax: 50, windowMs: 3_600_000 });
    expect(loadConfig({ DATABASE_URL: "postgresql://db/ankur" }).databaseUrl).toBe("postgresql://db/ankur");
    expect(loadConfig({ DATABASE_URL: "", RATE_LIMIT_MAX: "", RATE_LIMIT_WINDOW: "" }).databaseUrl).toBeUndefined();
  });

  it("takes a spam-check key of 32 characters or more, and refuses a shorter one", () => {
    expect(loadConfig({ ALTCHA_HMAC_KEY: "k".repeat(32) }).challengeKey).toBe("k".repeat(32));
    expect(loadConfig({ ALTCHA_HMAC_KEY: "" }).challengeKey).toBeUndefined();
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: "too-short" })).toThrow(/ALTCHA_HMAC_KEY: must be at least 32 characters/);
  });

  it("names every bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", SITE_URL: "ftp://x" })).toThrow(/PORT.*SITE_URL/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://db/x", RATE_LIMIT_MAX: "0", RATE_LIMIT_WINDOW: "soon" })).toThrow(
      /DATABASE_URL.*RATE_LIMIT_MAX.*RATE_LIMIT_WINDOW/,
    );
  });
});

describe("staff inbox settings", () => {
  it("default to 8-hour sessions, slowing after 5 failed sign-ins and a 15-minute lock", () => {
    expect(loadConfig({}).staff).toEqual({ sessionLifetimeMs: 8 * 3_600_000, signIn: { attempts: 5, slowdownMs: 30_000, lockoutMs: 900_000 } });
  });

  it("read SESSION_LIFETIME and the SIGN_IN_* variables, and name bad ones", () => {
    const config = loadConfig({ SESSION_LIFETIME: "30m", SIGN_IN_ATTEMPTS: "3", SIGN_IN_SLOWDOWN: "10s", SIGN_IN_LOCKOUT: "1h" });
    expect(config.staff).toEqual({ sessionLifetimeMs: 1_800_000, signIn: { attempts: 3, slowdownMs: 10_000, lockoutMs: 3_600_000 } });
    expect(() => loadConfig({ SESSION_LIFETIME: "forever", SIGN_IN_ATTEMPTS: "0" })).toThrow(/SESSION_LIFETIME.*SIGN_IN_ATTEMPTS/);
  });
});

describe("parseDuration", () => {
  it("reads milliseconds, seconds, minutes and hours", () => {
    expect(parseDuration("1500")).toBe(1500);
    expect(parseDuration("30s")).toBe(30_000);
    expect(parseDuration("10m")).toBe(600_000);
    expect(parseDuration("2h")).toBe(7_200_000);
    expect(parseDuration("0")).toBeUndefined();
    expect(parseDuration("10 minutes")).toBeUndefined();
  });
});

describe("scale-out settings", () => {
  it("trust no proxy and give shutdown 10 seconds by default", () => {
    const config = loadConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.shutdownTimeoutMs).toBe(10_000);
  });

  it("read TRUST_PROXY and SHUTDOWN_TIMEOUT, and name bad ones", () => {
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1,10.0.0.0/8", SHUTDOWN_TIMEOUT: "30s" })).toMatchObject({
      trustProxy: ["127.0.0.1", "10.0.0.0/8"],
      shutdownTimeoutMs: 30_000,
    });
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY.*hops is not supported/);
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: "anyone", SHUTDOWN_TIMEOUT: "soon" })).toThrow(/TRUST_PROXY.*SHUTDOWN_TIMEOUT/);
  });
});

describe("request timeout", () => {
  it("gives a client 30 seconds to send a whole request by default, and reads REQUEST_TIMEOUT", () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT: "5s" }).requestTimeoutMs).toBe(5000);
    expect(loadConfig({ REQUEST_TIMEOUT: "" }).requestTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT: "never" })).toThrow(/REQUEST_TIMEOUT/);
  });
});

describe("retention", () => {
  it("keeps leads 24 months and the audit log 13 by default, runs a minute after start and daily, and refuses an audit log kept under a year", () => {
    expect(loadConfig({}).retention).toEqual({ leadRetentionMonths: 24, auditLogRetentionMonths: 13, firstRunDelayMs: 60_000, intervalMs: 86_400_000 });
    expect(loadConfig({ LEAD_RETENTION_MONTHS: "36", AUDIT_LOG_RETENTION_MONTHS: "24", RETENTION_JOB_DELAY: "5m", RETENTION_JOB_INTERVAL: "12h" }).retention).toEqual({
      leadRetentionMonths: 36,
      auditLogRetentionMonths: 24,
      firstRunDelayMs: 300_000,
      intervalMs: 43_200_000,
    });
    expect(() => loadConfig({ AUDIT_LOG_RETENTION_MONTHS: "6" })).toThrow(/AUDIT_LOG_RETENTION_MONTHS: must be at least 12/);
    expect(() => loadConfig({ LEAD_RETENTION_MONTHS: "0" })).toThrow(/LEAD_RETENTION_MONTHS/);
  });
});

describe("working a lead", () => {
  it("gives every kind two working days (17 working hours) to a first reply, and the digest from 09:00 IST, unless set", () => {
    const { leadWork } = loadConfig({});
    expect(leadWork.replyTargets.contact).toBe(17);
    expect(leadWork.replyTargets.partnership).toBe(17);
    expect(leadWork.digestHour).toBe(9);
  });

  it("takes a default and a kind's own target, and the digest's hour", () => {
    const { leadWork } = loadConfig({ REPLY_TARGET_HOURS: "8.5", REPLY_TARGET_HOURS_BY_KIND: "partnership=42.5", REPLY_DIGEST_HOUR: "10" });
    expect(leadWork.replyTargets.contact).toBe(8.5);
    expect(leadWork.replyTargets.partnership).toBe(42.5);
    expect(leadWork.digestHour).toBe(10);
  });

  it("refuses targets that are not hours of a kind that exists", () => {
    expect(() => loadConfig({ REPLY_TARGET_HOURS: "0" })).toThrow(/REPLY_TARGET_HOURS/);
    expect(() => loadConfig({ REPLY_TARGET_HOURS_BY_KIND: "visits=4" })).toThrow(/REPLY_TARGET_HOURS_BY_KIND/);
    expect(() => loadConfig({ REPLY_DIGEST_HOUR: "24" })).toThrow(/REPLY_DIGEST_HOUR/);
  });
});

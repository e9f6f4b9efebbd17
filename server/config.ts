import { z } from "zod";
import { AUDIT_LOG_RETENTION_MONTHS, AUDIT_LOG_RETENTION_MONTHS_MIN, DEFAULT_LEAD_RETENTION_MONTHS } from "../contract/leads/data-retention.ts";
import { MAIL_ENV, mailConfig, requireMailSettings } from "./mail/mail-config.ts";
import { CHALLENGE_KEY_MIN_LENGTH } from "./api/lead-challenge/challenge-key.ts";
import { TRUST_PROXY_FORMAT, type TrustProxy, parseTrustProxy } from "./trust-proxy.ts";
import { WEBHOOK_ENV, requireWebhookSecret, webhookConfig } from "./webhooks/webhook-config.ts";
import { LEAD_WORK_ENV, leadWorkConfig } from "./api/admin/lead-work-config.ts";

const port = z.coerce.number().int().min(0).max(65535);

/** "30s", "10m", "1h" or a number of milliseconds. */
const DURATION = /^(\d+)\s*(ms|s|m|h)?$/;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

export function parseDuration(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[(match[2] ?? "ms") as keyof typeof UNIT_MS];
  return ms > 0 ? ms : undefined;
}

/** An unset variable and an empty one (`DATABASE_URL=` in an env file) mean the same. */
const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

/** A duration variable ("30s", "15m", "8h" or milliseconds) read as milliseconds. */
const duration = (fallback: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .string()
      .default(fallback)
      .refine((text) => parseDuration(text) !== undefined, 'must be a duration such as "10m", "1h", "30s" or milliseconds')
      .transform((text) => parseDuration(text) as number),
  );

/** The server's configuration, read from the environment and checked at start-up. */
export const configSchema = z
  .object({
    PORT: port.default(3000),
    /** "localhost" listens on loopback only; set 0.0.0.0 in a container. */
    HOST: z.string().min(1).default("localhost"),
    /** Where the embedded database and other data live. */
    DATA_DIR: z.string().min(1).default("./data"),
    /** The public address of the site, for canonical links, CORS and cookies. */
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The prerendered site, as `npm run build` writes it. */
    BUILD_DIR: z.string().min(1).default("./build"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** A PostgreSQL server instead of the embedded SQLite file: postgres://user:password@host:5432/db */
    DATABASE_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional()),
    /** Form submissions one address may make per window, per form, without a solved spam check (no JavaScript, an API client). */
    RATE_LIMIT_MAX: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(20)),
    /** The same with a solved spam check (a browser running the form's script): counted apart, and generous for shared addresses. */
    RATE_LIMIT_VERIFIED_MAX: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(200)),
    /** The secret that signs the spam check's challenges; unset, one is made and kept in DATA_DIR (set it when several servers share a database). */
    ALTCHA_HMAC_KEY: z.preprocess(blankAsUnset, z.string().min(CHALLENGE_KEY_MIN_LENGTH, `must be at least ${CHALLENGE_KEY_MIN_LENGTH} characters`).optional()),
    /** The rate limit's window: "10m", "1h", "30s" or milliseconds. */
    RATE_LIMIT_WINDOW: z.preprocess(
      blankAsUnset,
      z
        .string()
        .default("10m")
        .refine((text) => parseDuration(text) !== undefined, 'must be a duration such as "10m", "1h", "30s" or milliseconds')
        .transform((text) => parseDuration(text) as number),
    ),
    ...MAIL_ENV,
    ...WEBHOOK_ENV,
    /** How long a staff sign-in lasts. */
    SESSION_LIFETIME: duration("8h"),
    /**
     * Failed sign-ins from one address, or at one account from all addresses, before sign-in slows
     * down to one try per SIGN_IN_SLOWDOWN; twice as many lock the address (never the account: sign-in-throttle.ts).
     */
    SIGN_IN_ATTEMPTS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(5)),
    SIGN_IN_SLOWDOWN: duration("30s"),
    /** How long a locked address stays locked (and how long failures are remembered). */
    SIGN_IN_LOCKOUT: duration("15m"),
    /** Which proxies may name the client in X-Forwarded-For (trust-proxy.ts); unset trusts none. */
    TRUST_PROXY: z.preprocess(
      blankAsUnset,
      z
        .string()
        .optional()
        .refine((text) => parseTrustProxy(text) !== undefined, TRUST_PROXY_FORMAT)
        .transform((text) => parseTrustProxy(text) as TrustProxy),
    ),
    /** On SIGTERM, how long requests in flight and the mail worker may take before the process exits anyway. */
    SHUTDOWN_TIMEOUT: duration("10s"),
    /** How long a client may take to send a whole request (headers and body); a slower one gets 408 and is closed. */
    REQUEST_TIMEOUT: duration("30s"),
    /** Months without activity after which a lead is erased, after a notice e-mail (server/jobs/retention-job.ts). */
    LEAD_RETENTION_MONTHS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(1200).default(DEFAULT_LEAD_RETENTION_MONTHS)),
    /** Months the audit log and the security records are kept before the retention job purges them; at least a year (DPDP Rules 2025, Rule 6). */
    AUDIT_LOG_RETENTION_MONTHS: z.preprocess(
      blankAsUnset,
      z.coerce.number().int().min(AUDIT_LOG_RETENTION_MONTHS_MIN, `must be at least ${AUDIT_LOG_RETENTION_MONTHS_MIN} (a year)`).max(1200).default(AUDIT_LOG_RETENTION_MONTHS),
    ),
    /** How soon after start the retention job first runs, and then how often. */
    RETENTION_JOB_DELAY: duration("1m"),
    RETENTION_JOB_INTERVAL: duration("24h"),
    /** The reply-time targets and the daily digest of overdue leads (api/admin/lead-work-config.ts). */
    ...LEAD_WORK_ENV,
  })
  .superRefine(requireMailSettings)
  .superRefine(requireWebhookSecret)
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    siteUrl: new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`),
    buildDir: env.BUILD_DIR,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    rateLimit: { max: env.RATE_LIMIT_MAX, verifiedMax: env.RATE_LIMIT_VERIFIED_MAX, windowMs: env.RATE_LIMIT_WINDOW },
    challengeKey: env.ALTCHA_HMAC_KEY,
    mail: mailConfig(env),
    webhooks: webhookConfig(env),
    leadWork: leadWorkConfig(env),
    staff: {
      sessionLifetimeMs: env.SESSION_LIFETIME,
      signIn: { attempts: env.SIGN_IN_ATTEMPTS, slowdownMs: env.SIGN_IN_SLOWDOWN, lockoutMs: env.SIGN_IN_LOCKOUT },
    },
    trustProxy: env.TRUST_PROXY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT,
    requestTimeoutMs: env.REQUEST_TIMEOUT,
    retention: {
      leadRetentionMonths: env.LEAD_RETENTION_MONTHS,
      auditLogRetentionMonths: env.AUDIT_LOG_RETENTION_MONTHS,
      firstRunDelayMs: env.RETENTION_JOB_DELAY,
      intervalMs: env.RETENTION_JOB_INTERVAL,
    },
  }));

export type ServerConfig = z.output<typeof configSchema>;

/** Parses the environment; on bad values, throws one message naming each variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

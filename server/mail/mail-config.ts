import { z } from "zod";
import { LEAD_KINDS, type LeadKind } from "../../contract/leads/lead-paths.ts";

/**
 * Mail settings from the environment (README, "Mail"). Without SMTP_URL mail
 * is off: messages wait in the outbox until it is set. With it, MAIL_FROM and
 * TEAM_INBOX must be set too.
 */

const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

const DURATION = /^(\d+)\s*(ms|s|m|h)?$/;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

function durationMs(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[(match[2] ?? "ms") as keyof typeof UNIT_MS];
  return ms > 0 ? ms : undefined;
}

const isAddress = (text: string) => z.email().safeParse(text).success;

/** "team@ankur.in, incubation@ankur.in" → both addresses; every one must be an e-mail address. */
export function parseAddressList(text: string): string[] | undefined {
  const addresses = text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  return addresses.length > 0 && addresses.every(isAddress) ? addresses : undefined;
}

const addressList = z.preprocess(
  blankAsUnset,
  z
    .string()
    .refine((text) => parseAddressList(text) !== undefined, "must be one e-mail address or several separated by commas")
    .transform((text) => parseAddressList(text) as string[])
    .optional(),
);

/** "Ankur <no-reply@ankur-ecosystem.in>" or a bare address. */
const SENDER = /^\s*(?:"?([^"<>]*?)"?\s*)?<([^<>\s]+)>\s*$/;

export function isSender(text: string): boolean {
  const named = SENDER.exec(text);
  return named ? isAddress(named[2] ?? "") : isAddress(text.trim());
}

/** TEAM_INBOX_INCUBATION, TEAM_INBOX_CORPORATE_INQUIRY, ... */
export function teamInboxVariable(kind: LeadKind): string {
  return `TEAM_INBOX_${kind.toUpperCase().replace(/-/g, "_")}`;
}

const kindOverrides = Object.fromEntries(LEAD_KINDS.map((kind) => [teamInboxVariable(kind), addressList])) as Record<string, typeof addressList>;

/** The variables, merged into the server's configuration schema. */
export const MAIL_ENV = {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://...:465; unset: mail is off. */
  SMTP_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  /** The sender of every message: "Ankur <no-reply@ankur-ecosystem.in>". */
  MAIL_FROM: z.preprocess(blankAsUnset, z.string().refine(isSender, 'must be an e-mail address, or "Name <address>"').optional()),
  /** Who hears of every new lead, unless a TEAM_INBOX_<KIND> names others for a kind. */
  TEAM_INBOX: addressList,
  ...kindOverrides,
  /** Tries before a message is marked failed. */
  MAIL_MAX_ATTEMPTS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(50).default(10)),
  /** The wait after the first failed try; it doubles with each further one, up to two hours. */
  MAIL_RETRY_DELAY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .default("1m")
      .refine((text) => durationMs(text) !== undefined, 'must be a duration such as "30s", "1m" or milliseconds')
      .transform((text) => durationMs(text) as number),
  ),
  /** How long a worker's claim on a message lasts; after it, another server instance may take the message (a worker that died). */
  MAIL_CLAIM_TIMEOUT: z.preprocess(
    blankAsUnset,
    z
      .string()
      .default("2m")
      .refine((text) => durationMs(text) !== undefined, 'must be a duration such as "2m", "30s" or milliseconds')
      .transform((text) => durationMs(text) as number),
  ),
};

type MailEnv = {
  SMTP_URL?: string;
  MAIL_FROM?: string;
  TEAM_INBOX?: string[];
  MAIL_MAX_ATTEMPTS: number;
  MAIL_RETRY_DELAY: number;
  MAIL_CLAIM_TIMEOUT?: number;
} & Record<string, unknown>;

/** With SMTP_URL set, the sender and the team's inbox must be known. */
export function requireMailSettings(env: MailEnv, context: z.RefinementCtx): void {
  if (!env.SMTP_URL) return;
  for (const name of ["MAIL_FROM", "TEAM_INBOX"] as const) {
    if (env[name] === undefined) context.addIssue({ code: "custom", path: [name], message: "must be set when SMTP_URL is set" });
  }
}

export const RETRY_DELAY_MAX_MS = 2 * 3_600_000;

export type MailConfig = {
  /** Unset: mail is off and messages wait in the outbox. */
  smtpUrl?: string;
  from?: string;
  /** Who is told of a new lead, per kind; empty while TEAM_INBOX is unset. */
  teamInbox: Readonly<Record<LeadKind, readonly string[]>>;
  maxAttempts: number;
  retryDelayMs: number;
  retryDelayMaxMs: number;
  /** MAIL_CLAIM_TIMEOUT: a claim lapses after this long (longer than any send may take); unset: the worker's default. */
  claimMs?: number;
};

export function mailConfig(env: MailEnv): MailConfig {
  const teamInbox = Object.fromEntries(
    LEAD_KINDS.map((kind) => [kind, (env[teamInboxVariable(kind)] as string[] | undefined) ?? env.TEAM_INBOX ?? []]),
  ) as Record<LeadKind, string[]>;
  return {
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.MAIL_FROM ? { from: env.MAIL_FROM.trim() } : {}),
    teamInbox,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryDelayMs: env.MAIL_RETRY_DELAY,
    retryDelayMaxMs: RETRY_DELAY_MAX_MS,
    ...(env.MAIL_CLAIM_TIMEOUT !== undefined ? { claimMs: env.MAIL_CLAIM_TIMEOUT } : {}),
  };
}

/** The SMTP server without its password, for the logs. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.username ? `${decodeURIComponent(url.username)}@` : ""}${url.host}`;
}

import { createRequire } from "node:module";
import type { FastifyServerOptions } from "fastify";
import { type DestinationStream, stdSerializers } from "pino";
import type PinoPretty from "pino-pretty";
import { isCi } from "./ci-environment.ts";

/**
 * The server's log holds no personal data (issue 11). Request bodies are
 * never logged (Fastify does not, and no handler passes one); what could
 * still carry a visitor's words is cut here, in one place:
 * - the query string of every logged URL (the inbox search sends names and
 *   addresses there),
 * - fields that hold what a visitor typed, should any code log them,
 * - e-mail addresses and phone numbers inside logged strings and error
 *   messages (an SMTP server echoes the recipient, a database error its value),
 * - cookies, the Authorization header and the session cookie being set.
 */
export const REDACTED_LOG_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "body",
  "req.body",
  "fields",
  "*.fields",
  "email",
  "*.email",
  "phone",
  "*.phone",
  "err.detail",
  "err.parameters",
  "err.where",
];

// A local part, @, and a domain with a dot; angle brackets go with it.
const ADDRESS = /<?[^\s<>@"',;:()[\]]+@[^\s<>@"',;:()[\]]+\.[^\s<>@"',;:()[\]]+>?/g;
// Seven or more digits with spaces, hyphens or brackets: a phone number. Not a dotted IP address, and not a date (checked below).
const PHONE = /\+?\d[\d\s()-]{5,}\d/g;
const DATE = /^\d{4}-\d{2}-\d{2}/;

/** A logged text with e-mail addresses and phone-like digit runs replaced. */
export function scrubPersonalData(text: string): string {
  return text
    .replace(ADDRESS, "[address]")
    .replace(PHONE, (digits) => (digits.replace(/\D/g, "").length >= 7 && !DATE.test(digits) ? "[number]" : digits));
}

/** The path of a URL without its query string, which may hold search words. */
export function pathOnly(url: string | undefined): string | undefined {
  return url?.split("?")[0];
}

type LoggedRequest = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

const serializers = {
  req: (req: LoggedRequest) => ({ method: req.method, url: pathOnly(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
  err: (error: Error) => {
    const serialized = stdSerializers.err(error);
    const scrubbed: Record<string, unknown> = { ...serialized, message: scrubPersonalData(serialized.message), stack: scrubPersonalData(serialized.stack) };
    for (const key of ["reason", "detail"]) {
      const value = scrubbed[key];
      if (typeof value === "string") scrubbed[key] = scrubPersonalData(value);
    }
    return scrubbed as typeof serialized;
  },
};

/** Every top-level string of a log line, scrubbed (the mail worker logs an SMTP server's words as `reason`). */
function scrubLogLine(object: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === "string") object[key] = key === "url" ? scrubPersonalData(pathOnly(value) ?? "") : scrubPersonalData(value);
  }
  return object;
}

/** Where the server runs, as far as the log's format goes. */
export type LogSurroundings = { isTTY: boolean; env: NodeJS.ProcessEnv };

const surroundings = (): LogSurroundings => ({ isTTY: process.stdout.isTTY === true, env: process.env });

/**
 * Human-readable log lines only for a developer watching a terminal; JSON for
 * machines: in production, under CI, when the output is piped or a file, and
 * when a test reads the log (`stream`).
 */
export function wantsPrettyLogs({ isTTY, env }: LogSurroundings, stream?: DestinationStream): boolean {
  return !stream && isTTY && !isCi(env) && env.NODE_ENV !== "production";
}

type PrettyStreamFactory = (options: PinoPretty.PrettyOptions) => DestinationStream;

const requirePinoPretty = (): PrettyStreamFactory => createRequire(import.meta.url)("pino-pretty") as typeof PinoPretty;

/**
 * pino-pretty writing to standard output on the server's own thread (a worker
 * thread transport would cost memory), or undefined when it cannot be loaded:
 * it is a development dependency, absent after `npm ci --omit=dev`. Loaded
 * only when wanted, and synchronously, so that loggerOptions stays synchronous.
 */
export function prettyLogStream(load = requirePinoPretty): DestinationStream | undefined {
  try {
    return load()({ sync: true, singleLine: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" });
  } catch {
    return undefined;
  }
}

/** Fastify's logger options; `stream` lets a test read what would be written. */
export function loggerOptions(level: string, stream?: DestinationStream, where: LogSurroundings = surroundings()): FastifyServerOptions["logger"] {
  const destination = wantsPrettyLogs(where, stream) ? prettyLogStream() : stream;
  return {
    level,
    redact: REDACTED_LOG_PATHS,
    serializers,
    formatters: { log: scrubLogLine },
    ...(destination ? { stream: destination } : {}),
  };
}

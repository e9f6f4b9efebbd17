import { Writable } from "node:stream";
import pino from "pino";
import pinoPretty from "pino-pretty";
import { describe, expect, it } from "vitest";
import { loggerOptions, prettyLogStream, wantsPrettyLogs } from "./logging.ts";

const terminal = { isTTY: true, env: {} };

describe("the log's format", () => {
  it("is human-readable only on a developer's terminal", () => {
    expect(wantsPrettyLogs(terminal)).toBe(true);
    expect(wantsPrettyLogs({ isTTY: true, env: { NODE_ENV: "development", CI: "false" } })).toBe(true);
  });

  it("stays JSON when piped, under CI, in production, or when a stream is given (tests)", () => {
    expect(wantsPrettyLogs({ isTTY: false, env: {} })).toBe(false);
    for (const CI of ["true", "1", "yes"]) expect(wantsPrettyLogs({ isTTY: true, env: { CI } })).toBe(false);
    expect(wantsPrettyLogs({ isTTY: true, env: { NODE_ENV: "production" } })).toBe(false);
    expect(wantsPrettyLogs(terminal, new Writable())).toBe(false);
  });

  it("gives Fastify pino-pretty's stream on a terminal, and no stream (JSON to standard output) otherwise", () => {
    expect(loggerOptions("info", undefined, terminal)).toHaveProperty("stream");
    expect(loggerOptions("info", undefined, { isTTY: true, env: { CI: "true" } })).not.toHaveProperty("stream");
    const given = new Writable({ write: (_chunk, _encoding, done) => done() });
    expect(loggerOptions("info", given, terminal)).toHaveProperty("stream", given);
  });

  it("falls back to JSON when pino-pretty is not installed (production dependencies only)", () => {
    const missing = () => {
      throw Object.assign(new Error("Cannot find module 'pino-pretty'"), { code: "MODULE_NOT_FOUND" });
    };
    expect(prettyLogStream(missing)).toBeUndefined();
  });

  it("writes one readable line an entry through pino-pretty, still scrubbed of personal data", () => {
    let written = "";
    const capture = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        written += chunk.toString();
        done();
      },
    });
    // The options prettyLogStream chooses, written here instead of to standard output.
    const stream = prettyLogStream(() => (options) => pinoPretty({ ...options, destination: capture, colorize: false }));
    const { stream: _stdout, ...options } = loggerOptions("info", undefined, terminal) as pino.LoggerOptions & { stream?: unknown };
    pino(options, stream).warn({ reason: "550 no mailbox anjali.rao@example.in" }, "mail bounced");
    expect(written).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] WARN: mail bounced {"reason":"550 no mailbox \[address\]"}\n$/);
  });
});

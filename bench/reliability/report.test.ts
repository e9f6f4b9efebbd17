import { describe, expect, it } from "vitest";
import { markerEmail, markerOf } from "./lead-bodies.ts";
import { urlWithSchema } from "./lead-stores.ts";
import type { Reconciliation } from "./reconcile.ts";
import { type ReliabilityResults, allPassed, grouped, markdownReport, summaryLine, terminalReport } from "./report.ts";
import type { CrashResult, OutageResult, RunResult } from "./scenarios.ts";

const reconciliation = (acknowledged: number, extra: Partial<Reconciliation> = {}): Reconciliation => ({
  requests: acknowledged,
  acknowledged,
  found: acknowledged,
  lost: 0,
  duplicates: 0,
  wrongReference: 0,
  rejected: 0,
  rejectedButStored: 0,
  unknown: 0,
  unknownStored: 0,
  unknownNotStored: 0,
  strays: 0,
  examples: { lost: [], duplicates: [], wrongReference: [], rejectedButStored: [] },
  ...extra,
});

const latency = { answered: 10, p50: 40, p99: 200, max: 300, answersPerSecond: 500 };

const run = (engine: RunResult["engine"], acknowledged: number, extra: Partial<RunResult> = {}): RunResult => ({
  engine,
  runTag: "run-x",
  seconds: 30,
  requests: acknowledged,
  statusCounts: { "201": acknowledged },
  latency,
  latencyByKind: { contact: latency, incubation: latency },
  reconciliation: reconciliation(acknowledged),
  databaseCheck: "ok",
  serverSurvived: true,
  ...extra,
});

const crash = (engine: RunResult["engine"], extra: Partial<CrashResult> = {}): CrashResult => ({
  ...run(engine, 100, { reconciliation: reconciliation(100, { unknown: 64, unknownNotStored: 64 }) }),
  killedAtMs: 15_000,
  restartHealthMs: 900,
  downMs: 1200,
  acknowledgedAfterRestart: 40,
  ...extra,
});

const outage = (extra: Partial<OutageResult["outage"]> = {}): OutageResult => ({
  ...run("PostgreSQL", 500, { statusCounts: { "201": 500, "503": 1234 } }),
  postgresVersion: "postgres (PostgreSQL) 15.18",
  downAtMs: 10_000,
  upAtMs: 20_000,
  outage: { duringOutage: 1300, clear503: 1234, other503: 0, other5xx: 0, noAnswer: 0, slowestAnswerMs: 800, recoveredInMs: 1200, failuresAfterRecovery: 0, ...extra },
});

describe("grouped", () => {
  it("groups thousands with a space", () => {
    expect(grouped(18342)).toBe("18 342");
    expect(grouped(1234567)).toBe("1 234 567");
    expect(grouped(12)).toBe("12");
    expect(grouped(Number.NaN)).toBe("–");
  });
});

describe("summaryLine", () => {
  it("the steady runs, the kills and the outage in one line", () => {
    const line = summaryLine([run("SQLite", 18000), run("PostgreSQL", 342)], [crash("SQLite"), crash("PostgreSQL", { downMs: 2500 })], outage());
    expect(line).toBe(
      "leads acknowledged 18 342, found 18 342, lost 0, duplicated 0; kill -9 ×2 acknowledged 200, lost 0, duplicated 0, unknown 128, back in ≤ 2.5 s; outage: 503s 1 234, 5xx other 0, hung 0, slowest answer 0.8 s, recovered in 1.2 s, lost 0",
    );
  });

  it("says why the outage did not run", () => {
    expect(summaryLine([], [], { skipped: "no PostgreSQL" })).toContain("outage: not run (no PostgreSQL)");
  });
});

describe("allPassed", () => {
  it("holds when nothing was lost, doubled or wrongly stored and the server recovered", () => {
    expect(allPassed([run("SQLite", 10)], [crash("SQLite")], outage())).toBe(true);
  });

  it("fails on a lost, duplicated or refused-but-stored lead", () => {
    expect(allPassed([run("SQLite", 10, { reconciliation: reconciliation(10, { lost: 1 }) })], [], { skipped: "" })).toBe(false);
    expect(allPassed([run("SQLite", 10, { reconciliation: reconciliation(10, { duplicates: 1 }) })], [], { skipped: "" })).toBe(false);
    expect(allPassed([run("SQLite", 10, { reconciliation: reconciliation(10, { rejectedButStored: 1 }) })], [], { skipped: "" })).toBe(false);
  });

  it("fails on a 500, a damaged database, a dead server or a restart that takes no leads", () => {
    expect(allPassed([run("SQLite", 10, { statusCounts: { "201": 10, "500": 1 } })], [], { skipped: "" })).toBe(false);
    expect(allPassed([run("SQLite", 10, { databaseCheck: "row 3 missing from index" })], [], { skipped: "" })).toBe(false);
    expect(allPassed([run("SQLite", 10, { serverSurvived: false })], [], { skipped: "" })).toBe(false);
    expect(allPassed([], [crash("SQLite", { acknowledgedAfterRestart: 0 })], { skipped: "" })).toBe(false);
  });

  it("fails when the outage hung a request, answered another 503 or never recovered", () => {
    expect(allPassed([], [], outage({ noAnswer: 1 }))).toBe(false);
    expect(allPassed([], [], outage({ other503: 1 }))).toBe(false);
    expect(allPassed([], [], outage({ recoveredInMs: Number.NaN }))).toBe(false);
    expect(allPassed([], [], outage({ failuresAfterRecovery: 3 }))).toBe(false);
  });
});

describe("the reports", () => {
  const results: ReliabilityResults = {
    measuredAt: "2026-11-21T15:00:00Z",
    machine: { cores: 2, cpu: "Test CPU", memoryBytes: 24 * 2 ** 30, loadAverage: [5.1, 4.2, 4], loadAverageAtEnd: [6, 5, 4], node: "v24.21.0", os: "Linux" },
    settings: { clients: 64, incubationClients: 8, pitchDeckBytes: 2 ** 20, durationSeconds: 30, crashes: 5, outageSeconds: 10, requestTimeoutSeconds: 30 },
    steady: [run("SQLite", 18000)],
    crashes: [crash("SQLite"), crash("SQLite"), crash("PostgreSQL")],
    outage: outage(),
    summary: "the summary",
    passed: true,
  };

  it("Markdown: the machine, the summary and a table per part, runs numbered per engine", () => {
    const md = markdownReport(results);
    expect(md).toContain("2 cores (Test CPU), 24.0 GiB memory");
    expect(md).toContain("Load average 5.10, 4.20, 4.00 at the start");
    expect(md).toContain("**the summary**");
    expect(md).toContain("| SQLite | all | 18 000 | 201: 18000 |".replace("18000", "18 000"));
    expect(md).toMatch(/\| PostgreSQL \| 1 \| 15\.0 s \|/);
    expect(md).toMatch(/\| SQLite \| 2 \| 15\.0 s \|/);
    expect(md).toContain("| 1 300 | 1 234 | 0 | 0 | 0 | 800 ms | 1200 ms | 0 | yes |");
  });

  it("the terminal report ends with the verdict", () => {
    expect(terminalReport(results)).toMatch(/the summary\n\nPASSED/);
    expect(terminalReport({ ...results, passed: false })).toMatch(/FAILED/);
  });
});

describe("markers and schemas", () => {
  it("a marker travels in the e-mail address and comes back out for its own run only", () => {
    const email = markerEmail("c3-17", "run-ab12");
    expect(email).toBe("c3-17@run-ab12.reliability.example.in");
    expect(markerOf(email, "run-ab12")).toBe("c3-17");
    expect(markerOf(email, "run-cd34")).toBeUndefined();
  });

  it("the server's DATABASE_URL names the schema through options, spaces as %20", () => {
    const url = urlWithSchema("postgres://ankur:ankur@127.0.0.1:5432/ankur_test", "reliability_1a2b");
    expect(url).toBe("postgres://ankur:ankur@127.0.0.1:5432/ankur_test?options=-c%20search_path%3Dreliability_1a2b");
  });
});

import { describe, expect, it } from "vitest";
import { markerEmail, markerOf } from "./lead-bodies.ts";
import { urlWithSchema } from "./lead-stores.ts";
import type { Reconciliation } from "./reconcile.ts";
import { type FuzzResult, fuzzPassed, fuzzSummary, fuzzTotals, parseFuzzReport } from "./fuzz-report.ts";
import { type ReliabilityParts, type ReliabilityResults, allPassed, grouped, markdownReport, summaryLine, terminalReport } from "./report.ts";
import type { CrashResult, FreezeResult, OutageResult, RunResult } from "./scenarios.ts";

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

const freeze = (extra: Partial<OutageResult["outage"]> = {}, reconciled: Partial<Reconciliation> = {}): FreezeResult => ({
  ...outage({ duringOutage: 425, clear503: 360, slowestAnswerMs: 10_400, recoveredInMs: 600, ...extra }),
  reconciliation: reconciliation(500, reconciled),
  upAtMs: 25_000,
  processesFrozen: 16,
});

const statuses = { "201": 120, "403": 80, "422": 800 };
const fuzzed = (extra: Partial<FuzzResult> = {}, engines = ["SQLite", "PostgreSQL"]): FuzzResult => ({
  testFile: "server/security/public-endpoints-fuzz.test.ts",
  engines: engines.map((engine) => ({
    engine,
    runs: 1000,
    endpoints: ["contact", "incubation", "partnership", "corporate-inquiry", "investor-access", "event-registration", "download-request", "application status", "admin sign-in"].map((name) => ({ name, bodies: 1000, statuses, passed: true })),
    storedLeadsCheck: { passed: true, leads: 840, pitchDecks: 12 },
  })),
  testsPassed: true,
  seconds: 95,
  ...extra,
});

const parts = (extra: Partial<ReliabilityParts>): ReliabilityParts => ({
  steady: [],
  crashes: [],
  outage: { skipped: "not asked for" },
  freeze: { skipped: "not asked for" },
  fuzz: { skipped: "not asked for" },
  ...extra,
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
    const line = summaryLine({
      steady: [run("SQLite", 18000), run("PostgreSQL", 342)],
      crashes: [crash("SQLite"), crash("PostgreSQL", { downMs: 2500 })],
      outage: outage(),
      freeze: freeze(),
      fuzz: fuzzed(),
    });
    expect(line).toBe(
      "leads acknowledged 18 342, found 18 342, lost 0, duplicated 0; kill -9 ×2 acknowledged 200, lost 0, duplicated 0, unknown 128, back in ≤ 2.5 s; outage: 503s 1 234, 5xx other 0, hung 0, slowest answer 0.8 s, recovered in 1.2 s, lost 0; freeze 15.0 s: requests 425, 503s 360, 5xx other 0, hung 0, slowest answer 10.4 s, recovered in 0.6 s, lost 0; fuzzed 18 000 bodies (9 endpoints × 1 000 × 2 engines), 5xx 0",
    );
  });

  it("says why a part did not run, and leaves out load parts that did not run", () => {
    const line = summaryLine(parts({ outage: { skipped: "no PostgreSQL" }, freeze: { skipped: "no PostgreSQL" }, fuzz: { skipped: "not asked for" } }));
    expect(line).toBe("outage: not run (no PostgreSQL); freeze: not run (no PostgreSQL); fuzz: not run (not asked for)");
  });
});

describe("allPassed", () => {
  it("holds when nothing was lost, doubled or wrongly stored and the server recovered", () => {
    expect(allPassed({ steady: [run("SQLite", 10)], crashes: [crash("SQLite")], outage: outage(), freeze: freeze(), fuzz: fuzzed() })).toBe(true);
  });

  it("fails on a lost, duplicated or refused-but-stored lead", () => {
    expect(allPassed(parts({ steady: [run("SQLite", 10, { reconciliation: reconciliation(10, { lost: 1 }) })] }))).toBe(false);
    expect(allPassed(parts({ steady: [run("SQLite", 10, { reconciliation: reconciliation(10, { duplicates: 1 }) })] }))).toBe(false);
    expect(allPassed(parts({ steady: [run("SQLite", 10, { reconciliation: reconciliation(10, { rejectedButStored: 1 }) })] }))).toBe(false);
  });

  it("fails on a 500, a damaged database, a dead server or a restart that takes no leads", () => {
    expect(allPassed(parts({ steady: [run("SQLite", 10, { statusCounts: { "201": 10, "500": 1 } })] }))).toBe(false);
    expect(allPassed(parts({ steady: [run("SQLite", 10, { databaseCheck: "row 3 missing from index" })] }))).toBe(false);
    expect(allPassed(parts({ steady: [run("SQLite", 10, { serverSurvived: false })] }))).toBe(false);
    expect(allPassed(parts({ crashes: [crash("SQLite", { acknowledgedAfterRestart: 0 })] }))).toBe(false);
  });

  it("fails when the freeze hung a request, answered another 503, stored a refused lead or never recovered", () => {
    expect(allPassed(parts({ freeze: freeze() }))).toBe(true);
    expect(allPassed(parts({ freeze: freeze({ noAnswer: 2 }) }))).toBe(false);
    expect(allPassed(parts({ freeze: freeze({ other503: 1 }) }))).toBe(false);
    expect(allPassed(parts({ freeze: freeze({ recoveredInMs: Number.NaN }) }))).toBe(false);
    expect(allPassed(parts({ freeze: freeze({}, { rejected: 30, rejectedButStored: 3 }) }))).toBe(false);
  });

  it("fails when the fuzz test failed, answered a 5xx or a stored lead failed its schema; nothing run at all is no pass", () => {
    expect(allPassed(parts({ fuzz: fuzzed() }))).toBe(true);
    expect(allPassed(parts({ fuzz: fuzzed({ testsPassed: false }) }))).toBe(false);
    const with500 = fuzzed({ engines: fuzzed().engines.map((e) => ({ ...e, endpoints: [{ name: "contact", bodies: 1000, statuses: { "201": 999, "500": 1 }, passed: true }] })) });
    expect(allPassed(parts({ fuzz: with500 }))).toBe(false);
    const badLead = fuzzed({ engines: fuzzed().engines.map((e) => ({ ...e, storedLeadsCheck: { ...e.storedLeadsCheck, passed: false } })) });
    expect(allPassed(parts({ fuzz: badLead }))).toBe(false);
    expect(allPassed(parts({ fuzz: fuzzed({ engines: [] }) }))).toBe(false);
    expect(allPassed(parts({}))).toBe(false);
  });

  it("fails when the outage hung a request, answered another 503 or never recovered", () => {
    expect(allPassed(parts({ outage: outage({ noAnswer: 1 }) }))).toBe(false);
    expect(allPassed(parts({ outage: outage({ other503: 1 }) }))).toBe(false);
    expect(allPassed(parts({ outage: outage({ recoveredInMs: Number.NaN }) }))).toBe(false);
    expect(allPassed(parts({ outage: outage({ failuresAfterRecovery: 3 }) }))).toBe(false);
  });
});

describe("the fuzz part", () => {
  it("reads the test's JSON lines, one per engine, and skips anything else", () => {
    const text = [
      JSON.stringify({ engine: "SQLite", runs: 1000, endpoints: [{ name: "contact", bodies: 1000, statuses: { "201": 400, "422": 600 }, passed: true }], storedLeadsCheck: { passed: true, leads: 400, pitchDecks: 0 } }),
      "not json",
      JSON.stringify({ engine: "PostgreSQL", runs: 1000, endpoints: [{ name: "contact", bodies: 1003, statuses: { "422": 1002, "500": 1 }, passed: false }], storedLeadsCheck: { passed: false, leads: 0, pitchDecks: 0 } }),
      "",
    ].join("\n");
    const engines = parseFuzzReport(text);
    expect(engines.map((e) => e.engine)).toEqual(["SQLite", "PostgreSQL"]);
    expect(engines[1]?.endpoints[0]).toEqual({ name: "contact", bodies: 1003, statuses: { "422": 1002, "500": 1 }, passed: false });
    const fuzz = fuzzed({ engines });
    expect(fuzzTotals(fuzz)).toEqual({ bodies: 2003, endpoints: 1, engines: 2, serverErrors: 1, statuses: { "201": 400, "422": 1602, "500": 1 } });
    expect(fuzzPassed(fuzz)).toBe(false);
    expect(fuzzSummary(fuzz)).toBe("fuzzed 2 003 bodies (1 endpoint × 2 engines), 5xx 1, stored-leads check FAILED");
  });

  it("counts bodies per endpoint when they are all alike, on one engine too", () => {
    expect(fuzzSummary(fuzzed({}, ["SQLite"]))).toBe("fuzzed 9 000 bodies (9 endpoints × 1 000 × 1 engine), 5xx 0");
    expect(fuzzSummary(fuzzed({ testsPassed: false }))).toBe("fuzzed 18 000 bodies (9 endpoints × 1 000 × 2 engines), 5xx 0, fuzz tests FAILED");
  });
});

describe("the reports", () => {
  const results: ReliabilityResults = {
    measuredAt: "2026-11-21T15:00:00Z",
    machine: { cores: 2, cpu: "Test CPU", memoryBytes: 24 * 2 ** 30, loadAverage: [5.1, 4.2, 4], loadAverageAtEnd: [6, 5, 4], node: "v24.21.0", os: "Linux" },
    settings: { clients: 64, incubationClients: 8, pitchDeckBytes: 2 ** 20, durationSeconds: 30, crashes: 5, outageSeconds: 10, freezeSeconds: 15, requestTimeoutSeconds: 30 },
    steady: [run("SQLite", 18000)],
    crashes: [crash("SQLite"), crash("SQLite"), crash("PostgreSQL")],
    outage: outage(),
    freeze: freeze(),
    fuzz: fuzzed(),
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

  it("Markdown: the freeze's table replaces the sentence that it was not measured", () => {
    const md = markdownReport(results);
    expect(md).toContain("## PostgreSQL frozen (SIGSTOP to the postmaster and its 15 processes, connections left open) for 15.0 s during the load");
    expect(md).toContain("| 425 | 360 | 0 | 0 | 0 | 10400 ms | 600 ms | 0 | yes | 0 | 0 | 0 |");
    expect(md).toContain("SIGCONT 15 s later");
    expect(md).not.toContain("Not measured here");
    expect(markdownReport({ ...results, freeze: { skipped: "not asked for" } })).toContain("Not measured here");
  });

  it("Markdown: a table per engine of the hostile bodies, endpoint by endpoint", () => {
    const md = markdownReport(results);
    expect(md).toContain("## Hostile bodies on PostgreSQL (1 000 per endpoint; stored-leads check passed: 840 leads, 12 pitch decks re-validated)");
    expect(md).toContain("| application status | 1 000 | 201: 120, 403: 80, 422: 800 | 0 | yes |");
    expect(md).toContain("`server/security/public-endpoints-fuzz.test.ts` run as it is");
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

// The fuzz part of the reliability benchmark: what
// server/security/public-endpoints-fuzz.test.ts reported (one JSON line per
// engine in FUZZ_REPORT_FILE), its totals, tables and summary. Pure functions.
import type { Table } from "../table.ts";
import { grouped, statusText } from "./figures.ts";

export type FuzzedEndpoint = {
  name: string;
  /** Hostile bodies sent (more than the runs when fast-check shrank a failure). */
  bodies: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** The endpoint's property held: no 5xx, every answer in its documented shape. */
  passed: boolean;
};

export type FuzzedEngine = {
  engine: string;
  /** fast-check runs asked for per endpoint. */
  runs: number;
  endpoints: FuzzedEndpoint[];
  /** Every stored lead passed its form's schema when read back, and Object.prototype was left alone. */
  storedLeadsCheck: { passed: boolean; leads: number; pitchDecks: number };
};

export type FuzzResult = {
  /** The test file, run as it is. */
  testFile: string;
  engines: FuzzedEngine[];
  /** vitest's exit code was 0: every test of the file passed. */
  testsPassed: boolean;
  seconds: number;
  /** The end of vitest's output when a test failed. */
  failureOutput?: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** FUZZ_REPORT_FILE's lines, one engine each; lines that are not an engine's report are left out. */
export function parseFuzzReport(text: string): FuzzedEngine[] {
  const engines: FuzzedEngine[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isRecord(value) || typeof value.engine !== "string" || !Array.isArray(value.endpoints)) continue;
    const check = isRecord(value.storedLeadsCheck) ? value.storedLeadsCheck : {};
    engines.push({
      engine: value.engine,
      runs: count(value.runs),
      endpoints: value.endpoints.filter(isRecord).map((e) => ({
        name: String(e.name),
        bodies: count(e.bodies),
        statuses: Object.fromEntries(Object.entries(isRecord(e.statuses) ? e.statuses : {}).map(([status, n]) => [status, count(n)])),
        passed: e.passed === true,
      })),
      storedLeadsCheck: { passed: check.passed === true, leads: count(check.leads), pitchDecks: count(check.pitchDecks) },
    });
  }
  return engines;
}

export type FuzzTotals = { bodies: number; endpoints: number; engines: number; bodiesPerEndpoint?: number; serverErrors: number; statuses: Record<string, number> };

/** Bodies in all, the number of 5xx answers, answers by status; bodiesPerEndpoint when every endpoint got as many. */
export function fuzzTotals(fuzz: FuzzResult): FuzzTotals {
  const all = fuzz.engines.flatMap((e) => e.endpoints);
  const statuses: Record<string, number> = {};
  for (const endpoint of all) for (const [status, n] of Object.entries(endpoint.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  const perEndpoint = new Set(all.map((e) => e.bodies));
  return {
    bodies: all.reduce((total, e) => total + e.bodies, 0),
    endpoints: new Set(all.map((e) => e.name)).size,
    engines: fuzz.engines.length,
    ...(perEndpoint.size === 1 ? { bodiesPerEndpoint: all[0]?.bodies } : {}),
    serverErrors: Object.entries(statuses).reduce((total, [status, n]) => (/^5\d\d$/.test(status) ? total + n : total), 0),
    statuses: Object.fromEntries(Object.entries(statuses).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** Every test passed, each engine reported, no 5xx, every stored lead re-validated. */
export function fuzzPassed(fuzz: FuzzResult): boolean {
  const totals = fuzzTotals(fuzz);
  return (
    fuzz.testsPassed &&
    fuzz.engines.length > 0 &&
    totals.serverErrors === 0 &&
    fuzz.engines.every((e) => e.endpoints.length > 0 && e.endpoints.every((p) => p.passed) && e.storedLeadsCheck.passed)
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "fuzzed 18 000 bodies (9 endpoints × 1 000 × 2 engines), 5xx 0". */
export function fuzzSummary(fuzz: FuzzResult): string {
  const t = fuzzTotals(fuzz);
  const shape = [plural(t.endpoints, "endpoint"), ...(t.bodiesPerEndpoint !== undefined ? [grouped(t.bodiesPerEndpoint)] : []), plural(t.engines, "engine")].join(" × ");
  const failures = [
    ...(fuzz.engines.some((e) => !e.storedLeadsCheck.passed) ? ["stored-leads check FAILED"] : []),
    ...(!fuzz.testsPassed ? ["fuzz tests FAILED"] : []),
  ];
  return [`fuzzed ${grouped(t.bodies)} bodies (${shape}), 5xx ${grouped(t.serverErrors)}`, ...failures].join(", ");
}

/** A table per engine: endpoint, bodies, answers by status, whether its property held. */
export function fuzzTables(fuzz: FuzzResult): Table[] {
  return fuzz.engines.map((e) => ({
    title: `Hostile bodies on ${e.engine} (${grouped(e.runs)} per endpoint; stored-leads check ${e.storedLeadsCheck.passed ? `passed: ${grouped(e.storedLeadsCheck.leads)} leads, ${e.storedLeadsCheck.pitchDecks} pitch decks re-validated` : "FAILED"})`,
    headers: ["endpoint", "bodies", "answers by status", "5xx", "held"],
    rows: e.endpoints.map((p) => [
      p.name,
      grouped(p.bodies),
      statusText(p.statuses),
      Object.entries(p.statuses).reduce((total, [status, n]) => (/^5/.test(status) ? total + n : total), 0),
      p.passed ? "yes" : "NO",
    ]),
  }));
}

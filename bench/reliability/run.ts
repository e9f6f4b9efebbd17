// `npm run bench:reliability`: proves (or disproves) that an acknowledged lead
// is never lost. Steady load on SQLite and PostgreSQL, kill -9 of the server
// in the middle of the load (several times per engine), PostgreSQL stopped
// and started again under load, PostgreSQL frozen (SIGSTOP) under load; every
// answer reconciled with the database. Then the public endpoints' fuzz test
// (server/security/public-endpoints-fuzz.test.ts) and its counts. Prints
// tables and a summary line, writes
// bench/reliability-results.json and bench/RELIABILITY.md; exits 1 when a
// promise was broken.
//
// Environment (all optional):
//   RELIABILITY_DURATION            load per run: "30s" (default), "5s", ms
//   RELIABILITY_CRASHES             kill -9 runs per engine (default 5)
//   RELIABILITY_CLIENTS             concurrent clients (default 64)
//   RELIABILITY_INCUBATION_CLIENTS  of them, sending 1 MB pitch decks (default 8)
//   RELIABILITY_OUTAGE              how long PostgreSQL stays down (default "10s")
//   RELIABILITY_FREEZE              how long PostgreSQL stays frozen (default "15s")
//   RELIABILITY_REQUEST_TIMEOUT     a request without an answer after this is hung (default "30s")
//   RELIABILITY_ENGINES             sqlite,postgres (default both)
//   RELIABILITY_PARTS               steady,crash,outage,freeze,fuzz (default all)
//   RELIABILITY_BUILD_DIR           the built site (default build-reliability; built when missing)
//   RELIABILITY_WRITE               "0": print only, keep the results files
//   DATABASE_URL or TEST_DATABASE_URL: the PostgreSQL for the steady, crash and fuzz parts (a
//   fresh schema, dropped afterwards); without either, the private cluster serves them too.
import { existsSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem, type } from "node:os";
import { join } from "node:path";
import { parseDuration } from "../../server/config.ts";
import { buildSite } from "../build-site.ts";
import { freePort } from "../processes.ts";
import { fuzzRun } from "./fuzz-part.ts";
import type { FuzzResult } from "./fuzz-report.ts";
import { PITCH_DECK_BYTES, bodyFactory, pitchDeck } from "./lead-bodies.ts";
import { type LeadStore, postgresStore, sqliteStore } from "./lead-stores.ts";
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from "./private-postgres.ts";
import { type ReliabilityParts, type ReliabilityResults, type Skipped, allPassed, markdownReport, summaryLine, terminalReport } from "./report.ts";
import { type CrashResult, type FreezeResult, type LoadSettings, type OutageResult, type RunResult, crashRun, freezeRun, outageRun, steadyRun } from "./scenarios.ts";

const RESULTS_JSON = "bench/reliability-results.json";
const RESULTS_MD = "bench/RELIABILITY.md";

function durationMs(name: string, fallback: string): number {
  const value = parseDuration(process.env[name] || fallback);
  if (value === undefined) throw new Error(`${name} must be a duration such as "30s" or milliseconds`);
  return value;
}

function whole(name: string, fallback: number, min = 1): number {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}`);
  return value;
}

function list<T extends string>(name: string, all: readonly T[]): Set<T> {
  const chosen = (process.env[name] || all.join(",")).split(",").map((p) => p.trim()) as T[];
  for (const item of chosen) if (!all.includes(item)) throw new Error(`${name}: unknown "${item}" (${all.join(", ")})`);
  return new Set(chosen);
}

const say = (line: string) => console.log(line);
const now = () => new Date().toISOString().replace(/\.\d+Z$/, "Z");

const engines = list("RELIABILITY_ENGINES", ["sqlite", "postgres"] as const);
const parts = list("RELIABILITY_PARTS", ["steady", "crash", "outage", "freeze", "fuzz"] as const);
const duration = durationMs("RELIABILITY_DURATION", "30s");
const crashes = whole("RELIABILITY_CRASHES", 5, 0);
const clients = whole("RELIABILITY_CLIENTS", 64);
const incubationClients = whole("RELIABILITY_INCUBATION_CLIENTS", 8, 0);
const outageMs = durationMs("RELIABILITY_OUTAGE", "10s");
const freezeMs = durationMs("RELIABILITY_FREEZE", "15s");
const requestTimeoutMs = durationMs("RELIABILITY_REQUEST_TIMEOUT", "30s");
const buildDir = process.env.RELIABILITY_BUILD_DIR || "build-reliability";
const sharedPostgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const machine = { cores: cpus().length, cpu: cpus()[0]?.model.trim() ?? "unknown", memoryBytes: totalmem(), loadAverage: loadavg(), node: process.version, os: `${type()} ${release()}` };
const measuredAt = now();

const needsServer = parts.has("steady") || parts.has("crash") || parts.has("outage") || parts.has("freeze");
if (needsServer && !existsSync(join(buildDir, "client", "index.html"))) {
  say(`Building the site into ${buildDir} (npm run build)...`);
  await buildSite(buildDir);
}

const settings: LoadSettings = { buildDir, clients, incubationClients, durationMs: duration, requestTimeoutMs, bodies: bodyFactory(pitchDeck(PITCH_DECK_BYTES)), log: say };

let privatePostgres: PrivatePostgres | undefined;
let privatePostgresProblem: string | undefined;
async function privateCluster(): Promise<PrivatePostgres | undefined> {
  if (privatePostgres || privatePostgresProblem) return privatePostgres;
  if (!postgresBinDir()) {
    privatePostgresProblem = "PostgreSQL's server programs (initdb, pg_ctl) are not installed";
    return undefined;
  }
  try {
    privatePostgres = startPrivatePostgres(await freePort());
    say(`Private PostgreSQL started: ${privatePostgres.version} on port ${privatePostgres.port}`);
  } catch (error) {
    privatePostgresProblem = `a private PostgreSQL could not be started: ${(error as Error).message.split("\n")[0]}`;
  }
  return privatePostgres;
}

/** The engines' stores, each fresh; PostgreSQL in a new schema of the shared database, or of the private cluster. */
async function storesFor(): Promise<{ open: () => Promise<LeadStore> }[]> {
  const stores: { open: () => Promise<LeadStore> }[] = [];
  if (engines.has("sqlite")) stores.push({ open: async () => sqliteStore() });
  if (engines.has("postgres")) {
    const url = sharedPostgresUrl ?? (await privateCluster())?.databaseUrl;
    if (url) stores.push({ open: () => postgresStore(url) });
    else say(`PostgreSQL skipped: set TEST_DATABASE_URL, or ${privatePostgresProblem ?? "install PostgreSQL"}.`);
  }
  return stores;
}

/** One run on a fresh schema of the private cluster, or why there is none. */
async function onPrivateCluster<T extends object>(run: (postgres: PrivatePostgres, store: LeadStore) => Promise<T>): Promise<T | Skipped> {
  const postgres = await privateCluster();
  if (!postgres) return { skipped: privatePostgresProblem ?? "no private PostgreSQL" };
  const store = await postgresStore(postgres.databaseUrl);
  try {
    return await run(postgres, store);
  } finally {
    await store.dispose().catch(() => undefined);
  }
}

const steady: RunResult[] = [];
const crashResults: CrashResult[] = [];
const notAskedFor: Skipped = { skipped: "not asked for (RELIABILITY_PARTS)" };
let outage: OutageResult | Skipped = notAskedFor;
let freeze: FreezeResult | Skipped = notAskedFor;
let fuzz: FuzzResult | Skipped = notAskedFor;

try {
  for (const engine of parts.has("steady") || parts.has("crash") ? await storesFor() : []) {
    const store = await engine.open();
    try {
      if (parts.has("steady")) {
        say(`${store.engine}: steady load, ${clients} clients (${incubationClients} with pitch decks) for ${duration / 1000} s`);
        steady.push(await steadyRun(store, settings));
      }
      if (parts.has("crash")) {
        for (let i = 1; i <= crashes; i++) {
          say(`${store.engine}: kill -9 run ${i} of ${crashes}, ${duration / 1000} s`);
          crashResults.push(await crashRun(store, settings));
        }
      }
    } finally {
      await store.dispose();
    }
  }
  if (parts.has("outage") && engines.has("postgres")) {
    say(`PostgreSQL outage: load for ${duration / 1000} s, the database stopped for ${outageMs / 1000} s`);
    outage = await onPrivateCluster((postgres, store) => outageRun(postgres, store, { ...settings, outageMs }));
  }
  if (parts.has("freeze") && engines.has("postgres")) {
    say(`PostgreSQL freeze: load for ${duration / 1000} s, the database frozen (SIGSTOP) for ${freezeMs / 1000} s`);
    freeze = await onPrivateCluster((postgres, store) => freezeRun(postgres, store, { ...settings, freezeMs }));
  }
  if (parts.has("fuzz")) {
    const postgresUrl = engines.has("postgres") ? (sharedPostgresUrl ?? (await privateCluster())?.databaseUrl) : undefined;
    say(`Hostile bodies: vitest run server/security/public-endpoints-fuzz.test.ts on SQLite${postgresUrl ? " and PostgreSQL" : ""}`);
    fuzz = await fuzzRun({ postgresUrl, log: say });
  }
} finally {
  privatePostgres?.dispose();
}

const partResults: ReliabilityParts = { steady, crashes: crashResults, outage, freeze, fuzz };
const summary = summaryLine(partResults);
const results: ReliabilityResults = {
  measuredAt,
  machine: { ...machine, loadAverageAtEnd: loadavg() },
  settings: {
    clients,
    incubationClients,
    pitchDeckBytes: PITCH_DECK_BYTES,
    durationSeconds: duration / 1000,
    crashes,
    outageSeconds: outageMs / 1000,
    freezeSeconds: freezeMs / 1000,
    requestTimeoutSeconds: requestTimeoutMs / 1000,
  },
  steady,
  crashes: crashResults,
  outage,
  freeze,
  fuzz,
  summary,
  passed: allPassed(partResults),
};

say("");
say(terminalReport(results));
if (process.env.RELIABILITY_WRITE !== "0") {
  writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(RESULTS_MD, markdownReport(results));
  say(`\nWritten: ${RESULTS_JSON}, ${RESULTS_MD}`);
}
process.exitCode = results.passed ? 0 : 1;

// `npm run bench`: builds the site (`npm run build`, Astro) into its own
// directory, then measures it as a visitor's phone sees it: the script each
// route downloads on load with nobody touching it (in a browser, and read from
// the HTML), Lighthouse mobile and desktop next to the same pages without
// scripts, the server under load against nginx and raw INSERTs, its memory,
// and what the worst and the largest request bodies do to it with and without
// its memory flags (bench/hostile-bodies.ts), and the site search's index
// size and what one query fetches (bench/search-index.ts). Prints tables, the budgets held
// or missed, and the figures of a baseline run beside this run's (the React
// Router build's last run, bench/results-before.json); writes
// bench/results.json and bench/RESULTS.md.
//
// Environment (all optional):
//   BENCH_PARTS        build,js,lighthouse,server,hostile,search,spam-check (default: all). A partial run
//                      keeps the other parts of the previous results.json when that
//                      run measured the same front end (Astro).
//   BENCH_BUILD_DIR    where the site is built (default build-bench)
//   BENCH_RUNS         Lighthouse runs per route and form factor (default 3)
//   BENCH_DURATION     seconds per load run (default 30)
//   BENCH_CONNECTIONS  autocannon connections (default 64)
//   BENCH_WORKERS      autocannon worker threads (default 2)
//   BENCH_HOSTILE_ROUNDS  rounds of the hostile part's bursts (default 3; its tables give medians)
//   BENCH_NOTE         a sentence added to RESULTS.md (e.g. the machine's state)
//   BENCH_BASELINE     results.json of an earlier run, the "before" of the tables
//                      (default bench/results-before.json when present)
//   DATABASE_URL or TEST_DATABASE_URL: also measure the server on PostgreSQL.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSite } from "./build-site.ts";
import { firstLoadJs } from "./first-load-js.ts";
import { frameworkVersions } from "./framework-versions.ts";
import { measureHostileBodies } from "./hostile-bodies.ts";
import { measureLighthouse } from "./lighthouse-part.ts";
import { machine, now } from "./machine.ts";
import { measurePageLoads } from "./page-load-part.ts";
import { type Baseline, markdownReport, terminalReport } from "./report.ts";
import type { BenchResults } from "./results-types.ts";
import { BENCH_ROUTES } from "./routes.ts";
import { measureSearch, searchReport } from "./search-index.ts";
import { measureServer } from "./server-part.ts";
import { measureSpamCheck } from "./spam-check-part.ts";
import { mb } from "./table.ts";

const ALL_PARTS = ["build", "js", "lighthouse", "server", "hostile", "search", "spam-check"] as const;
type Part = (typeof ALL_PARTS)[number];

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
};

const parts = new Set((process.env.BENCH_PARTS ?? ALL_PARTS.join(",")).split(",").map((p) => p.trim()) as Part[]);
for (const part of parts) if (!ALL_PARTS.includes(part)) throw new Error(`BENCH_PARTS: unknown part "${part}" (${ALL_PARTS.join(", ")})`);
const buildDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
const clientDir = join(buildDir, "client");
const RUNS = int("BENCH_RUNS", 3);
const load = { buildDir, durationSeconds: int("BENCH_DURATION", 30), connections: int("BENCH_CONNECTIONS", 64), workers: int("BENCH_WORKERS", 2) };
const HOSTILE_ROUNDS = int("BENCH_HOSTILE_ROUNDS", 3);
const RESULTS_JSON = "bench/results.json";
const RESULTS_MD = "bench/RESULTS.md";
/** The build's canonical links name localhost, the host Lighthouse loads, so the SEO audit sees its own domain. */
const BUILD_SITE_URL = "http://localhost:3000";

const say = (text: string) => console.log(text);

/** The earlier run's parts a partial run keeps: only a run of the same front end (its versions name Astro). */
function previousParts(): Partial<BenchResults> {
  if (parts.size === ALL_PARTS.length || !existsSync(RESULTS_JSON)) return {};
  const previous = JSON.parse(readFileSync(RESULTS_JSON, "utf8")) as Partial<BenchResults>;
  return previous.versions && "astro" in previous.versions ? previous : {};
}

function readBaseline(): Baseline | undefined {
  const file = process.env.BENCH_BASELINE ?? "bench/results-before.json";
  if (!existsSync(file)) return undefined;
  const results = JSON.parse(readFileSync(file, "utf8")) as BenchResults;
  return { results, label: results.note ? `${results.note} (${file})` : file };
}

async function main(): Promise<void> {
  const results: BenchResults = {
    ...previousParts(),
    date: now(),
    ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
    machine: machine(),
    versions: frameworkVersions(),
    routes: BENCH_ROUTES,
  };
  say(`Benchmark on ${results.machine.cores} cores, ${mb(results.machine.memoryBytes)}, load average ${results.machine.loadAverage.map((n) => n.toFixed(2)).join(" ")}`);

  if (parts.has("build") || !existsSync(join(clientDir, "index.html"))) {
    say(`Building the site into ${buildDir}…`);
    const build = await buildSite(buildDir, { SITE_URL: BUILD_SITE_URL });
    results.build = { measuredAt: now(), ...build };
    say(`  ${build.seconds.toFixed(1)} s, peak ${mb(build.peakProcessBytes)} (largest process), ${mb(build.peakTreeBytes)} (process tree)`);
  }
  if (parts.has("js")) {
    say("Script on load, read from the HTML and in a browser…");
    results.firstLoadJs = { measuredAt: now(), routes: BENCH_ROUTES.map((route) => firstLoadJs(clientDir, route)) };
    results.pageLoad = await measurePageLoads(buildDir, BENCH_ROUTES, say);
  }
  if (parts.has("lighthouse")) results.lighthouse = await measureLighthouse(buildDir, BENCH_ROUTES, RUNS, say);
  if (parts.has("server")) results.server = await measureServer(load, say);
  if (parts.has("hostile")) {
    const started = { measuredAt: now(), machine: machine() };
    say("Hostile and largest bodies, with and without the server's memory flags…");
    results.hostile = { ...started, ...(await measureHostileBodies(buildDir, HOSTILE_ROUNDS, say)) };
  }
  if (parts.has("search")) {
    say("Site search: the index in the build and one query…");
    results.search = await measureSearch(buildDir);
    for (const line of searchReport(results.search)) say(line);
  }
  if (parts.has("spam-check")) {
    say("The forms' spam check: its cost on the server, and the solve on the phone profile…");
    results.spamCheck = await measureSpamCheck(buildDir, RUNS + 2, say);
  }

  const notes = [
    "Lighthouse's simulated timings (TBT above all) and the throughput figures move with whatever else the machine is doing: the load average is given for each part.",
    ...(process.env.BENCH_NOTE ? [process.env.BENCH_NOTE] : []),
    ...(results.spamCheck
      ? [
          `The forms' spam check (ALTCHA proof of work, ${results.spamCheck.measuredAt}): on the server ${results.spamCheck.server.verificationsPerSecond.toFixed(0)} verifications/s and ${results.spamCheck.server.challengesPerSecond.toFixed(0)} challenges issued/s, one after another in one process; on the phone profile (CPU ${results.spamCheck.browser.cpuSlowdown}× slower) ${results.spamCheck.browser.medianMs.toFixed(0)} ms median from the challenge's arrival to the form's post (${results.spamCheck.browser.solveMs.map((ms) => ms.toFixed(0)).join(", ")} ms), solved while the visitor types.`,
        ]
      : []),
  ];
  const baseline = readBaseline();
  writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(RESULTS_MD, markdownReport(results, notes, baseline));
  say(`\n${terminalReport(results, baseline)}\n\nWrote ${RESULTS_JSON} and ${RESULTS_MD}.`);
}

await main();

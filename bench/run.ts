// `npm run bench`: builds the site into its own directory, then measures it
// as a visitor's phone sees it (Lighthouse, mobile and desktop, against the
// same pages without JavaScript and beside a React Router hello-world served
// the same way), its first-load JavaScript against the hello-world's, the
// server under load against nginx and raw INSERTs, and memory, and what the
// worst and the largest request bodies do to the server with and without its
// memory flags (bench/hostile-bodies.ts). Prints tables and writes
// bench/results.json and bench/RESULTS.md.
//
// Environment (all optional):
//   BENCH_PARTS        build,js,lighthouse,server,hostile,astro (default: all). A partial run
//                      keeps the other parts of the previous results.json.
//   BENCH_BUILD_DIR    where the site is built (default build-bench)
//   BENCH_ASTRO_BUILD_DIR  where the "astro" part builds the Astro front end (default build-bench-astro)
//   BENCH_RUNS         Lighthouse runs per route and form factor (default 3)
//   BENCH_DURATION     seconds per load run (default 30)
//   BENCH_CONNECTIONS  autocannon connections (default 64)
//   BENCH_WORKERS      autocannon worker threads (default 2)
//   BENCH_HOSTILE_ROUNDS  rounds of the hostile part's bursts (default 3; its tables give medians)
//   BENCH_NOTE         a sentence added to RESULTS.md (e.g. the machine's state)
//   BENCH_BASELINE     results.json of an earlier run for RESULTS.md's before/after
//                      tables (default bench/results-before.json when present)
//   DATABASE_URL or TEST_DATABASE_URL: also measure the server on PostgreSQL.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, tmpdir, totalmem, type } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { leadRoute } from "../contract/leads/lead-paths.ts";
import { measurePages } from "./astro-before-after.ts";
import { buildAstroSite, buildSite } from "./build-site.ts";
import { firstLoadJs } from "./first-load-js.ts";
import { type HelloWorldBuild, buildHelloWorld, frameworkVersions, helloWorldFirstLoad } from "./hello-world-floor.ts";
import { measureHostileBodies } from "./hostile-bodies.ts";
import { type LighthouseRun, medianLighthouse } from "./lighthouse-median.ts";
import { FORM_FACTORS, type FormFactor, launchChrome, lighthouseRun } from "./lighthouse-runs.ts";
import { loadTest } from "./load-test.ts";
import { nginxPath, nginxVersion, startNginx } from "./nginx.ts";
import { startNoJsServer } from "./no-js-site.ts";
import { freePort, residentMemory, startSiteServer } from "./processes.ts";
import { postgresRawInserts, sqliteRawInserts } from "./raw-inserts.ts";
import { markdownReport, terminalReport } from "./report.ts";
import type { BenchResults, EngineServerFigures, LighthousePart, LoadFigures, Machine, RouteLighthouse, ServerPart } from "./results-types.ts";
import { mb, ms, score } from "./table.ts";
import { CONTACT_SUBMISSION_BODY as contactBody } from "./contact-submission.ts";
import { BENCH_ROUTES } from "./routes.ts";

const ALL_PARTS = ["build", "js", "lighthouse", "server", "hostile", "astro"] as const;
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
const DURATION = int("BENCH_DURATION", 30);
const CONNECTIONS = int("BENCH_CONNECTIONS", 64);
const WORKERS = int("BENCH_WORKERS", 2);
const HOSTILE_ROUNDS = int("BENCH_HOSTILE_ROUNDS", 3);
/** The server's PostgreSQL pool size (server/db/open-database.ts): the raw INSERTs get as many connections. */
const POSTGRES_POOL_SIZE = 10;
const RESULTS_JSON = "bench/results.json";
const RESULTS_MD = "bench/RESULTS.md";
/** The build's canonical links name localhost, the host Lighthouse loads, so the SEO audit sees its own domain. */
const BUILD_SITE_URL = "http://localhost:3000";

function machine(): Machine {
  const cpu = cpus();
  return { cores: cpu.length, cpu: cpu[0]?.model.trim() ?? "unknown", memoryBytes: totalmem(), loadAverage: loadavg(), node: process.version, os: `${type()} ${release()}` };
}

const now = () => new Date().toISOString().replace(/\.\d+Z$/, "Z");
const say = (text: string) => console.log(text);

type PageServers = { site: string; noJs: string };

/**
 * One page, RUNS times, each run next to a run of the same page without
 * scripts (interleaved, so both see the same load on a shared machine).
 */
async function measurePage(servers: PageServers, route: string, label: string, chromePort: number, formFactor: FormFactor): Promise<RouteLighthouse> {
  const site: LighthouseRun[] = [];
  const floor: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await lighthouseRun(`${servers.site}${route}`, chromePort, formFactor);
    const bare = await lighthouseRun(`${servers.noJs}${route}`, chromePort, formFactor, ["performance"]);
    say(`  ${label}: perf ${score(run.performance)}, LCP ${ms(run.lcp)} (no JS ${ms(bare.lcp)}), TBT ${ms(run.tbt)}`);
    site.push(run);
    floor.push(bare);
  }
  const noJsMedian = medianLighthouse(floor);
  return { route: label, runs: RUNS, site: medianLighthouse(site), noJs: { lcp: noJsMedian.lcp, fcp: noJsMedian.fcp } };
}

async function measureLighthouse(hello: HelloWorldBuild): Promise<LighthousePart> {
  const started = { measuredAt: now(), machine: machine() };
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-bench-data-"));
  const server = await startSiteServer({ BUILD_DIR: buildDir, DATA_DIR: dataDir, RATE_LIMIT_MAX: "1000000" });
  const helloServer = await startSiteServer({ BUILD_DIR: hello.buildDir, DATA_DIR: dataDir, RATE_LIMIT_MAX: "1000000" });
  const noJs = await startNoJsServer(clientDir, await freePort());
  const helloNoJs = await startNoJsServer(join(hello.buildDir, "client"), await freePort());
  const chrome = await launchChrome();
  try {
    const byFormFactor: Pick<LighthousePart, "mobile" | "desktop"> = { mobile: [], desktop: [] };
    const floor: Partial<Record<FormFactor, RouteLighthouse>> = {};
    for (const formFactor of FORM_FACTORS) {
      say(`Lighthouse ${formFactor}: ${BENCH_ROUTES.length} routes and the hello-world × ${RUNS} runs, each next to a run of the same page without scripts`);
      for (const route of BENCH_ROUTES) {
        byFormFactor[formFactor].push(await measurePage({ site: server.url, noJs: noJs.url }, route, route, chrome.port, formFactor));
      }
      floor[formFactor] = await measurePage({ site: helloServer.url, noJs: helloNoJs.url }, "/", "hello-world", chrome.port, formFactor);
    }
    const { mobile, desktop } = floor;
    return { ...started, runsPerRoute: RUNS, ...byFormFactor, ...(mobile && desktop ? { floor: { mobile, desktop } } : {}) };
  } finally {
    chrome.kill();
    await helloNoJs.close();
    await noJs.close();
    await helloServer.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const GZIP = { "accept-encoding": "gzip" };

async function loadStatic(url: string): Promise<LoadFigures> {
  return loadTest({ url, headers: GZIP, connections: CONNECTIONS, durationSeconds: DURATION, workers: WORKERS });
}

async function loadSubmissions(baseUrl: string): Promise<LoadFigures> {
  return loadTest({
    url: `${baseUrl}${leadRoute("contact")}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: contactBody,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    workers: WORKERS,
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

/** One engine: start the server, RSS at idle, the static and submission load, RSS after; then raw INSERTs. */
async function measureEngine(
  engine: EngineServerFigures["engine"],
  env: Record<string, string>,
  rawInserts: () => Promise<EngineServerFigures["rawInserts"]>,
  rawInsertConcurrency: number,
  onStatic?: (figures: LoadFigures) => Promise<void>,
): Promise<EngineServerFigures> {
  const server = await startSiteServer({ BUILD_DIR: buildDir, RATE_LIMIT_MAX: "1000000000", ...env });
  const base = `http://127.0.0.1:${server.port}`;
  let idle: number;
  let afterLoad: number;
  let peak: number;
  let submission: LoadFigures;
  try {
    await settle();
    idle = residentMemory(server.pid).rss;
    say(`${engine}: server idle at ${mb(idle)}; static page load ${DURATION} s`);
    const staticFigures = await loadStatic(`${base}/`);
    await onStatic?.(staticFigures);
    say(`${engine}: contact submissions ${DURATION} s`);
    submission = await loadSubmissions(base);
    ({ rss: afterLoad, peak } = residentMemory(server.pid));
  } finally {
    await server.stop();
  }
  say(`${engine}: raw INSERTs ${DURATION} s`);
  return { engine, submission, rawInserts: await rawInserts(), rawInsertConcurrency, rss: { idle, afterLoad, peak } };
}

async function measureServer(): Promise<ServerPart> {
  const started = { measuredAt: now(), machine: machine() };
  const nginx = nginxPath();
  let staticSite: LoadFigures | undefined;
  let staticNginx: LoadFigures | null = null;
  const engines: EngineServerFigures[] = [];

  // SQLite; nginx runs right after the site's static run, under the same conditions.
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-bench-data-"));
  try {
    engines.push(
      await measureEngine("SQLite", { DATA_DIR: dataDir }, async () => sqliteRawInserts(join(dataDir, "ankur.sqlite"), DURATION), 1, async (figures) => {
        staticSite = figures;
        if (!nginx) return say("nginx: not installed");
        const server = await startNginx(nginx, clientDir, await freePort());
        try {
          say(`nginx: static page load ${DURATION} s`);
          staticNginx = await loadStatic(`${server.url}/`);
        } finally {
          await server.stop();
        }
      }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  let postgresSkipped: string | undefined;
  if (databaseUrl) {
    const schema = `bench_${randomBytes(4).toString("hex")}`;
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    try {
      const url = new URL(databaseUrl);
      url.searchParams.set("options", `-c search_path=${schema}`);
      const pgDataDir = mkdtempSync(join(tmpdir(), "ankur-bench-data-"));
      try {
        engines.push(
          await measureEngine("PostgreSQL", { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir }, () => postgresRawInserts(databaseUrl, schema, DURATION, POSTGRES_POOL_SIZE), POSTGRES_POOL_SIZE),
        );
      } finally {
        rmSync(pgDataDir, { recursive: true, force: true });
      }
    } finally {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  } else {
    postgresSkipped = "DATABASE_URL and TEST_DATABASE_URL are unset";
    say(`PostgreSQL not measured: ${postgresSkipped}.`);
  }
  return {
    ...started,
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    workers: WORKERS,
    staticPath: "/",
    staticSite: staticSite as unknown as LoadFigures,
    staticNginx,
    nginxVersion: nginx ? nginxVersion(nginx) : null,
    engines,
    ...(postgresSkipped ? { postgresSkipped } : {}),
  };
}

function baselineLabel(file: string): string {
  const note = (JSON.parse(readFileSync(file, "utf8")) as BenchResults).note;
  return note ? `${note} (${file})` : file;
}

async function main(): Promise<void> {
  const partial = parts.size < ALL_PARTS.length;
  const previous: Partial<BenchResults> = partial && existsSync(RESULTS_JSON) ? JSON.parse(readFileSync(RESULTS_JSON, "utf8")) : {};
  const results: BenchResults = {
    ...previous,
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
  // The framework's floor, built once for the first-load figures and Lighthouse.
  let hello: HelloWorldBuild | undefined;
  if (parts.has("js") || parts.has("lighthouse")) {
    say("Building the hello-world floor…");
    hello = await buildHelloWorld();
  }
  try {
    if (hello && parts.has("js")) {
      say("First-load JavaScript…");
      results.firstLoadJs = { measuredAt: now(), floor: helloWorldFirstLoad(hello), routes: BENCH_ROUTES.map((route) => firstLoadJs(clientDir, route)) };
    }
    if (hello && parts.has("lighthouse")) results.lighthouse = await measureLighthouse(hello);
  } finally {
    hello?.dispose();
  }
  if (parts.has("server")) results.server = await measureServer();
  if (parts.has("hostile")) {
    const started = { measuredAt: now(), machine: machine() };
    say("Hostile and largest bodies, with and without the server's memory flags…");
    results.hostile = { ...started, ...(await measureHostileBodies(buildDir, HOSTILE_ROUNDS, say)) };
  }

  if (parts.has("astro")) {
    // Issue 21: the Astro front end beside this run's React Router build (its build figures when this run built it).
    const started = { measuredAt: now(), machine: machine() };
    const astroDir = process.env.BENCH_ASTRO_BUILD_DIR ?? "build-bench-astro";
    say(`Building the Astro front end into ${astroDir}…`);
    const astroBuild = await buildAstroSite(astroDir, { SITE_URL: BUILD_SITE_URL });
    say(`  ${astroBuild.seconds.toFixed(1)} s, peak ${mb(astroBuild.peakProcessBytes)} (largest process), ${mb(astroBuild.peakTreeBytes)} (process tree)`);
    say("React Router → Astro: what the routes download on load…");
    const before = { ...(parts.has("build") && results.build ? { build: results.build } : {}), pages: await measurePages("before", buildDir, BENCH_ROUTES, say) };
    const after = { build: astroBuild, pages: await measurePages("after", astroDir, BENCH_ROUTES, say) };
    results.astro = { ...started, before, after };
  }

  const notes = [
    "Lighthouse's simulated timings (TBT above all) and the throughput figures move with whatever else the machine is doing: the load average is given for each part.",
    ...(process.env.BENCH_NOTE ? [process.env.BENCH_NOTE] : []),
  ];
  writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
  const baselineFile = process.env.BENCH_BASELINE ?? "bench/results-before.json";
  const baseline = existsSync(baselineFile) ? { results: JSON.parse(readFileSync(baselineFile, "utf8")) as BenchResults, label: baselineLabel(baselineFile) } : undefined;
  writeFileSync(RESULTS_MD, markdownReport(results, notes, baseline));
  say(`\n${terminalReport(results)}\n\nWrote ${RESULTS_JSON} and ${RESULTS_MD}.`);
}

await main();

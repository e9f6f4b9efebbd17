// The server part of `npm run bench`, repeated, for one question at a time:
// resident memory (idle, after and peak of the load runs) per engine, the
// static page's req/s against nginx in the same round, and the server's CPU
// time per request (steadier than req/s on a shared machine). Writes one JSON
// line per round to stdout and medians to stderr; bench/results.json is left alone.
//
//   node bench/server-memory.ts
//
// Environment (all optional):
//   MEMORY_BUILD_DIR   the built site (default build-bench)
//   MEMORY_ROUNDS      rounds (default 3); the summary gives medians
//   MEMORY_DURATION    seconds per load run (default 30)
//   MEMORY_ENGINES     sqlite,postgres (default both; PostgreSQL needs TEST_DATABASE_URL)
//   MEMORY_SERVE       the command to compare, as package.json's "serve" is
//                      written (default: that script itself)
//   MEMORY_ENV         extra environment of the server, as JSON
//   MEMORY_NGINX       0 to skip nginx
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { leadRoute } from "../contract/leads/lead-paths.ts";
import { CONTACT_SUBMISSION_BODY } from "./contact-submission.ts";
import { loadTest } from "./load-test.ts";
import { nginxPath, startNginx } from "./nginx.ts";
import { freePort, residentMemory, stopProcess, waitForUrl } from "./processes.ts";
import { serveArguments } from "./serve-command.ts";
import { median } from "./stats.ts";

const buildDir = process.env.MEMORY_BUILD_DIR ?? "build-bench";
const rounds = Number(process.env.MEMORY_ROUNDS ?? 3);
const duration = Number(process.env.MEMORY_DURATION ?? 30);
const engines = (process.env.MEMORY_ENGINES ?? "sqlite,postgres").split(",");
const serveScript = process.env.MEMORY_SERVE ?? (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.serve;
const extraEnv = JSON.parse(process.env.MEMORY_ENV ?? "{}") as Record<string, string>;
const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const nginx = process.env.MEMORY_NGINX === "0" ? undefined : nginxPath();

const MB = 1024 * 1024;
const load = () => loadavg().map((n) => n.toFixed(2)).join(" ");

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, serveArguments(serveScript), {
    env: { ...process.env, LOG_LEVEL: "warn", BUILD_DIR: buildDir, RATE_LIMIT_MAX: "1000000000", ...extraEnv, ...env, PORT: String(port), HOST: "localhost" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForUrl(`http://localhost:${port}/api/health`, child);
  return { child, port };
}

type Round = {
  engine: string;
  idle: number;
  afterLoad: number;
  peak: number;
  staticRps?: number;
  nginxRps?: number;
  submissionRps: number;
  /** The server's CPU time (user + system) per static request and per submission, in microseconds: steadier than req/s on a shared machine. */
  staticCpuUs: number;
  submissionCpuUs: number;
  load: string;
};

/** CPU time of a process so far, in microseconds (Linux /proc, clock ticks of 10 ms). */
function cpuTime(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function measure(engine: string, env: Record<string, string>): Promise<Round> {
  const started = load();
  const { child, port } = await startServer(env);
  const base = `http://127.0.0.1:${port}`;
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const idle = residentMemory(child.pid as number).rss;
    const gzip = { "accept-encoding": "gzip" };
    const cpuBefore = cpuTime(child.pid as number);
    const staticFigures = await loadTest({ url: `${base}/`, headers: gzip, connections: 64, durationSeconds: duration, workers: 2 });
    const staticCpuUs = (cpuTime(child.pid as number) - cpuBefore) / staticFigures.requests;
    let nginxRps: number | undefined;
    if (engine === "sqlite" && nginx) {
      const server = await startNginx(nginx, join(buildDir, "client"), await freePort());
      try {
        nginxRps = (await loadTest({ url: `${server.url}/`, headers: gzip, connections: 64, durationSeconds: duration, workers: 2 })).requestsPerSecond;
      } finally {
        await server.stop();
      }
    }
    const cpuBeforeSubmissions = cpuTime(child.pid as number);
    const submission = await loadTest({
      url: `${base}${leadRoute("contact")}`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: CONTACT_SUBMISSION_BODY,
      connections: 64,
      durationSeconds: duration,
      workers: 2,
    });
    const submissionCpuUs = (cpuTime(child.pid as number) - cpuBeforeSubmissions) / submission.requests;
    const { rss: afterLoad, peak } = residentMemory(child.pid as number);
    return { engine, idle, afterLoad, peak, staticRps: staticFigures.requestsPerSecond, nginxRps, submissionRps: submission.requestsPerSecond, staticCpuUs, submissionCpuUs, load: started };
  } finally {
    await stopProcess(child);
  }
}

async function withPostgres<T>(run: (env: Record<string, string>) => Promise<T>): Promise<T> {
  if (!databaseUrl) throw new Error("PostgreSQL needs TEST_DATABASE_URL or DATABASE_URL");
  const schema = `memory_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-memory-"));
  try {
    const url = new URL(databaseUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    return await run({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

async function withSqlite<T>(run: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-memory-"));
  try {
    return await run({ DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Round[] = [];
console.error(`serve: ${serveScript}; env ${JSON.stringify(extraEnv)}; ${rounds} rounds × ${engines.join(", ")}; load ${load()}`);
for (let i = 0; i < rounds; i++) {
  for (const engine of engines) {
    const round = await (engine === "postgres" ? withPostgres : withSqlite)((env) => measure(engine, env));
    results.push(round);
    console.log(JSON.stringify(round));
    const ratio = round.nginxRps ? ` (${Math.round((100 * (round.staticRps ?? 0)) / round.nginxRps)}% of nginx ${Math.round(round.nginxRps)})` : "";
    console.error(
      `${engine}: idle ${(round.idle / MB).toFixed(1)} MB, after ${(round.afterLoad / MB).toFixed(1)} MB, peak ${(round.peak / MB).toFixed(1)} MB; static ${Math.round(round.staticRps ?? 0)} req/s${ratio}; submissions ${Math.round(round.submissionRps)} req/s; CPU per request ${Math.round(round.staticCpuUs)} µs static, ${Math.round(round.submissionCpuUs)} µs submission; load ${round.load}`,
    );
  }
}
for (const engine of engines) {
  const mine = results.filter((r) => r.engine === engine);
  const m = (pick: (r: Round) => number) => median(mine.map(pick));
  const ratios = mine.filter((r) => r.nginxRps).map((r) => (r.staticRps ?? 0) / (r.nginxRps as number));
  console.error(
    `MEDIAN ${engine} (${mine.length}): idle ${(m((r) => r.idle) / MB).toFixed(1)} MB, after ${(m((r) => r.afterLoad) / MB).toFixed(1)} MB, peak ${(m((r) => r.peak) / MB).toFixed(1)} MB; static ${Math.round(m((r) => r.staticRps ?? 0))} req/s${ratios.length ? `, ${Math.round(100 * median(ratios))}% of nginx` : ""}; submissions ${Math.round(m((r) => r.submissionRps))} req/s; CPU per request ${Math.round(m((r) => r.staticCpuUs))} µs static, ${Math.round(m((r) => r.submissionCpuUs))} µs submission`,
  );
}

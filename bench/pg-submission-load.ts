// The server part of `npm run bench` for PostgreSQL contact submissions only,
// repeated: each round starts the built server on a fresh schema, loads it
// with autocannon (the benchmark's settings), stops it, then runs the raw
// single-row INSERTs on the server's pool size into the same schema, and
// prints the ratio. Medians at the end. Writes no results file.
//
// `node bench/pg-submission-load.ts [rounds]`
// Environment: TEST_DATABASE_URL or DATABASE_URL (required), BENCH_BUILD_DIR
// (default build), BENCH_DURATION (seconds, default 30), BENCH_CONNECTIONS
// (64), BENCH_WORKERS (2), CPU_PROF_DIR (the server writes a .cpuprofile there),
// SERVER_NODE_OPTIONS (the server's NODE_OPTIONS, e.g. --heap-prof),
// SERVER_ON_SQLITE=1 (the servers on SQLite instead, for comparison),
// BENCH_SERVER_DIRS: checkouts whose server to measure, comma-separated
// (default: this one), each loaded in turn within a round (the order turns
// round by round) and compared with the same round's raw INSERTs.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve as resolvePath } from "node:path";
import { Client } from "pg";
import { leadRoute } from "../contract/leads/lead-paths.ts";
import { loadTest } from "./load-test.ts";
import { freePort, residentMemory, stopProcess, waitForUrl } from "./processes.ts";
import { postgresRawInserts } from "./raw-inserts.ts";
import { serveArguments } from "./serve-command.ts";
import { median } from "./stats.ts";
import { CONTACT_SUBMISSION_BODY as body } from "./contact-submission.ts";

const DATABASE_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!DATABASE_URL) throw new Error("Set TEST_DATABASE_URL or DATABASE_URL");
const ROUNDS = Number(process.argv[2] ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const BUILD_DIR = resolvePath(process.env.BENCH_BUILD_DIR ?? "build");
const SERVER_DIRS = (process.env.BENCH_SERVER_DIRS ?? ".").split(",").map((dir) => resolvePath(dir.trim()));
const POOL_SIZE = 10;

type Load = { dir: string; submissions: number; p99: number; non2xx: number; errors: number; cpu: CpuShares; peakRss: number };
type CpuShares = { server: number; postgres: number; loadGenerator: number; machine: number };

/** utime + stime of a process, in clock ticks (0 once it has gone). */
function cpuTicks(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const commOf = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
};

/**
 * Where the machine's CPU goes while `work` runs, in cores (1 = one core
 * busy): the server process, PostgreSQL's processes, this process (the load
 * generator's threads), and the machine as a whole (everyone's).
 */
async function cpuDuring<T>(serverPid: number, work: () => Promise<T>): Promise<{ result: T; cpu: CpuShares }> {
  const ticksPerSecond = 100;
  const postgres = new Map<string, { first: number; last: number }>();
  const samplePostgres = () => {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid) || commOf(pid) !== "postgres") continue;
      const ticks = cpuTicks(pid);
      const seen = postgres.get(pid);
      if (seen) seen.last = Math.max(seen.last, ticks);
      else postgres.set(pid, { first: ticks, last: ticks });
    }
  };
  const machineTicks = () => {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
    return (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
  };
  const before = { server: cpuTicks(serverPid), self: cpuTicks(process.pid), machine: machineTicks(), at: performance.now() };
  samplePostgres();
  // Backends that start and end within the run are seen by the sampling; their last ticks may be missed.
  const sampler = setInterval(samplePostgres, 250);
  try {
    const result = await work();
    samplePostgres();
    const seconds = (performance.now() - before.at) / 1000;
    const cores = (ticks: number) => ticks / ticksPerSecond / seconds;
    const postgresTicks = [...postgres.values()].reduce((sum, p) => sum + p.last - p.first, 0);
    return {
      result,
      cpu: {
        server: cores(cpuTicks(serverPid) - before.server),
        postgres: cores(postgresTicks),
        loadGenerator: cores(cpuTicks(process.pid) - before.self),
        machine: cores(machineTicks() - before.machine),
      },
    };
  } finally {
    clearInterval(sampler);
  }
}
type Round = { loads: Load[]; raw: number; load: number };

/** The server as `npm run serve` starts it, from `dir` (its package.json's flags and launcher). */
async function startServer(dir: string, env: Record<string, string>): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const scripts = (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { scripts?: Record<string, string> }).scripts;
  const child = spawn(process.execPath, serveArguments(scripts?.serve), {
    cwd: dir,
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, child);
  return { port, child };
}

async function loadServer(dir: string, databaseUrl: string): Promise<Load> {
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-pg-load-"));
  try {
    const url = new URL(databaseUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    const server = await startServer(dir, {
      BUILD_DIR,
      DATA_DIR: dataDir,
      // SERVER_ON_SQLITE=1: the same load on the server's SQLite, for comparison (the raw INSERTs stay PostgreSQL's).
      ...(process.env.SERVER_ON_SQLITE ? {} : { DATABASE_URL: url.toString() }),
      RATE_LIMIT_MAX: "1000000000",
      ...(process.env.CPU_PROF_DIR ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.CPU_PROF_DIR}` } : {}),
      ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}),
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const { result, cpu } = await cpuDuring(server.child.pid as number, () => loadTest({
        url: `http://127.0.0.1:${server.port}${leadRoute("contact")}`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        workers: WORKERS,
      }));
      const { peak } = residentMemory(server.child.pid as number);
      return { dir, submissions: result.requestsPerSecond, p99: result.p99, non2xx: result.non2xx, errors: result.errors, cpu, peakRss: peak };
    } finally {
      await stopProcess(server.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

async function rawInserts(databaseUrl: string): Promise<number> {
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    // The leads table as the server creates it: open and migrate, then close.
    const { openDatabase } = await import("../server/db/open-database.ts");
    const database = await openDatabase({ dataDir: "unused", databaseUrl, postgresSchema: schema });
    await database.close();
    return (await postgresRawInserts(databaseUrl, schema, DURATION, POOL_SIZE)).insertsPerSecond;
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

async function round(index: number): Promise<Round> {
  const load = loadavg()[0] ?? 0;
  const dirs = index % 2 === 0 ? SERVER_DIRS : [...SERVER_DIRS].reverse();
  const loads: Load[] = [];
  for (const dir of dirs) loads.push(await loadServer(dir, DATABASE_URL as string));
  const raw = await rawInserts(DATABASE_URL as string);
  return { loads: SERVER_DIRS.map((dir) => loads.find((l) => l.dir === dir) as Load), raw, load };
}

const perSubmission = (cores: number, load: Load) => ((cores / load.submissions) * 1e6).toFixed(0);

const rounds: Round[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const r = await round(i);
  rounds.push(r);
  for (const l of r.loads) {
    console.log(
      `round ${i + 1} ${l.dir}: ${l.submissions.toFixed(0)} submissions/s (p99 ${l.p99} ms, non-2xx ${l.non2xx}, errors ${l.errors}), raw ${r.raw.toFixed(0)}/s, ratio ${((l.submissions / r.raw) * 100).toFixed(1)}%, load ${r.load.toFixed(2)}; CPU in cores: server ${l.cpu.server.toFixed(2)}, postgres ${l.cpu.postgres.toFixed(2)}, load generator ${l.cpu.loadGenerator.toFixed(2)}, machine ${l.cpu.machine.toFixed(2)}; CPU per submission: server ${perSubmission(l.cpu.server, l)} µs, postgres ${perSubmission(l.cpu.postgres, l)} µs; server peak RSS ${(l.peakRss / 2 ** 20).toFixed(1)} MB`,
    );
  }
}
for (const [d, dir] of SERVER_DIRS.entries()) {
  const subs = rounds.map((r) => r.loads[d]!.submissions);
  console.log(
    `median of ${ROUNDS}, ${dir}: ${median(subs).toFixed(0)} submissions/s, raw ${median(rounds.map((r) => r.raw)).toFixed(0)}/s, ratio ${(median(rounds.map((r) => r.loads[d]!.submissions / r.raw)) * 100).toFixed(1)}%, CPU per submission: server ${median(rounds.map((r) => (r.loads[d]!.cpu.server / r.loads[d]!.submissions) * 1e6)).toFixed(0)} µs, postgres ${median(rounds.map((r) => (r.loads[d]!.cpu.postgres / r.loads[d]!.submissions) * 1e6)).toFixed(0)} µs`,
  );
}

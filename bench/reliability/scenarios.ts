// The reliability runs: steady load, load with a kill -9 of the server in the
// middle, and (PostgreSQL) load with the database stopped and started again,
// or frozen (SIGSTOP) and let go again.
// Each ends by reading the database directly and reconciling it with what
// every request was told.
import { randomBytes } from "node:crypto";
import { FAILURE_TEXT } from "../../server/api/leads/lead-answers.ts";
import { freePort } from "../processes.ts";
import type { BodyFactory } from "./lead-bodies.ts";
import { startLoad } from "./lead-load.ts";
import type { EngineName, LeadStore } from "./lead-stores.ts";
import type { PrivatePostgres } from "./private-postgres.ts";
import {
  type LatencySummary,
  type OutageFigures,
  type Reconciliation,
  type RequestOutcome,
  latencySummary,
  outageFigures,
  reconcile,
  statusCounts,
  verdictOf,
} from "./reconcile.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

export type LoadSettings = {
  /** The built site (BUILD_DIR with client/). */
  buildDir: string;
  clients: number;
  incubationClients: number;
  durationMs: number;
  requestTimeoutMs: number;
  bodies: BodyFactory;
  /** Progress lines; silent by default. */
  log?: (line: string) => void;
};

export type RunResult = {
  engine: EngineName;
  runTag: string;
  seconds: number;
  requests: number;
  statusCounts: Record<string, number>;
  latency: LatencySummary;
  /** Latency of each kind on its own: the 1 MB applications are slower than contact messages. */
  latencyByKind: Record<"contact" | "incubation", LatencySummary>;
  reconciliation: Reconciliation;
  /** "ok" or what the check found. */
  databaseCheck: string;
  /** Whether the server process was still running when the load ended (it must be, except right after a kill). */
  serverSurvived: boolean;
  /** The end of the server's error output when it did not survive. */
  serverErrors?: string;
};

export type CrashResult = RunResult & {
  /** Ms from the load's start to the kill. */
  killedAtMs: number;
  /** From spawning the server again to /api/health answering 200, ms. */
  restartHealthMs: number;
  /** From the kill to /api/health answering again, ms. */
  downMs: number;
  /** Success answers from the restarted server: it takes leads again. */
  acknowledgedAfterRestart: number;
};

export type OutageResult = RunResult & {
  postgresVersion: string;
  /** When the database went away and came back (stopped and started, or frozen and thawed), ms from the load's start. */
  downAtMs: number;
  upAtMs: number;
  outage: OutageFigures;
};

export type FreezeResult = OutageResult & {
  /** The postmaster and the processes it had started, all stopped with SIGSTOP. */
  processesFrozen: number;
};

const MIN_LOAD_AFTER_RECOVERY_MS = 5000;

const SERVER_ENV = {
  // Every client sends from 127.0.0.1: the rate limit would answer 429s, not what this measures.
  RATE_LIMIT_MAX: "1000000000",
};

const newRunTag = () => `run-${randomBytes(4).toString("hex")}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function summarize(
  engine: EngineName,
  store: LeadStore,
  runTag: string,
  outcomes: RequestOutcome[],
  durationMs: number,
  server: ServerProcess,
): Promise<RunResult> {
  const serverSurvived = server.alive();
  await server.stop();
  const seconds = durationMs / 1000;
  const ofKind = (kind: "contact" | "incubation") => latencySummary(outcomes.filter((o) => o.kind === kind), seconds);
  return {
    engine,
    runTag,
    seconds,
    requests: outcomes.length,
    statusCounts: statusCounts(outcomes),
    latency: latencySummary(outcomes, seconds),
    latencyByKind: { contact: ofKind("contact"), incubation: ofKind("incubation") },
    reconciliation: reconcile(outcomes, await store.storedLeads(runTag)),
    databaseCheck: await store.check(),
    serverSurvived,
    ...(serverSurvived ? {} : { serverErrors: server.stderr().slice(-2000) }),
  };
}

function loadOptions(settings: LoadSettings, baseUrl: string, runTag: string) {
  return {
    baseUrl,
    runTag,
    clients: settings.clients,
    incubationClients: settings.incubationClients,
    durationMs: settings.durationMs,
    requestTimeoutMs: settings.requestTimeoutMs,
    bodies: settings.bodies,
  };
}

/** The load for the whole duration against one server. */
export async function steadyRun(store: LeadStore, settings: LoadSettings): Promise<RunResult> {
  const runTag = newRunTag();
  const port = await freePort();
  const env = { BUILD_DIR: settings.buildDir, ...SERVER_ENV, ...store.serverEnv };
  const { server } = await startServer(port, env);
  const load = startLoad(loadOptions(settings, server.baseUrl, runTag));
  const run = await load.done;
  return summarize(store.engine, store, runTag, run.outcomes, run.durationMs, server);
}

/** The load; half-way, SIGKILL to the server and a new one started at once on the same port and data. */
export async function crashRun(store: LeadStore, settings: LoadSettings): Promise<CrashResult> {
  const runTag = newRunTag();
  const port = await freePort();
  const env = { BUILD_DIR: settings.buildDir, ...SERVER_ENV, ...store.serverEnv };
  const first = await startServer(port, env);
  const load = startLoad(loadOptions(settings, first.server.baseUrl, runTag));
  await sleep(settings.durationMs / 2);
  const killedAtMs = load.clock();
  await first.server.kill9();
  settings.log?.(`  ${store.engine}: kill -9 at ${(killedAtMs / 1000).toFixed(1)} s`);
  const second = await startServer(port, env);
  const downMs = load.clock() - killedAtMs;
  // The restarted server must take leads too: the load goes on for a while after it is back.
  load.endAt(Math.max(settings.durationMs, load.clock() + Math.min(settings.durationMs / 2, MIN_LOAD_AFTER_RECOVERY_MS)));
  const run = await load.done;
  const result = await summarize(store.engine, store, runTag, run.outcomes, run.durationMs, second.server);
  const backAt = killedAtMs + downMs;
  const acknowledgedAfterRestart = run.outcomes.filter((o) => o.sentAt >= backAt && verdictOf(o) === "acknowledged").length;
  return { ...result, killedAtMs, restartHealthMs: second.healthMs, downMs, acknowledgedAfterRestart };
}

/** How the database goes away for a while and comes back. */
type Interruption = {
  /** Resolves with what happened, for the progress line ("stopped"). */
  away: () => Promise<string>;
  back: () => Promise<void>;
  forMs: number;
  backWord: string;
};

/**
 * The load against a server on a private PostgreSQL; a third of the way in,
 * the database goes away for a while, then comes back. The server is never
 * restarted.
 */
async function interruptedRun(postgres: PrivatePostgres, store: LeadStore, settings: LoadSettings, interruption: Interruption): Promise<OutageResult> {
  const runTag = newRunTag();
  const port = await freePort();
  const env = { BUILD_DIR: settings.buildDir, ...SERVER_ENV, ...store.serverEnv };
  const { server } = await startServer(port, env);
  const load = startLoad(loadOptions(settings, server.baseUrl, runTag));
  await sleep(settings.durationMs / 3);
  const downAtMs = load.clock();
  const what = await interruption.away();
  settings.log?.(`  PostgreSQL ${what} at ${(downAtMs / 1000).toFixed(1)} s`);
  await sleep(interruption.forMs);
  await interruption.back();
  const upAtMs = load.clock();
  // However long going and coming back took, the load goes on for a while after the database is back.
  load.endAt(Math.max(settings.durationMs, upAtMs + Math.max(settings.durationMs / 3, MIN_LOAD_AFTER_RECOVERY_MS)));
  settings.log?.(`  PostgreSQL ${interruption.backWord} at ${(upAtMs / 1000).toFixed(1)} s`);
  const run = await load.done;
  const result = await summarize(store.engine, store, runTag, run.outcomes, run.durationMs, server);
  return {
    ...result,
    postgresVersion: postgres.version,
    downAtMs,
    upAtMs,
    outage: outageFigures(run.outcomes, { downAt: downAtMs, upAt: upAtMs }, FAILURE_TEXT.storageUnavailable),
  };
}

/** PostgreSQL stopped (pg_ctl stop -m fast: its sessions end) for `outageMs`, then started again. */
export function outageRun(postgres: PrivatePostgres, store: LeadStore, settings: LoadSettings & { outageMs: number }): Promise<OutageResult> {
  const stop = async () => {
    await postgres.stop();
    return "stopped";
  };
  return interruptedRun(postgres, store, settings, { away: stop, back: postgres.start, forMs: settings.outageMs, backWord: "started again" });
}

/**
 * PostgreSQL frozen (SIGSTOP) for `freezeMs` without closing a connection,
 * then let go (SIGCONT): only the server's timeouts stand between a visitor
 * and a wait without end.
 */
export async function freezeRun(postgres: PrivatePostgres, store: LeadStore, settings: LoadSettings & { freezeMs: number }): Promise<FreezeResult> {
  let processesFrozen = 0;
  const freeze = async () => {
    processesFrozen = postgres.freeze();
    return `frozen (SIGSTOP to ${processesFrozen} processes)`;
  };
  const thaw = async () => postgres.thaw();
  const result = await interruptedRun(postgres, store, settings, { away: freeze, back: thaw, forMs: settings.freezeMs, backWord: "let go (SIGCONT)" });
  return { ...result, processesFrozen };
}

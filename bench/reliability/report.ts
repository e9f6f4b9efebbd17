// The reliability benchmark's figures as a summary line, tables for the
// terminal and bench/RELIABILITY.md. Pure functions of the results.
import type { Machine } from "../results-types.ts";
import { type Table, fixed, formatTable, markdownTable, ms } from "../table.ts";
import type { Reconciliation } from "./reconcile.ts";
import type { CrashResult, OutageResult, RunResult } from "./scenarios.ts";

export type ReliabilitySettings = {
  clients: number;
  incubationClients: number;
  pitchDeckBytes: number;
  durationSeconds: number;
  crashes: number;
  outageSeconds: number;
  requestTimeoutSeconds: number;
};

export type ReliabilityResults = {
  measuredAt: string;
  machine: Machine & { loadAverageAtEnd: number[] };
  settings: ReliabilitySettings;
  steady: RunResult[];
  crashes: CrashResult[];
  /** The outage run, or why it did not run. */
  outage: OutageResult | { skipped: string };
  summary: string;
  /** Whether every promise held: nothing acknowledged lost or doubled, nothing rejected stored, no 5xx but 503, the server recovered. */
  passed: boolean;
};

/** 18342 → "18 342". */
export function grouped(n: number): string {
  return Number.isFinite(n) ? Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, " ") : "–";
}

const seconds = (msValue: number) => (Number.isFinite(msValue) ? `${(msValue / 1000).toFixed(1)} s` : "–");

const sum = (runs: readonly { reconciliation: Reconciliation }[], pick: (r: Reconciliation) => number) =>
  runs.reduce((total, run) => total + pick(run.reconciliation), 0);

/** Lost, doubled, stored-though-refused and wrong-reference leads: each must be 0. */
export function problems(r: Reconciliation): number {
  return r.lost + r.duplicates + r.rejectedButStored + r.wrongReference;
}

const other5xx = (counts: Record<string, number>) =>
  Object.entries(counts).reduce((total, [status, count]) => (/^5\d\d$/.test(status) && status !== "503" ? total + count : total), 0);

export function isOutageResult(outage: ReliabilityResults["outage"]): outage is OutageResult {
  return !("skipped" in outage);
}

/** Whether the runs kept every promise. */
export function allPassed(steady: readonly RunResult[], crashes: readonly CrashResult[], outage: ReliabilityResults["outage"]): boolean {
  const runs: RunResult[] = [...steady, ...crashes, ...(isOutageResult(outage) ? [outage] : [])];
  const sound = runs.every((run) => problems(run.reconciliation) === 0 && run.databaseCheck === "ok" && other5xx(run.statusCounts) === 0);
  const steadySurvived = [...steady, ...crashes].every((run) => run.serverSurvived);
  const restartsTookLeads = crashes.every((run) => run.acknowledgedAfterRestart > 0);
  const outageHeld = !isOutageResult(outage) || (outage.serverSurvived && outage.outage.other503 === 0 && outage.outage.noAnswer === 0 && outage.outage.failuresAfterRecovery === 0 && Number.isFinite(outage.outage.recoveredInMs));
  return sound && steadySurvived && restartsTookLeads && outageHeld && runs.length > 0;
}

/** "leads acknowledged 18 342, found 18 342, lost 0; kill -9 ×10 lost 0; outage: 503s 1 234, 5xx other 0, recovered in 0.1 s". */
export function summaryLine(steady: readonly RunResult[], crashes: readonly CrashResult[], outage: ReliabilityResults["outage"]): string {
  const parts = [
    `leads acknowledged ${grouped(sum(steady, (r) => r.acknowledged))}, found ${grouped(sum(steady, (r) => r.found))}, lost ${grouped(sum(steady, (r) => r.lost))}, duplicated ${grouped(sum(steady, (r) => r.duplicates))}`,
    `kill -9 ×${crashes.length} acknowledged ${grouped(sum(crashes, (r) => r.acknowledged))}, lost ${grouped(sum(crashes, (r) => r.lost))}, duplicated ${grouped(sum(crashes, (r) => r.duplicates))}, unknown ${grouped(sum(crashes, (r) => r.unknown))}, back in ≤ ${seconds(Math.max(0, ...crashes.map((c) => c.downMs)))}`,
  ];
  if (isOutageResult(outage)) {
    const o = outage.outage;
    parts.push(
      `outage: 503s ${grouped(o.clear503)}, 5xx other ${grouped(o.other5xx)}, hung ${grouped(o.noAnswer)}, slowest answer ${seconds(o.slowestAnswerMs)}, recovered in ${seconds(o.recoveredInMs)}, lost ${grouped(outage.reconciliation.lost)}`,
    );
  } else {
    parts.push(`outage: not run (${outage.skipped})`);
  }
  return parts.join("; ");
}

function loadTable(title: string, runs: readonly RunResult[]): Table {
  return {
    title,
    headers: ["engine", "kind", "requests", "answers by status", "p50", "p99", "answers/s", "acknowledged", "found", "lost", "duplicated", "stored though refused", "database"],
    rows: runs.flatMap((run) =>
      (["all", "contact", "incubation"] as const).map((kind) => {
        const latency = kind === "all" ? run.latency : run.latencyByKind[kind];
        const r = run.reconciliation;
        return kind === "all"
          ? [run.engine, kind, grouped(run.requests), statusText(run.statusCounts), ms(latency.p50), ms(latency.p99), fixed(latency.answersPerSecond), grouped(r.acknowledged), grouped(r.found), r.lost, r.duplicates, r.rejectedButStored, run.databaseCheck]
          : ["", kind, grouped(latency.answered), "", ms(latency.p50), ms(latency.p99), fixed(latency.answersPerSecond), "", "", "", "", "", ""];
      }),
    ),
  };
}

export function statusText(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([status, count]) => `${status}: ${grouped(count)}`)
    .join(", ");
}

function crashTable(crashes: readonly CrashResult[]): Table {
  return {
    title: "kill -9 in the middle of the load, then a restart on the same data",
    headers: ["engine", "run", "killed at", "acknowledged", "found", "lost", "duplicated", "refused (never sent)", "unknown (in flight at the kill): stored / not", "restart → health", "kill → health", "acknowledged after the restart", "database"],
    rows: crashes.map((c, i) => {
      const r = c.reconciliation;
      const run = crashes.slice(0, i + 1).filter((other) => other.engine === c.engine).length;
      return [c.engine, run, seconds(c.killedAtMs), grouped(r.acknowledged), grouped(r.found), r.lost, r.duplicates, grouped(r.rejected), `${r.unknownStored} / ${r.unknownNotStored}`, ms(c.restartHealthMs), ms(c.downMs), grouped(c.acknowledgedAfterRestart), c.databaseCheck];
    }),
  };
}

function outageTable(outage: OutageResult): Table {
  const o = outage.outage;
  return {
    title: `PostgreSQL stopped (pg_ctl stop -m fast) for ${seconds(outage.upAtMs - outage.downAtMs)} during the load (${outage.postgresVersion}, a private cluster)`,
    headers: ["requests during the outage", "503 with the clear text", "503 other text", "5xx other", "no answer (hung)", "slowest answer", "recovered in", "failures after recovery", "server survived", "lost", "duplicated", "stored though refused"],
    rows: [
      [
        grouped(o.duringOutage),
        grouped(o.clear503),
        o.other503,
        o.other5xx,
        o.noAnswer,
        ms(o.slowestAnswerMs),
        ms(o.recoveredInMs),
        o.failuresAfterRecovery,
        outage.serverSurvived ? "yes" : "NO",
        outage.reconciliation.lost,
        outage.reconciliation.duplicates,
        outage.reconciliation.rejectedButStored,
      ],
    ],
  };
}

function tables(results: ReliabilityResults): Table[] {
  const list = [loadTable(`Steady load: ${results.settings.clients} clients for ${results.settings.durationSeconds} s`, results.steady)];
  if (results.crashes.length > 0) list.push(crashTable(results.crashes));
  if (isOutageResult(results.outage)) list.push(outageTable(results.outage), loadTable("The outage run's load as a whole", [results.outage]));
  return list;
}

export function terminalReport(results: ReliabilityResults): string {
  return [...tables(results).map(formatTable), results.summary, results.passed ? "PASSED: every acknowledged lead is stored exactly once." : "FAILED: see the tables above."].join("\n\n");
}

export function markdownReport(results: ReliabilityResults): string {
  const { machine: m, settings: s } = results;
  const lines = [
    "# Reliability: an acknowledged lead is never lost",
    "",
    "Written by `npm run bench:reliability` (bench/reliability/run.ts); the figures are in bench/reliability-results.json.",
    "",
    `Measured ${results.measuredAt} on ${m.cores} cores (${m.cpu}), ${(m.memoryBytes / 2 ** 30).toFixed(1)} GiB memory, ${m.os}, Node ${m.node}. Load average ${m.loadAverage.map((l) => l.toFixed(2)).join(", ")} at the start and ${m.loadAverageAtEnd.map((l) => l.toFixed(2)).join(", ")} at the end — the machine is shared, so latencies and rates are those of a busy machine; the counts of lost and duplicated leads do not depend on it.`,
    "",
    `**${results.summary}**`,
    "",
    `Result: ${results.passed ? "every promise held." : "**a promise was broken** — see the tables."}`,
    "",
    "## How",
    "",
    `- ${s.clients} concurrent clients against the built server (\`node server/main.ts\` as \`npm run serve\` starts it, RATE_LIMIT_MAX raised), ${s.incubationClients} of them sending incubation applications with a ${(s.pitchDeckBytes / 2 ** 20).toFixed(0)} MB pitch deck (a real PDF filled with incompressible bytes), the others contact messages, one request after another for ${s.durationSeconds} s.`,
    "- Every request carries its own marker (its e-mail address). Afterwards the database is read directly: every lead that got a success answer must be there exactly once under the reference it was given; none that got a failure answer, or whose connection was refused, may be there.",
    "- A request that got no answer because the server was killed with it in flight is *unknown*: either outcome is correct. They are reported, not counted as acknowledged or failed.",
    `- kill -9: ${s.crashes} runs per engine; half-way through the load the server gets SIGKILL and is started again at once on the same port and data (the restart proves the database opens; the load goes on against the new server). At the end of each run SQLite's file must pass \`PRAGMA integrity_check\`; on PostgreSQL the tables are read back.`,
    `- Outage (PostgreSQL): a private cluster (initdb into a temporary directory, its own port; the shared cluster is never touched) is stopped with \`pg_ctl stop -m fast\` a third of the way through the load and started again ${s.outageSeconds} s later; the server is not restarted. Every answer in between must be the 503 with the clear message, within a bounded time (a request without an answer after ${s.requestTimeoutSeconds} s counts as hung).`,
    "- Not measured here: a database that stops answering without closing its connections (a network partition, a frozen host). Stopping PostgreSQL closes them, so the pool learns at once.",
    "",
  ];
  for (const table of tables(results)) lines.push(`## ${table.title ?? ""}`, "", markdownTable(table), "");
  return lines.join("\n");
}

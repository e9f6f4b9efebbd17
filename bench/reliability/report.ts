// The reliability benchmark's figures as a summary line, tables for the
// terminal and bench/RELIABILITY.md. Pure functions of the results.
import type { Machine } from "../results-types.ts";
import { type Table, fixed, formatTable, markdownTable, ms } from "../table.ts";
import { grouped, seconds, statusText } from "./figures.ts";
import { type FuzzResult, fuzzPassed, fuzzSummary, fuzzTables } from "./fuzz-report.ts";
import type { Reconciliation } from "./reconcile.ts";
import type { CrashResult, FreezeResult, OutageResult, RunResult } from "./scenarios.ts";

export { grouped, statusText };

export type ReliabilitySettings = {
  clients: number;
  incubationClients: number;
  pitchDeckBytes: number;
  durationSeconds: number;
  crashes: number;
  outageSeconds: number;
  freezeSeconds: number;
  requestTimeoutSeconds: number;
};

/** A part that did not run, and why. */
export type Skipped = { skipped: string };

export type ReliabilityResults = {
  measuredAt: string;
  machine: Machine & { loadAverageAtEnd: number[] };
  settings: ReliabilitySettings;
  steady: RunResult[];
  crashes: CrashResult[];
  /** The outage run, or why it did not run. */
  outage: OutageResult | Skipped;
  /** PostgreSQL frozen (SIGSTOP) under load, or why it did not run. */
  freeze: FreezeResult | Skipped;
  /** server/security/public-endpoints-fuzz.test.ts's counts, or why it did not run. */
  fuzz: FuzzResult | Skipped;
  summary: string;
  /** Whether every promise held: nothing acknowledged lost or doubled, nothing rejected stored, no 5xx but 503, the server recovered. */
  passed: boolean;
};

/** The parts' results, as the summary and the verdict read them. */
export type ReliabilityParts = Pick<ReliabilityResults, "steady" | "crashes" | "outage" | "freeze" | "fuzz">;

const sum = (runs: readonly { reconciliation: Reconciliation }[], pick: (r: Reconciliation) => number) =>
  runs.reduce((total, run) => total + pick(run.reconciliation), 0);

/** Lost, doubled, stored-though-refused and wrong-reference leads: each must be 0. */
export function problems(r: Reconciliation): number {
  return r.lost + r.duplicates + r.rejectedButStored + r.wrongReference;
}

const other5xx = (counts: Record<string, number>) =>
  Object.entries(counts).reduce((total, [status, count]) => (/^5\d\d$/.test(status) && status !== "503" ? total + count : total), 0);

/** Whether a part ran (it is not a Skipped). */
export function ran<T extends object>(part: T | Skipped): part is T {
  return !("skipped" in part);
}

/** The database went away and came back: every answer in between the clear 503, none hung, leads taken again. */
const weatheredAway = (run: OutageResult | Skipped) =>
  !ran(run) || (run.serverSurvived && run.outage.other503 === 0 && run.outage.noAnswer === 0 && run.outage.failuresAfterRecovery === 0 && Number.isFinite(run.outage.recoveredInMs));

/** Whether the runs kept every promise. */
export function allPassed({ steady, crashes, outage, freeze, fuzz }: ReliabilityParts): boolean {
  const runs: RunResult[] = [...steady, ...crashes, ...[outage, freeze].filter(ran)];
  const sound = runs.every((run) => problems(run.reconciliation) === 0 && run.databaseCheck === "ok" && other5xx(run.statusCounts) === 0);
  const steadySurvived = [...steady, ...crashes].every((run) => run.serverSurvived);
  const restartsTookLeads = crashes.every((run) => run.acknowledgedAfterRestart > 0);
  const fuzzHeld = !ran(fuzz) || fuzzPassed(fuzz);
  return sound && steadySurvived && restartsTookLeads && weatheredAway(outage) && weatheredAway(freeze) && fuzzHeld && (runs.length > 0 || ran(fuzz));
}

const awayFigures = (run: OutageResult) => {
  const o = run.outage;
  return `503s ${grouped(o.clear503)}, 5xx other ${grouped(o.other5xx)}, hung ${grouped(o.noAnswer)}, slowest answer ${seconds(o.slowestAnswerMs)}, recovered in ${seconds(o.recoveredInMs)}, lost ${grouped(run.reconciliation.lost)}`;
};

/** "leads acknowledged 18 342, found 18 342, lost 0; kill -9 ×10 lost 0; outage: 503s 1 234, …; freeze 15 s: …; fuzzed 18 000 bodies …". */
export function summaryLine({ steady, crashes, outage, freeze, fuzz }: ReliabilityParts): string {
  const parts: string[] = [];
  if (steady.length > 0) {
    parts.push(`leads acknowledged ${grouped(sum(steady, (r) => r.acknowledged))}, found ${grouped(sum(steady, (r) => r.found))}, lost ${grouped(sum(steady, (r) => r.lost))}, duplicated ${grouped(sum(steady, (r) => r.duplicates))}`);
  }
  if (crashes.length > 0) {
    parts.push(
      `kill -9 ×${crashes.length} acknowledged ${grouped(sum(crashes, (r) => r.acknowledged))}, lost ${grouped(sum(crashes, (r) => r.lost))}, duplicated ${grouped(sum(crashes, (r) => r.duplicates))}, unknown ${grouped(sum(crashes, (r) => r.unknown))}, back in ≤ ${seconds(Math.max(0, ...crashes.map((c) => c.downMs)))}`,
    );
  }
  parts.push(ran(outage) ? `outage: ${awayFigures(outage)}` : `outage: not run (${outage.skipped})`);
  parts.push(ran(freeze) ? `freeze ${seconds(freeze.upAtMs - freeze.downAtMs)}: requests ${grouped(freeze.outage.duringOutage)}, ${awayFigures(freeze)}` : `freeze: not run (${freeze.skipped})`);
  parts.push(ran(fuzz) ? fuzzSummary(fuzz) : `fuzz: not run (${fuzz.skipped})`);
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

function outageTable(outage: OutageResult, title: string): Table {
  const o = outage.outage;
  return {
    title,
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
  const list: Table[] = [];
  if (results.steady.length > 0) list.push(loadTable(`Steady load: ${results.settings.clients} clients for ${results.settings.durationSeconds} s`, results.steady));
  if (results.crashes.length > 0) list.push(crashTable(results.crashes));
  const { outage, freeze, fuzz } = results;
  if (ran(outage)) {
    const title = `PostgreSQL stopped (pg_ctl stop -m fast) for ${seconds(outage.upAtMs - outage.downAtMs)} during the load (${outage.postgresVersion}, a private cluster)`;
    list.push(outageTable(outage, title), loadTable("The outage run's load as a whole", [outage]));
  }
  if (ran(freeze)) {
    const title = `PostgreSQL frozen (SIGSTOP to the postmaster and its ${freeze.processesFrozen - 1} processes, connections left open) for ${seconds(freeze.upAtMs - freeze.downAtMs)} during the load (${freeze.postgresVersion}, a private cluster)`;
    list.push(outageTable(freeze, title), loadTable("The freeze run's load as a whole", [freeze]));
  }
  if (ran(fuzz)) list.push(...fuzzTables(fuzz));
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
    ran(results.freeze)
      ? `- Freeze (PostgreSQL): the private cluster's postmaster and every process it started get SIGSTOP a third of the way through the load, SIGCONT ${s.freezeSeconds} s later: PostgreSQL stops answering but keeps its connections open, as a frozen host or a network partition. Only the server's timeouts stand between a visitor and a wait without end: every answer in between must be the 503 with the clear message, none may hang, and after SIGCONT leads must be taken again without a restart.`
      : "- Not measured here: a database that stops answering without closing its connections (a network partition, a frozen host). Stopping PostgreSQL closes them, so the pool learns at once.",
    ...(ran(results.fuzz)
      ? [
          `- Hostile bodies: \`${results.fuzz.testFile}\` run as it is (vitest, ${results.fuzz.seconds.toFixed(0)} s): generated hostile bodies (fast-check) against every public endpoint on each engine; no answer may be a 5xx or outside its documented shape, and every stored lead must still pass its form's schema when read back (the stored-leads check).`,
        ]
      : []),
    "",
  ];
  for (const table of tables(results)) lines.push(`## ${table.title ?? ""}`, "", markdownTable(table), "");
  return lines.join("\n");
}

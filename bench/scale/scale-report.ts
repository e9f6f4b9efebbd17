// The scale-out benchmark's figures as JSON and as bench/SCALE.md: pure
// functions, so the wording and the ratios are tested without a load run.

export type ScaleMachine = { cores: number; cpu: string; memoryBytes: number; loadAverage: number[]; node: string; os: string; postgres: string };

export type ScaleRun = {
  instances: number;
  submissionsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Load average just before this run. */
  loadAverage: number[];
  /** CPU milliseconds per submission in each part, and how busy the whole machine was (cpu-time.ts). */
  cpu?: { instancesMs: number; postgresMs: number; loadGeneratorMs: number; machineBusy: number };
};

export type ScaleResults = {
  measuredAt: string;
  machine: ScaleMachine;
  connections: number;
  durationSeconds: number;
  /** Rounds of 1, 2, 3 instances, one after the other, so a burst of other work on the machine hits every count alike. */
  rounds: number;
  /** Per instance count, the round with the median submissions per second. */
  runs: ScaleRun[];
  /** Every round's run, in the order measured. */
  samples: ScaleRun[];
};

/** Per instance count, the sample with the median submissions per second (the lower middle one for an even count). */
export function medianRuns(samples: readonly ScaleRun[]): ScaleRun[] {
  const counts = [...new Set(samples.map((sample) => sample.instances))].sort((a, b) => a - b);
  return counts.map((count) => {
    const sorted = samples.filter((sample) => sample.instances === count).sort((a, b) => a.submissionsPerSecond - b.submissionsPerSecond);
    return sorted[Math.floor((sorted.length - 1) / 2)] as ScaleRun;
  });
}

/** Submissions per second relative to one instance. */
export function speedup(runs: readonly ScaleRun[], run: ScaleRun): number {
  const one = runs.find((r) => r.instances === 1);
  return one && one.submissionsPerSecond > 0 ? run.submissionsPerSecond / one.submissionsPerSecond : Number.NaN;
}

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
const load = (l: readonly number[]) => l.map((n) => n.toFixed(2)).join(" / ");

/** Where the CPU went: per submission in each part, and the machine's busy share. */
export function cpuTable(results: ScaleResults): string {
  const rows = results.runs.map((run) => {
    const cpu = run.cpu;
    if (!cpu) return `| ${run.instances} | – | – | – | – | – |`;
    const total = cpu.instancesMs + cpu.postgresMs + cpu.loadGeneratorMs;
    return `| ${run.instances} | ${fixed(cpu.instancesMs, 2)} ms | ${fixed(cpu.postgresMs, 2)} ms | ${fixed(cpu.loadGeneratorMs, 2)} ms | ${fixed(total, 2)} ms | ${fixed(cpu.machineBusy * 100)} % |`;
  });
  return [
    "| instances | Node (all instances) | PostgreSQL | autocannon | total | machine busy |",
    "| ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

export function scaleTable(results: ScaleResults): string {
  const rounds = (count: number) =>
    (results.samples ?? [])
      .filter((sample) => sample.instances === count)
      .map((sample) => fixed(sample.submissionsPerSecond))
      .join(", ");
  const rows = results.runs.map(
    (run) =>
      `| ${run.instances} | ${fixed(run.submissionsPerSecond)} | ${fixed(speedup(results.runs, run), 2)}× | ${fixed(run.p50)} ms | ${fixed(run.p99)} ms | ${rounds(run.instances)} | ${run.non2xx + run.errors} | ${load(run.loadAverage)} |`,
  );
  return [
    "| instances | submissions/s (median) | vs. one | p50 | p99 | every round, submissions/s | failed | load average before |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows,
  ].join("\n");
}

/** What the figures mean on this machine: more instances than cores cannot scale. */
export function scaleVerdict(results: ScaleResults): string {
  const { cores } = results.machine;
  const best = results.runs.reduce<ScaleRun | undefined>((top, run) => (!top || run.submissionsPerSecond > top.submissionsPerSecond ? run : top), undefined);
  const lines = [
    `This machine has ${cores} core${cores === 1 ? "" : "s"}, and on it run, all at once, the server instances, PostgreSQL and the load generator (autocannon), besides whatever else the machine is doing. ` +
      `A submission costs CPU in every one of them (JSON parsing and the schema check in Node, the insert, the rate-limit count and the outbox rows in PostgreSQL, the request and answer in autocannon), so ` +
      `more instances than cores cannot scale here: a second instance can only use CPU the first one left idle, and a third competes with the other two, PostgreSQL and the load generator for the same ${cores} cores.`,
  ];
  if (best) {
    const most = results.runs.at(-1) as ScaleRun;
    const plural = (n: number) => `${n} instance${n === 1 ? "" : "s"}`;
    lines.push(
      `The best figure here was ${fixed(best.submissionsPerSecond)} submissions/s with ${plural(best.instances)} (${fixed(speedup(results.runs, best), 2)}× one instance)` +
        (most !== best ? `; with ${plural(most.instances)} it was ${fixed(speedup(results.runs, most), 2)}× one instance, ${speedup(results.runs, most) < 1 ? "slower: each extra process adds its own event loop, garbage collector and database connections to share the same cores" : "short of linear"}.` : "."),
    );
  }
  const first = results.runs[0];
  const last = results.runs.at(-1);
  if (first?.cpu && last?.cpu && first !== last) {
    const total = (run: ScaleRun) => (run.cpu ? run.cpu.instancesMs + run.cpu.postgresMs + run.cpu.loadGeneratorMs : Number.NaN);
    const nodeRose = last.cpu.instancesMs > first.cpu.instancesMs * 1.2;
    lines.push(
      `With ${first.instances} instance the machine was already ${fixed(first.cpu.machineBusy * 100)} % busy (counting everything that ran on it), so there was little idle CPU for more instances to use. ` +
        `The CPU one submission cost went from ${fixed(total(first), 2)} ms with ${first.instances} instance to ${fixed(total(last), 2)} ms with ${last.instances} ` +
        `(Node ${fixed(first.cpu.instancesMs, 2)} → ${fixed(last.cpu.instancesMs, 2)} ms, PostgreSQL ${fixed(first.cpu.postgresMs, 2)} → ${fixed(last.cpu.postgresMs, 2)} ms)` +
        (total(last) > total(first) * 1.1 ? ": the same work spread over more processes cost more in all." : ".") +
        (nodeRose
          ? " Node's part grew with the number of processes, most likely because each one batches fewer leads into one commit (the group commit works within a process) and runs its own event loop, garbage collector and connection pool."
          : ""),
    );
  }
  const busy = results.runs.some((run) => (run.loadAverage[0] ?? 0) > cores);
  if (busy) {
    lines.push(
      `The load average before the runs was above ${cores} (other work on the machine), so these figures say more about the machine's load than about the server; compare them only with runs on the same machine at the same time.`,
    );
  }
  const failed = results.samples.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
  lines.push(
    (failed === 0
      ? "What the run does show: the instances share one database correctly under load (every request answered 201, the rate limit counted in PostgreSQL for all of them), and the cost of that sharing. "
      : `${failed} requests failed or were refused: see bench/scale-results.json. `) +
      "On a deployment each instance gets its own cores (or machine) and PostgreSQL its own; there the throughput should grow with the instances until PostgreSQL's commit rate is the limit (not measured here: this machine cannot show it).",
  );
  return lines.join("\n\n");
}

export function scaleMarkdown(results: ScaleResults): string {
  const m = results.machine;
  return `# Scale-out benchmark

Measured ${results.measuredAt} by \`npm run bench:scale\` (bench/scale/run.ts) on ${m.cores} cores (${m.cpu}), ${(m.memoryBytes / 1024 ** 2).toFixed(0)} MB memory, load average ${load(m.loadAverage)} at the start, Node ${m.node}, ${m.os}, PostgreSQL ${m.postgres}.

Each run starts 1, 2 or 3 server processes (\`node server/main.ts\`) on one fresh PostgreSQL schema, with the rate limit raised out of the way, and sends contact-form submissions (a JSON POST that stores a lead and its two outbox e-mails; mail is off, so nothing is sent) for ${results.durationSeconds} s from ${results.connections} connections of autocannon spread round-robin over the instances (autocannon takes one URL per instance and gives each the same number of connections). ${results.rounds} rounds of 1, 2 and 3 instances ran one after the other; the table gives, per instance count, the round with the median throughput (its latency and CPU figures too) and every round's throughput.

${scaleTable(results)}

CPU time per submission, summed over each part's processes (Linux /proc; PostgreSQL's figure includes whatever else used the shared server meanwhile), and the share of the machine's CPU time that was busy:

${cpuTable(results)}

${scaleVerdict(results)}
`;
}

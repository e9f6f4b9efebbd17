// The benchmark's tables, for the terminal and for bench/RESULTS.md.
import { type BudgetCheck, checkBudgets } from "./budgets.ts";
import { buildTable, routeTable } from "./before-after-table.ts";
import { comparisonTables } from "./comparison.ts";
import { hostileTable, memoryFlagsLine } from "./hostile-report.ts";
import type { BenchResults, Machine, RouteLighthouse } from "./results-types.ts";
import { ratio } from "./stats.ts";
import { type Table, fixed, formatTable, kib, markdownTable, mb, ms, percent, score, times } from "./table.ts";

const loadText = (machine: Machine) => machine.loadAverage.map((n) => n.toFixed(2)).join(" / ");

export function machineLine(machine: Machine): string {
  return `${machine.cores} cores (${machine.cpu}), ${mb(machine.memoryBytes)} memory, load average ${loadText(machine)} at the start, Node ${machine.node}, ${machine.os}`;
}

/** The routes, and the hello-world floor last when it was measured. */
function withFloor(routes: readonly RouteLighthouse[], floor?: RouteLighthouse): RouteLighthouse[] {
  return [...routes, ...(floor ? [{ ...floor, route: `${floor.route} (floor)` }] : [])];
}

function lighthouseTable(title: string, routes: readonly RouteLighthouse[]): Table {
  return {
    title,
    headers: ["route", "perf", "a11y", "best pr.", "SEO", "LCP", "no-JS LCP", "LCP ratio", "FCP", "TBT", "CLS", "transferred"],
    rows: routes.map(({ route, site, noJs }) => [
      route,
      score(site.performance),
      score(site.accessibility),
      score(site.bestPractices),
      score(site.seo),
      ms(site.lcp),
      ms(noJs.lcp),
      times(ratio(site.lcp, noJs.lcp)),
      ms(site.fcp),
      ms(site.tbt),
      fixed(site.cls, 3),
      kib(site.transferBytes),
    ]),
  };
}

/** A table of the report, with a sentence to print under it. */
export type ReportTable = Table & { note?: string };

/** Every table of the results, in print order; parts not measured are left out. */
export function resultTables(results: BenchResults): ReportTable[] {
  const tables: ReportTable[] = [];
  const lh = results.lighthouse;
  if (lh) {
    tables.push(lighthouseTable(`Lighthouse, mobile default (median of ${lh.runsPerRoute} runs)`, withFloor(lh.mobile, lh.floor?.mobile)));
    tables.push(lighthouseTable(`Lighthouse, desktop preset (median of ${lh.runsPerRoute} runs)`, withFloor(lh.desktop, lh.floor?.desktop)));
    // The routes' own audits: the hello-world has no description or favicon, and is not what the budgets are about.
    const failing = [...lh.mobile.map((r) => ({ ...r, ff: "mobile" })), ...lh.desktop.map((r) => ({ ...r, ff: "desktop" }))].filter((r) => r.site.failing.length > 0);
    if (failing.length > 0) {
      tables.push({ title: "Scored Lighthouse audits below 100 (in at least half the runs)", headers: ["route", "form factor", "audits"], rows: failing.map((r) => [r.route, r.ff, r.site.failing.join(", ")]) });
    }
  }
  const js = results.firstLoadJs;
  if (js) {
    tables.push({
      title: "First-load JavaScript (every script and modulepreload the HTML names, and inline scripts)",
      headers: ["route", "files", "raw", "gzip -9", "brotli", "floor gzip", "over floor", "floor brotli"],
      rows: [
        ...js.routes.map((r) => [r.route, r.files, kib(r.raw), kib(r.gzip), kib(r.brotli), kib(js.floor.gzip), kib(r.gzip - js.floor.gzip), kib(js.floor.brotli)]),
        [`${js.floor.route} (floor)`, js.floor.files, kib(js.floor.raw), kib(js.floor.gzip), kib(js.floor.brotli), kib(js.floor.gzip), kib(0), kib(js.floor.brotli)],
      ],
    });
  }
  const server = results.server;
  if (server) {
    const rows: (string | number)[][] = [
      [
        `static page ${server.staticPath} (gzip)`,
        fixed(server.staticSite.requestsPerSecond),
        ms(server.staticSite.p99),
        server.staticNginx ? `nginx ${server.nginxVersion ?? ""}`.trim() : "nginx: not installed",
        fixed(server.staticNginx?.requestsPerSecond),
        ms(server.staticNginx?.p99),
        percent(ratio(server.staticSite.requestsPerSecond, server.staticNginx?.requestsPerSecond)),
      ],
    ];
    for (const engine of server.engines) {
      rows.push([
        `contact submission, ${engine.engine}`,
        fixed(engine.submission.requestsPerSecond),
        ms(engine.submission.p99),
        `raw INSERTs (${engine.rawInsertConcurrency} conn.)`,
        fixed(engine.rawInserts.insertsPerSecond),
        ms(engine.rawInserts.p99),
        percent(ratio(engine.submission.requestsPerSecond, engine.rawInserts.insertsPerSecond)),
      ]);
    }
    tables.push({
      title: `Server under load (autocannon, ${server.connections} connections, ${server.workers ?? 1} worker threads, ${server.durationSeconds} s each; ratios from the same run)`,
      headers: ["measure", "req/s", "p99", "reference", "ref/s", "ref p99", "ratio"],
      rows,
    });
    const errors = [server.staticSite, server.staticNginx, ...server.engines.map((e) => e.submission)].reduce((n, r) => n + (r ? r.non2xx + r.errors : 0), 0);
    tables.push({
      title: `Server memory (resident set)${errors > 0 ? `; ${errors} answers outside 2xx or errors during the load runs` : ""}`,
      headers: ["engine", "idle", "after the load runs", "peak"],
      rows: server.engines.map((e) => [e.engine, mb(e.rss.idle), mb(e.rss.afterLoad), mb(e.rss.peak)]),
    });
  }
  if (results.hostile) tables.push({ ...hostileTable(results.hostile), note: memoryFlagsLine(results.hostile) });
  if (results.astro) {
    const figures = results.astro;
    for (const table of [routeTable(figures), buildTable(figures)]) tables.push({ ...table, title: `React Router → Astro (issue 21): ${table.title ?? ""}` });
  }
  if (results.build) {
    tables.push({
      title: "Build (npm run build)",
      headers: ["seconds", "peak RSS, largest process", "peak RSS, process tree"],
      rows: [[fixed(results.build.seconds, 1), mb(results.build.peakProcessBytes), mb(results.build.peakTreeBytes)]],
    });
  }
  return tables;
}

export function budgetTable(checks: readonly BudgetCheck[]): Table {
  const mark = (holds: boolean | undefined) => (holds === undefined ? "not measured" : holds ? "holds" : "MISSED");
  return { title: "Budgets", headers: ["budget", "route / engine", "figure", "limit", "result"], rows: checks.map((c) => [c.budget, c.subject, c.figure, c.limit, mark(c.holds)]) };
}

/** The terminal report: every table, then the budgets. */
export function terminalReport(results: BenchResults): string {
  const tables: ReportTable[] = [...resultTables(results), budgetTable(checkBudgets(results))];
  return tables.map((table) => (table.note ? `${formatTable(table)}\n${table.note}` : formatTable(table))).join("\n\n");
}

/** bench/RESULTS.md: date, machine, the tables, the budgets that missed, and a comparison with a baseline run. */
export function markdownReport(results: BenchResults, notes: readonly string[] = [], baseline?: { results: BenchResults; label: string }): string {
  const checks = checkBudgets(results);
  const missed = checks.filter((c) => c.holds === false);
  const parts = [
    "# Benchmark results",
    "",
    `Measured ${results.date} by \`npm run bench\` (bench/run.ts) on ${machineLine(results.machine)}.`,
    `Framework: ${Object.entries(results.versions).map(([name, version]) => `${name} ${version}`).join(", ")}.`,
    ...notes.map((note) => `\n${note}`),
  ];
  const measured = [
    results.build && `build ${results.build.measuredAt}`,
    results.firstLoadJs && `first-load JS ${results.firstLoadJs.measuredAt}`,
    results.lighthouse && `Lighthouse ${results.lighthouse.measuredAt} (load average ${loadText(results.lighthouse.machine)})`,
    results.server && `server ${results.server.measuredAt} (load average ${loadText(results.server.machine)})`,
    results.hostile && `hostile and largest bodies ${results.hostile.measuredAt} (load average ${loadText(results.hostile.machine)})`,
    results.astro && `React Router → Astro ${results.astro.measuredAt} (load average ${loadText(results.astro.machine)})`,
  ].filter(Boolean);
  parts.push("", `Parts measured: ${measured.join("; ")}.`);
  for (const table of resultTables(results)) parts.push("", `## ${table.title ?? ""}`, "", markdownTable(table), ...(table.note ? ["", table.note] : []));
  parts.push("", "## Budgets", "");
  parts.push(missed.length === 0 ? "Every measured budget holds." : `${checks.length - missed.length} of ${checks.length} checks hold; missed:`);
  if (missed.length > 0) parts.push("", markdownTable(budgetTable(missed)));
  if (baseline) {
    parts.push("", "## Before and after", "", `Before: ${baseline.label}, measured ${baseline.results.date} on ${machineLine(baseline.results.machine)}.`);
    for (const table of comparisonTables(baseline.results, results)) parts.push("", `### ${table.title ?? ""}`, "", markdownTable(table));
  }
  return `${parts.join("\n")}\n`;
}

// The benchmark's tables, for the terminal and for bench/RESULTS.md, with a
// baseline run's figures beside this run's (bench/results-before.json: the
// React Router build's last run).
import { type BudgetCheck, checkBudgets } from "./budgets.ts";
import { comparisonTables } from "./comparison.ts";
import { hostileTable, memoryFlagsLine } from "./hostile-report.ts";
import type { BenchResults, Machine, RouteLighthouse } from "./results-types.ts";
import { ratio } from "./stats.ts";
import { type Table, fixed, formatTable, kib, markdownTable, mb, ms, percent, score, times } from "./table.ts";

const loadText = (machine: Machine) => machine.loadAverage.map((n) => n.toFixed(2)).join(" / ");

export function machineLine(machine: Machine): string {
  return `${machine.cores} cores (${machine.cpu}), ${mb(machine.memoryBytes)} memory, load average ${loadText(machine)} at the start, Node ${machine.node}, ${machine.os}`;
}

/** An earlier run, and how the report names it. */
export type Baseline = { results: BenchResults; label: string };

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

/**
 * A route's script on load in the baseline: what a browser saw load when it
 * was measured so, else what its HTML named (the React Router build's
 * first-load JS, every script and module preload, gzip -9).
 */
function scriptBefore(before: BenchResults | undefined, route: string): number | undefined {
  return before?.pageLoad?.pages.find((page) => page.route === route)?.scriptBytes ?? before?.firstLoadJs?.routes.find((js) => js.route === route)?.gzip;
}

function scriptOnLoadTable(results: BenchResults, before?: BenchResults): ReportTable | undefined {
  const pageLoad = results.pageLoad;
  if (!pageLoad) return undefined;
  const inHtml = new Map(results.firstLoadJs?.routes.map((js) => [js.route, js.gzip]));
  const { width, height } = pageLoad.viewport;
  return {
    title: `Script on load with no interaction, per route (a ${width}×${height} phone page until the network is quiet; gzip as served, inline loaders gzip -9)`,
    headers: ["route", "before", "on load", "of it inline", "script files", "named in the HTML", "islands above the fold"],
    rows: pageLoad.pages.map((page) => {
      const built = page.status === 200;
      const bytes = (value: number | undefined) => (built ? kib(value) : `no page (HTTP ${page.status})`);
      return [
        page.route,
        kib(scriptBefore(before, page.route)),
        bytes(page.scriptBytes),
        bytes(page.inlineScriptBytes),
        built ? page.scriptFiles : "–",
        bytes(inHtml.get(page.route)),
        page.islandsAboveFold.join(", ") || "none",
      ];
    }),
    note: "before: the baseline run's figure (for the React Router build, every script and module preload its HTML names, gzip -9). named in the HTML: the inline scripts and the script files the page names, gzip -9; an island's code is named only in its <astro-island> and counts in \"on load\" when it hydrates on sight.",
  };
}

function buildTable(results: BenchResults, before?: BenchResults): Table | undefined {
  if (!results.build) return undefined;
  const row = (label: string, build: NonNullable<BenchResults["build"]>) => [label, fixed(build.seconds, 1), mb(build.peakProcessBytes), mb(build.peakTreeBytes)];
  return {
    title: "Build (npm run build, cold, into an empty directory)",
    headers: ["build", "seconds", "peak RSS, largest process", "peak RSS, process tree"],
    rows: [row("this run", results.build), ...(before?.build ? [row(`before (${before.build.measuredAt})`, before.build)] : [])],
  };
}

/** Every table of the results, in print order; parts not measured are left out. `before`: the baseline's figures beside this run's. */
export function resultTables(results: BenchResults, before?: BenchResults): ReportTable[] {
  const tables: ReportTable[] = [];
  const scriptTable = scriptOnLoadTable(results, before);
  if (scriptTable) tables.push(scriptTable);
  const lh = results.lighthouse;
  if (lh) {
    tables.push(lighthouseTable(`Lighthouse, mobile default (median of ${lh.runsPerRoute} runs)`, lh.mobile));
    tables.push(lighthouseTable(`Lighthouse, desktop preset (median of ${lh.runsPerRoute} runs)`, lh.desktop));
    const failing = [...lh.mobile.map((r) => ({ ...r, ff: "mobile" })), ...lh.desktop.map((r) => ({ ...r, ff: "desktop" }))].filter((r) => r.site.failing.length > 0);
    if (failing.length > 0) {
      tables.push({ title: "Scored Lighthouse audits below 100 (in at least half the runs)", headers: ["route", "form factor", "audits"], rows: failing.map((r) => [r.route, r.ff, r.site.failing.join(", ")]) });
    }
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
  const build = buildTable(results, before);
  if (build) tables.push(build);
  return tables;
}


export function budgetTable(checks: readonly BudgetCheck[]): Table {
  const mark = (holds: boolean | undefined) => (holds === undefined ? "not measured" : holds ? "holds" : "MISSED");
  return { title: "Budgets", headers: ["budget", "route / engine", "figure", "limit", "result"], rows: checks.map((c) => [c.budget, c.subject, c.figure, c.limit, mark(c.holds)]) };
}

/** The terminal report: every table, the baseline's figures beside this run's, then the budgets. */
export function terminalReport(results: BenchResults, baseline?: Baseline): string {
  const comparison: ReportTable[] = baseline ? comparisonTables(baseline.results, results).map((table) => ({ ...table, note: `Before: ${baseline.label}, measured ${baseline.results.date}.` })) : [];
  const tables: ReportTable[] = [...resultTables(results, baseline?.results), ...comparison, budgetTable(checkBudgets(results))];
  return tables.map((table) => (table.note ? `${formatTable(table)}\n${table.note}` : formatTable(table))).join("\n\n");
}

/** bench/RESULTS.md: date, machine, the tables, the budgets that missed, and a comparison with a baseline run. */
export function markdownReport(results: BenchResults, notes: readonly string[] = [], baseline?: Baseline): string {
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
    results.pageLoad && `script on load ${results.pageLoad.measuredAt} (load average ${loadText(results.pageLoad.machine)})`,
    results.lighthouse && `Lighthouse ${results.lighthouse.measuredAt} (load average ${loadText(results.lighthouse.machine)})`,
    results.server && `server ${results.server.measuredAt} (load average ${loadText(results.server.machine)})`,
    results.hostile && `hostile and largest bodies ${results.hostile.measuredAt} (load average ${loadText(results.hostile.machine)})`,
  ].filter(Boolean);
  parts.push("", `Parts measured: ${measured.join("; ")}.`);
  for (const table of resultTables(results, baseline?.results)) parts.push("", `## ${table.title ?? ""}`, "", markdownTable(table), ...(table.note ? ["", table.note] : []));
  parts.push("", "## Budgets", "");
  parts.push(missed.length === 0 ? "Every measured budget holds." : `${checks.length - missed.length} of ${checks.length} checks hold; missed:`);
  if (missed.length > 0) parts.push("", markdownTable(budgetTable(missed)));
  if (baseline) {
    parts.push("", "## Before and after", "", `Before: ${baseline.label}, measured ${baseline.results.date} on ${machineLine(baseline.results.machine)}.`);
    for (const table of comparisonTables(baseline.results, results)) parts.push("", `### ${table.title ?? ""}`, "", markdownTable(table));
  }
  return `${parts.join("\n")}\n`;
}

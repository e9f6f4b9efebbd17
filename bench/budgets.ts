// The performance budgets (issue 10, docs/decisions/0005-performance-budgets.md)
// checked against the benchmark's figures.
import type { BenchResults } from "./results-types.ts";
import { ratio } from "./stats.ts";
import { kib, mb, ms, percent, times } from "./table.ts";

export const BUDGETS = {
  /** Lighthouse mobile: every category 100 on every measured route. */
  lighthouseScore: 1,
  cls: 0,
  tbtMs: 0,
  /** LCP(site) / LCP(the same page without scripts). */
  lcpOverNoJs: 1.1,
  /** First-load JavaScript (gzip -9) over the hello-world floor. */
  jsOverFloorBytes: 10 * 1024,
  /** Static page requests/s over nginx's; submissions/s over raw INSERTs/s. */
  staticOverNginx: 0.5,
  submissionOverInserts: 0.5,
  rssBytes: { SQLite: 150_000_000, PostgreSQL: 120_000_000 },
  /** Issue 21, the Astro front end: script on load with no interaction (gzip, inline loaders included), every page. */
  astroScriptOnLoadBytes: 5 * 1024,
  /** Issue 21's target for content pages: all bytes sent on load. */
  astroTransferredBytes: 40 * 1024,
} as const;

export type BudgetCheck = {
  budget: string;
  subject: string;
  figure: string;
  limit: string;
  /** undefined: not measured in this run. */
  holds: boolean | undefined;
};

const scoreText = (score: number | null) => (score === null ? "–" : String(Math.round(score * 100)));

/** Every budget, one line per route or engine it applies to. */
export function checkBudgets(results: BenchResults): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const route of results.lighthouse?.mobile ?? []) {
    const site = route.site;
    const scores = { performance: site.performance, accessibility: site.accessibility, "best practices": site.bestPractices, SEO: site.seo };
    for (const [name, score] of Object.entries(scores)) {
      checks.push({ budget: `Lighthouse mobile ${name}`, subject: route.route, figure: scoreText(score), limit: "100", holds: score === null ? undefined : score >= BUDGETS.lighthouseScore });
    }
    checks.push({ budget: "CLS (mobile)", subject: route.route, figure: site.cls.toFixed(3), limit: "0", holds: site.cls <= BUDGETS.cls });
    checks.push({ budget: "TBT (mobile)", subject: route.route, figure: ms(site.tbt), limit: "0 ms", holds: site.tbt <= BUDGETS.tbtMs });
    const lcpRatio = ratio(site.lcp, route.noJs.lcp);
    checks.push({
      budget: "LCP / no-JS LCP (mobile)",
      subject: route.route,
      figure: `${times(lcpRatio)} (${ms(site.lcp)} / ${ms(route.noJs.lcp)})`,
      limit: `≤ ${times(BUDGETS.lcpOverNoJs)}`,
      holds: Number.isFinite(lcpRatio) ? lcpRatio <= BUDGETS.lcpOverNoJs : undefined,
    });
  }
  const js = results.firstLoadJs;
  if (js) {
    const limit = js.floor.gzip + BUDGETS.jsOverFloorBytes;
    for (const route of js.routes) {
      checks.push({ budget: "First-load JS (gzip)", subject: route.route, figure: kib(route.gzip), limit: `≤ ${kib(limit)} (floor ${kib(js.floor.gzip)} + 10 KiB)`, holds: route.gzip <= limit });
    }
  }
  const server = results.server;
  if (server) {
    const staticRatio = ratio(server.staticSite.requestsPerSecond, server.staticNginx?.requestsPerSecond);
    checks.push({
      budget: "Static page throughput / nginx",
      subject: server.staticPath,
      figure: server.staticNginx ? percent(staticRatio) : "nginx: not installed",
      limit: `≥ ${percent(BUDGETS.staticOverNginx)}`,
      holds: Number.isFinite(staticRatio) ? staticRatio >= BUDGETS.staticOverNginx : undefined,
    });
    for (const engine of server.engines) {
      const submissionRatio = ratio(engine.submission.requestsPerSecond, engine.rawInserts.insertsPerSecond);
      checks.push({
        budget: "Contact submissions / raw INSERTs",
        subject: engine.engine,
        figure: percent(submissionRatio),
        limit: `≥ ${percent(BUDGETS.submissionOverInserts)}`,
        holds: Number.isFinite(submissionRatio) ? submissionRatio >= BUDGETS.submissionOverInserts : undefined,
      });
      const rssLimit = BUDGETS.rssBytes[engine.engine];
      const rss = Math.max(engine.rss.afterLoad, engine.rss.peak);
      checks.push({ budget: "Server RSS under load (peak)", subject: engine.engine, figure: mb(rss), limit: `≤ ${mb(rssLimit)}`, holds: rss <= rssLimit });
    }
  }
  for (const page of results.astro?.after.pages ?? []) {
    const built = page.status === 200;
    const figure = (bytes: number) => (built ? kib(bytes) : `no page (HTTP ${page.status})`);
    checks.push({ budget: "Script on load, Astro (gzip, inline included)", subject: page.route, figure: figure(page.scriptBytes), limit: `≤ ${kib(BUDGETS.astroScriptOnLoadBytes)}`, holds: built ? page.scriptBytes <= BUDGETS.astroScriptOnLoadBytes : undefined });
    checks.push({ budget: "Transferred on load, Astro", subject: page.route, figure: figure(page.transferredBytes), limit: `≤ ${kib(BUDGETS.astroTransferredBytes)}`, holds: built ? page.transferredBytes <= BUDGETS.astroTransferredBytes : undefined });
  }
  return checks;
}

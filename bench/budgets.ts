// The performance budgets (issue 10, docs/decisions/0005-performance-budgets.md;
// issue 21 for the Astro front end) checked against the benchmark's figures.
// They are printed as held or missed, never asserted: a busy machine moves
// Lighthouse's timings.
import type { PageLoadWeight } from "./page-load-weight.ts";
import type { BenchResults } from "./results-types.ts";
import { ratio } from "./stats.ts";
import { kib, mb, ms, percent, times } from "./table.ts";

export const BUDGETS = {
  /** Lighthouse mobile: every category 100 on every measured route. */
  lighthouseScore: 1,
  cls: 0,
  tbtMs: 0,
  /** LCP(site) / LCP(the same page without scripts), issue 21. */
  lcpOverNoJs: 1.05,
  /** Script files downloaded on load with no interaction, on a page without an island above the fold (issue 21). */
  scriptFilesWithoutIslandBytes: 0,
  /** Script on load with no interaction, every page: files as served (gzip) and inline loaders (gzip -9), issue 21. */
  scriptOnLoadBytes: 5 * 1024,
  /** Issue 21's target for content pages, all of the benchmark's routes: Lighthouse mobile's bytes transferred on load. */
  transferredBytes: 40 * 1024,
  /** Static page requests/s over nginx's; submissions/s over raw INSERTs/s. */
  staticOverNginx: 0.5,
  submissionOverInserts: 0.5,
  rssBytes: { SQLite: 150_000_000, PostgreSQL: 120_000_000 },
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
    checks.push({
      budget: "Transferred on load (mobile; content-page target)",
      subject: route.route,
      figure: kib(site.transferBytes),
      limit: `≤ ${kib(BUDGETS.transferredBytes)}`,
      holds: Number.isFinite(site.transferBytes) ? site.transferBytes <= BUDGETS.transferredBytes : undefined,
    });
  }
  for (const page of results.pageLoad?.pages ?? []) checks.push(...scriptOnLoadChecks(page));
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
  return checks;
}

/**
 * A page's script on load: at most 5 KiB in all, and none in files unless an
 * island above the fold hydrates on sight (the page-load table names them).
 */
function scriptOnLoadChecks(page: PageLoadWeight): BudgetCheck[] {
  const built = page.status === 200;
  const figure = (text: string) => (built ? text : `no page (HTTP ${page.status})`);
  const fileBytes = page.scriptBytes - page.inlineScriptBytes;
  const checks: BudgetCheck[] = [
    { budget: "Script on load (gzip, inline included)", subject: page.route, figure: figure(kib(page.scriptBytes)), limit: `≤ ${kib(BUDGETS.scriptOnLoadBytes)}`, holds: built ? page.scriptBytes <= BUDGETS.scriptOnLoadBytes : undefined },
  ];
  if (page.islandsAboveFold.length === 0) {
    checks.push({ budget: "Script files on load, no island above the fold", subject: page.route, figure: figure(`${fileBytes} B`), limit: `${BUDGETS.scriptFilesWithoutIslandBytes} B`, holds: built ? fileBytes <= BUDGETS.scriptFilesWithoutIslandBytes : undefined });
  }
  return checks;
}

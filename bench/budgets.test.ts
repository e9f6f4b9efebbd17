import { describe, expect, it } from "vitest";
import { checkBudgets } from "./budgets.ts";
import type { LighthouseRun } from "./lighthouse-median.ts";
import type { BenchResults, LoadFigures } from "./results-types.ts";

const machine = { cores: 2, cpu: "test", memoryBytes: 8e9, loadAverage: [0, 0, 0], node: "v24", os: "Linux" };
const perfect: LighthouseRun = { performance: 1, accessibility: 1, bestPractices: 1, seo: 1, lcp: 900, tbt: 0, fcp: 800, cls: 0, transferBytes: 150_000, failing: [] };
const load = (requestsPerSecond: number): LoadFigures => ({ requestsPerSecond, p50: 5, p99: 20, requests: requestsPerSecond * 30, non2xx: 0, errors: 0 });
const js = (route: string, gzip: number) => ({ route, files: 5, raw: gzip * 3, gzip, brotli: gzip * 0.9 });

function results(over: Partial<BenchResults> = {}): BenchResults {
  return {
    date: "2026-11-21T12:00:00Z",
    machine,
    versions: {},
    routes: ["/"],
    firstLoadJs: { measuredAt: "", floor: js("hello-world", 114_000), routes: [js("/", 114_000 + 10 * 1024), js("/faq", 114_000 + 10 * 1024 + 1)] },
    lighthouse: {
      measuredAt: "",
      machine,
      runsPerRoute: 3,
      mobile: [
        { route: "/", runs: 3, site: perfect, noJs: { lcp: 900, fcp: 800 } },
        { route: "/faq", runs: 3, site: { ...perfect, performance: 0.99, lcp: 1000, tbt: 10, cls: 0.01 }, noJs: { lcp: 900, fcp: 800 } },
      ],
      desktop: [],
    },
    server: {
      measuredAt: "",
      machine,
      durationSeconds: 30,
      connections: 64,
      workers: 2,
      staticPath: "/",
      staticSite: load(5000),
      staticNginx: load(10_000),
      nginxVersion: "1.22.1",
      engines: [
        { engine: "SQLite", submission: load(400), rawInserts: { insertsPerSecond: 1000, p99: 2, inserts: 30_000 }, rawInsertConcurrency: 1, rss: { idle: 80e6, afterLoad: 140e6, peak: 151e6 } },
      ],
    },
    ...over,
  };
}

const find = (checks: ReturnType<typeof checkBudgets>, budget: string, subject: string) => checks.find((c) => c.budget === budget && c.subject === subject);

// The budgets of docs/decisions/0005-performance-budgets.md, written out: Lighthouse mobile 100 in all four
// categories, CLS 0, TBT 0, LCP within 1.1× the page without scripts, first-load JS within 10 KiB gzip of the
// hello-world, static pages at ≥ 50 % of nginx's throughput, submissions at ≥ 50 % of raw INSERTs, and the
// server under 150 MB resident with SQLite, 120 MB with PostgreSQL.

describe("checkBudgets", () => {
  const checks = checkBudgets(results());

  it("holds a route at 100 with CLS 0, TBT 0 and LCP within 1.1× the no-JS floor", () => {
    expect(checks.filter((c) => c.subject === "/" && c.budget !== "First-load JS (gzip)" && c.budget !== "Static page throughput / nginx")).toEqual([
      { budget: "Lighthouse mobile performance", subject: "/", figure: "100", limit: "100", holds: true },
      { budget: "Lighthouse mobile accessibility", subject: "/", figure: "100", limit: "100", holds: true },
      { budget: "Lighthouse mobile best practices", subject: "/", figure: "100", limit: "100", holds: true },
      { budget: "Lighthouse mobile SEO", subject: "/", figure: "100", limit: "100", holds: true },
      { budget: "CLS (mobile)", subject: "/", figure: "0.000", limit: "0", holds: true },
      { budget: "TBT (mobile)", subject: "/", figure: "0.0 ms", limit: "0 ms", holds: true },
      { budget: "LCP / no-JS LCP (mobile)", subject: "/", figure: "1.00× (900 ms / 900 ms)", limit: "≤ 1.10×", holds: true },
    ]);
  });

  it("holds each budget exactly at its edge and misses it just past", () => {
    const edge = (lcp: number, submissions: number, staticSite: number, sqlitePeak: number, postgresPeak: number) => {
      const base = results();
      const mobile = [{ route: "/", runs: 3, site: { ...perfect, lcp }, noJs: { lcp: 900, fcp: 800 } }];
      const engine = base.server!.engines[0]!;
      const server = {
        ...base.server!,
        staticSite: load(staticSite),
        engines: [
          { ...engine, submission: load(submissions), rss: { idle: 80e6, afterLoad: 100e6, peak: sqlitePeak } },
          { ...engine, engine: "PostgreSQL" as const, submission: load(submissions), rss: { idle: 60e6, afterLoad: 90e6, peak: postgresPeak } },
        ],
      };
      const edgeChecks = checkBudgets(results({ lighthouse: { ...base.lighthouse!, mobile }, server }));
      return [
        find(edgeChecks, "LCP / no-JS LCP (mobile)", "/")?.holds,
        find(edgeChecks, "Contact submissions / raw INSERTs", "SQLite")?.holds,
        find(edgeChecks, "Static page throughput / nginx", "/")?.holds,
        find(edgeChecks, "Server RSS under load (peak)", "SQLite")?.holds,
        find(edgeChecks, "Server RSS under load (peak)", "PostgreSQL")?.holds,
      ];
    };
    // LCP 990 ms over 900 ms is 1.1×; 500 submissions/s over 1 000 INSERTs/s and 5 000 over nginx's 10 000 are 50 %.
    expect(edge(990, 500, 5000, 150_000_000, 120_000_000)).toEqual([true, true, true, true, true]);
    expect(edge(991, 499, 4999, 150_000_001, 120_000_001)).toEqual([false, false, false, false, false]);
  });

  it("misses a score below 100, any layout shift, any blocking time and a slow LCP", () => {
    expect(find(checks, "Lighthouse mobile performance", "/faq")?.holds).toBe(false);
    expect(find(checks, "CLS (mobile)", "/faq")?.holds).toBe(false);
    expect(find(checks, "TBT (mobile)", "/faq")?.holds).toBe(false);
    expect(find(checks, "LCP / no-JS LCP (mobile)", "/faq")?.holds).toBe(false);
  });

  it("allows exactly 10 KiB gzip of JavaScript over the hello-world", () => {
    expect(find(checks, "First-load JS (gzip)", "/")?.holds).toBe(true);
    expect(find(checks, "First-load JS (gzip)", "/faq")?.holds).toBe(false);
  });

  it("compares throughput with nginx and raw INSERTs, and memory with the engine's limit", () => {
    expect(find(checks, "Static page throughput / nginx", "/")).toMatchObject({ figure: "50%", holds: true });
    expect(find(checks, "Contact submissions / raw INSERTs", "SQLite")).toMatchObject({ figure: "40%", holds: false });
    expect(find(checks, "Server RSS under load (peak)", "SQLite")?.holds).toBe(false);
  });

  it("says a budget was not measured when nginx is missing", () => {
    const server = { ...results().server!, staticNginx: null, nginxVersion: null };
    const check = find(checkBudgets(results({ server })), "Static page throughput / nginx", "/");
    expect(check).toMatchObject({ figure: "nginx: not installed", holds: undefined });
  });

  it("holds the Astro front end's pages to 5 KiB of script and 40 KiB sent on load, and a page not built to neither", () => {
    const astroPage = (route: string, status: number, scriptBytes: number, transferredBytes: number) => ({ route, status, scriptBytes, inlineScriptBytes: 0, scriptFiles: 0, transferredBytes, requests: 4 });
    const astro = {
      measuredAt: "",
      machine,
      before: { pages: [] },
      after: { pages: [astroPage("/", 200, 5 * 1024, 40 * 1024), astroPage("/faq", 200, 5 * 1024 + 1, 40 * 1024 + 1), astroPage("/press", 404, 0, 900)] },
    };
    const astroChecks = checkBudgets(results({ astro }));
    expect(find(astroChecks, "Script on load, Astro (gzip, inline included)", "/")).toMatchObject({ figure: "5.0 KiB", limit: "≤ 5.0 KiB", holds: true });
    expect(find(astroChecks, "Transferred on load, Astro", "/")).toMatchObject({ figure: "40.0 KiB", limit: "≤ 40.0 KiB", holds: true });
    expect(find(astroChecks, "Script on load, Astro (gzip, inline included)", "/faq")?.holds).toBe(false);
    expect(find(astroChecks, "Transferred on load, Astro", "/faq")?.holds).toBe(false);
    expect(find(astroChecks, "Script on load, Astro (gzip, inline included)", "/press")).toMatchObject({ figure: "no page (HTTP 404)", holds: undefined });
    expect(checks.filter((c) => c.budget.endsWith("Astro"))).toEqual([]);
  });
});

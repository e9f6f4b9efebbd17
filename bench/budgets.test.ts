import { describe, expect, it } from "vitest";
import { checkBudgets } from "./budgets.ts";
import type { LighthouseRun } from "./lighthouse-median.ts";
import type { BenchResults, LoadFigures } from "./results-types.ts";

const machine = { cores: 2, cpu: "test", memoryBytes: 8e9, loadAverage: [0, 0, 0], node: "v24", os: "Linux" };
const perfect: LighthouseRun = { performance: 1, accessibility: 1, bestPractices: 1, seo: 1, lcp: 900, tbt: 0, fcp: 800, cls: 0, transferBytes: 40 * 1024, failing: [] };
const load = (requestsPerSecond: number): LoadFigures => ({ requestsPerSecond, p50: 5, p99: 20, requests: requestsPerSecond * 30, non2xx: 0, errors: 0 });
const page = (route: string, status: number, scriptBytes: number, inlineScriptBytes: number, islandsAboveFold: string[] = []) => ({
  route,
  status,
  scriptBytes,
  inlineScriptBytes,
  scriptFiles: scriptBytes > inlineScriptBytes ? 1 : 0,
  transferredBytes: 30_000,
  requests: 4,
  islandsAboveFold,
});

function results(over: Partial<BenchResults> = {}): BenchResults {
  return {
    date: "2026-11-21T12:00:00Z",
    machine,
    versions: {},
    routes: ["/"],
    lighthouse: {
      measuredAt: "",
      machine,
      runsPerRoute: 3,
      mobile: [
        { route: "/", runs: 3, site: perfect, noJs: { lcp: 900, fcp: 800 } },
        { route: "/faq", runs: 3, site: { ...perfect, performance: 0.99, lcp: 1000, tbt: 10, cls: 0.01, transferBytes: 40 * 1024 + 1 }, noJs: { lcp: 900, fcp: 800 } },
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

// The budgets of docs/decisions/0005-performance-budgets.md and issue 21, written out: Lighthouse mobile 100
// in all four categories, CLS 0, TBT 0, LCP within 1.05× the page without scripts, at most 40 KiB transferred
// (the content pages' target), no script file on load without an island above the fold and at most 5 KiB of
// script on load (gzip, inline loaders included), static pages at ≥ 50 % of nginx's throughput, submissions at
// ≥ 50 % of raw INSERTs, and the server under 150 MB resident with SQLite, 120 MB with PostgreSQL.

describe("checkBudgets", () => {
  const checks = checkBudgets(results());

  it("holds a route at 100 with CLS 0, TBT 0, LCP within 1.05× the no-JS floor and 40 KiB transferred", () => {
    expect(checks.filter((c) => c.subject === "/" && c.budget !== "Static page throughput / nginx")).toEqual([
      { budget: "Lighthouse mobile performance", subject: "/", figure: "100", limit: "100", holds: true },
      { budget: "Lighthouse mobile accessibility", subject: "/", figure: "100", limit: "100", holds: true },
      { budget: "Lighthouse mobile best practices", subject: "/", figure: "100", limit: "100", holds: true },
      { budget: "Lighthouse mobile SEO", subject: "/", figure: "100", limit: "100", holds: true },
      { budget: "CLS (mobile)", subject: "/", figure: "0.000", limit: "0", holds: true },
      { budget: "TBT (mobile)", subject: "/", figure: "0.0 ms", limit: "0 ms", holds: true },
      { budget: "LCP / no-JS LCP (mobile)", subject: "/", figure: "1.00× (900 ms / 900 ms)", limit: "≤ 1.05×", holds: true },
      { budget: "Transferred on load (mobile; content-page target)", subject: "/", figure: "40.0 KiB", limit: "≤ 40.0 KiB", holds: true },
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
    // LCP 945 ms over 900 ms is 1.05×; 500 submissions/s over 1 000 INSERTs/s and 5 000 over nginx's 10 000 are 50 %.
    expect(edge(945, 500, 5000, 150_000_000, 120_000_000)).toEqual([true, true, true, true, true]);
    expect(edge(946, 499, 4999, 150_000_001, 120_000_001)).toEqual([false, false, false, false, false]);
  });

  it("misses a score below 100, any layout shift, any blocking time, a slow LCP and a byte over 40 KiB", () => {
    expect(find(checks, "Lighthouse mobile performance", "/faq")?.holds).toBe(false);
    expect(find(checks, "CLS (mobile)", "/faq")?.holds).toBe(false);
    expect(find(checks, "TBT (mobile)", "/faq")?.holds).toBe(false);
    expect(find(checks, "LCP / no-JS LCP (mobile)", "/faq")?.holds).toBe(false);
    expect(find(checks, "Transferred on load (mobile; content-page target)", "/faq")?.holds).toBe(false);
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

  it("holds every page to 5 KiB of script on load, inline loaders included", () => {
    const pageLoad = { measuredAt: "", machine, viewport: { width: 412, height: 823 }, pages: [page("/", 200, 5 * 1024, 2 * 1024), page("/faq", 200, 5 * 1024 + 1, 5 * 1024 + 1)] };
    const pageChecks = checkBudgets(results({ pageLoad }));
    expect(find(pageChecks, "Script on load (gzip, inline included)", "/")).toMatchObject({ figure: "5.0 KiB", limit: "≤ 5.0 KiB", holds: true });
    expect(find(pageChecks, "Script on load (gzip, inline included)", "/faq")?.holds).toBe(false);
  });

  it("allows no script file on load on a page without an island above the fold, and does not apply that to a page with one", () => {
    const pages = [page("/legal", 200, 2300, 2300), page("/faq", 200, 2301, 2300), page("/", 200, 4000, 2300, ["HeroCarousel"])];
    const pageChecks = checkBudgets(results({ pageLoad: { measuredAt: "", machine, viewport: { width: 412, height: 823 }, pages } }));
    expect(find(pageChecks, "Script files on load, no island above the fold", "/legal")).toMatchObject({ figure: "0 B", limit: "0 B", holds: true });
    expect(find(pageChecks, "Script files on load, no island above the fold", "/faq")).toMatchObject({ figure: "1 B", holds: false });
    expect(find(pageChecks, "Script files on load, no island above the fold", "/")).toBeUndefined();
    expect(find(pageChecks, "Script on load (gzip, inline included)", "/")?.holds).toBe(true);
  });

  it("checks no script figure of a page the build lacks", () => {
    const pageChecks = checkBudgets(results({ pageLoad: { measuredAt: "", machine, viewport: { width: 412, height: 823 }, pages: [page("/press", 404, 900, 0)] } }));
    expect(pageChecks.filter((c) => c.subject === "/press")).toEqual([
      { budget: "Script on load (gzip, inline included)", subject: "/press", figure: "no page (HTTP 404)", limit: "≤ 5.0 KiB", holds: undefined },
      { budget: "Script files on load, no island above the fold", subject: "/press", figure: "no page (HTTP 404)", limit: "0 B", holds: undefined },
    ]);
    expect(checks.filter((c) => c.budget.startsWith("Script"))).toEqual([]);
  });
});

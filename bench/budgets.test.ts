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

describe("checkBudgets", () => {
  const checks = checkBudgets(results());

  it("holds a route at 100 with CLS 0, TBT 0 and LCP within 1.1× the no-JS floor", () => {
    expect(checks.filter((c) => c.subject === "/" && c.budget !== "First-load JS (gzip)").every((c) => c.holds)).toBe(true);
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
});

import { describe, expect, it } from "vitest";
import { comparisonTables } from "./comparison.ts";
import type { LighthouseRun } from "./lighthouse-median.ts";
import type { BenchResults } from "./results-types.ts";

const machine = { cores: 2, cpu: "test", memoryBytes: 8e9, loadAverage: [0, 0, 0], node: "v24", os: "Linux" };
const run = (lcp: number, performance: number): LighthouseRun => ({ performance, accessibility: 1, bestPractices: 1, seo: 1, lcp, tbt: 0, fcp: lcp, cls: 0, transferBytes: 170_000, failing: [] });
const results = (lcp: number, performance: number, gzip: number): BenchResults => ({
  date: "",
  machine,
  versions: {},
  routes: ["/"],
  lighthouse: { measuredAt: "", machine, runsPerRoute: 3, mobile: [{ route: "/", runs: 3, site: run(lcp, performance), noJs: { lcp: 900, fcp: 800 } }], desktop: [] },
  firstLoadJs: { measuredAt: "", routes: [{ route: "/", files: 9, raw: 1, gzip, brotli: 1 }] },
});

describe("comparisonTables", () => {
  it("puts each route's figures before and after side by side", () => {
    const [table] = comparisonTables(results(2434, 0.94, 139_700), results(905, 1, 135_500));
    expect(table?.rows[0]).toEqual(["/", "94 → 100", "2434 ms → 905 ms", "2.70× → 1.01×", "0.0 ms → 0.0 ms", "166.0 KiB → 166.0 KiB", "136.4 KiB → 132.3 KiB"]);
  });

  it("leaves out the server when either run lacks it", () => {
    expect(comparisonTables(results(1, 1, 1), results(1, 1, 1))).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import { type LighthouseRun, medianLighthouse } from "./lighthouse-median.ts";

const run = (over: Partial<LighthouseRun>): LighthouseRun => ({
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcp: 1000,
  tbt: 0,
  fcp: 900,
  cls: 0,
  transferBytes: 100_000,
  failing: [],
  ...over,
});

describe("medianLighthouse", () => {
  it("takes each figure's median over the runs", () => {
    const median = medianLighthouse([run({ lcp: 1300, performance: 0.97 }), run({ lcp: 1100, performance: 0.99 }), run({ lcp: 1200, performance: 1, tbt: 40 })]);
    expect(median.lcp).toBe(1200);
    expect(median.performance).toBe(0.99);
    expect(median.tbt).toBe(0);
  });

  it("keeps the audits that failed in at least half the runs", () => {
    const median = medianLighthouse([run({ failing: ["a", "b"] }), run({ failing: ["a"] }), run({ failing: [] })]);
    expect(median.failing).toEqual(["a"]);
  });

  it("leaves a category unscored when no run scored it", () => {
    expect(medianLighthouse([run({ seo: null }), run({ seo: null })]).seo).toBeNull();
  });
});

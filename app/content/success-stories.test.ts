import { describe, expect, it } from "vitest";
import { caseStories, caseStudyPath, impactMetrics, ventureSpotlight } from "./success-stories";

const values = (stats: readonly { value: string }[]) => stats.map((s) => s.value);

describe("success stories content", () => {
  it("features the three case stories at /case-studies/{slug}", () => {
    expect(caseStories.map((s) => caseStudyPath(s.slug))).toEqual([
      "/case-studies/nexgen-health",
      "/case-studies/ecoharvest",
      "/case-studies/finedge",
    ]);
  });

  it("carries the spec's figures for each case story", () => {
    const [nexgen, ecoharvest, finedge] = caseStories;
    expect(values(nexgen?.highlights ?? [])).toEqual(["₹32 crore", "120+", "35,000+"]);
    expect(values(ecoharvest?.highlights ?? [])).toEqual(["85%", "12x", "5,000+"]);
    expect(values(finedge?.highlights ?? [])).toEqual(["3.2M", "₹50 crore", "18"]);
  });

  it("gives every case story a challenge, solution and results for its own page", () => {
    for (const story of caseStories) {
      expect(story.challenge.length).toBeGreaterThan(50);
      expect(story.solution.length).toBeGreaterThan(0);
      expect(story.results.length).toBeGreaterThan(0);
    }
  });

  it("states the impact metrics and the spotlight's figures", () => {
    expect(values(impactMetrics)).toEqual(["₹750 crore+", "12,000+", "250+", "85%"]);
    expect(impactMetrics[3]?.label).toContain("20% industry average");
    expect(values(ventureSpotlight.figures)).toEqual(["₹18 crore", "400+", "32x"]);
  });
});

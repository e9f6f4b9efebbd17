import { describe, expect, it } from "vitest";
import type { AssessmentScore, DimensionScore } from "./assessment-score";
import { dimensionLevel, focusDimensions, recommendationFor, resultTopic } from "./assessment-recommendation";

const bands = [
  { minPercent: 30, level: "Ready to validate" },
  { minPercent: 80, level: "Ready to scale" },
  { minPercent: 0, level: "Exploring" },
  { minPercent: 55, level: "Ready to build" },
];

function dimension(id: string, percent: number | null): DimensionScore {
  return { id, name: id.toUpperCase(), answered: 2, questionCount: 2, points: 0, maxPoints: 6, percent };
}

function scoreOf(dimensions: DimensionScore[]): AssessmentScore {
  return { dimensions, answered: 0, questionCount: 0, complete: true, overallPercent: 50 };
}

describe("recommendationFor", () => {
  it("picks the band whose threshold the score reaches, at the exact threshold too", () => {
    const levelAt = (percent: number) => recommendationFor(bands, percent).level;
    expect(levelAt(0)).toBe("Exploring");
    expect(levelAt(29)).toBe("Exploring");
    expect(levelAt(30)).toBe("Ready to validate");
    expect(levelAt(54)).toBe("Ready to validate");
    expect(levelAt(55)).toBe("Ready to build");
    expect(levelAt(79)).toBe("Ready to build");
    expect(levelAt(80)).toBe("Ready to scale");
    expect(levelAt(100)).toBe("Ready to scale");
  });

  it("falls back to the lowest band and refuses an empty list", () => {
    expect(recommendationFor([{ minPercent: 20 }, { minPercent: 60 }], 5)).toEqual({ minPercent: 20 });
    expect(() => recommendationFor([], 50)).toThrow("at least one recommendation");
  });
});

describe("dimensionLevel", () => {
  it("calls 75% and more strong, 40-74% developing, less needs work", () => {
    expect([100, 75, 74, 40, 39, 0].map(dimensionLevel)).toEqual(["Strong", "Strong", "Developing", "Developing", "Needs work", "Needs work"]);
  });
});

describe("focusDimensions", () => {
  it("names the weakest dimensions that are not strong, ties in page order", () => {
    const score = scoreOf([dimension("a", 50), dimension("b", 17), dimension("c", 83), dimension("d", 50), dimension("e", 33), dimension("f", 67)]);
    expect(focusDimensions(score).map((d) => d.id)).toEqual(["b", "e", "a"]);
    expect(focusDimensions(score, 5).map((d) => d.id)).toEqual(["b", "e", "a", "d", "f"]);
  });

  it("is empty when everything is strong, and skips unscored dimensions", () => {
    expect(focusDimensions(scoreOf([dimension("a", 75), dimension("b", 100)]))).toEqual([]);
    expect(focusDimensions(scoreOf([dimension("a", null), dimension("b", 0)])).map((d) => d.id)).toEqual(["b"]);
  });
});

describe("resultTopic", () => {
  it("carries the overall score, the level and the focus areas", () => {
    const focus = [
      { ...dimension("finance", 33), name: "Finance & Unit Economics", percent: 33 },
      { ...dimension("legal", 50), name: "Legal & Compliance", percent: 50 },
    ];
    expect(resultTopic("Startup Readiness Assessment", 62, "Ready to build", focus)).toBe(
      "Startup Readiness Assessment result: 62% — Ready to build. Focus areas: Finance & Unit Economics 33%, Legal & Compliance 50%",
    );
    expect(resultTopic("Innovation Diagnostic", 92, "Ready to co-innovate", [])).toBe("Innovation Diagnostic result: 92% — Ready to co-innovate");
  });
});

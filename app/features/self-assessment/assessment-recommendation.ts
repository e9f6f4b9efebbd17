import type { AssessmentRecommendation } from "./assessment-types";
import type { AssessmentScore, DimensionScore } from "./assessment-score";

/** A dimension scoring this much or more is a strength. */
const STRONG_FROM_PERCENT = 75;
/** Below STRONG_FROM_PERCENT and at least this much: developing. Below it: needs work. */
const DEVELOPING_FROM_PERCENT = 40;
/** How many weak dimensions the result names as the places to start. */
export const FOCUS_AREA_COUNT = 3;

export type DimensionLevel = "Strong" | "Developing" | "Needs work";

export function dimensionLevel(percent: number): DimensionLevel {
  if (percent >= STRONG_FROM_PERCENT) return "Strong";
  if (percent >= DEVELOPING_FROM_PERCENT) return "Developing";
  return "Needs work";
}

/**
 * The recommendation whose band holds the overall percent: the one with the
 * highest threshold the percent reaches. Bands need not be listed in order.
 */
export function recommendationFor<R extends Pick<AssessmentRecommendation, "minPercent">>(recommendations: readonly R[], percent: number): R {
  const byThreshold = [...recommendations].sort((a, b) => b.minPercent - a.minPercent);
  const lowest = byThreshold.at(-1);
  if (!lowest) throw new Error("An assessment needs at least one recommendation");
  return byThreshold.find((r) => percent >= r.minPercent) ?? lowest;
}

export type ScoredDimension = DimensionScore & { percent: number };

/**
 * Where to start: the dimensions that are not yet strong, weakest first
 * (ties keep the page order), at most `count` of them.
 */
export function focusDimensions(score: AssessmentScore, count = FOCUS_AREA_COUNT): ScoredDimension[] {
  return score.dimensions
    .filter((d): d is ScoredDimension => d.percent !== null && d.percent < STRONG_FROM_PERCENT)
    .map((d, order) => ({ d, order }))
    .sort((a, b) => a.d.percent - b.d.percent || a.order - b.order)
    .slice(0, count)
    .map(({ d }) => d);
}

/**
 * The contact-form topic that carries a result, written so the team can
 * read it at a glance: "Startup Readiness Assessment result: 62% — Ready to
 * build. Focus areas: Finance & Unit Economics 33%, Legal & Compliance 50%".
 */
export function resultTopic(assessmentName: string, overallPercent: number, level: string, focus: readonly ScoredDimension[]): string {
  const head = `${assessmentName} result: ${overallPercent}% — ${level}`;
  if (focus.length === 0) return head;
  return `${head}. Focus areas: ${focus.map((d) => `${d.name} ${d.percent}%`).join(", ")}`;
}

import { describe, expect, it } from "vitest";
import { isPagePath } from "~/config/pages";
import { FOCUS_AREA_COUNT, resultTopic } from "~/features/self-assessment/assessment-recommendation";
import { CONTACT_TOPIC_PARAM } from "~/lib/contact-link";
import { ASSESSMENT_PATHS } from "./assessment-types";
import { selfAssessmentsByPath } from "./assessments";
import { assessments as assessmentCards } from "./solutions";

const selfAssessmentList = Object.values(selfAssessmentsByPath);

/** A target inside the site: a registered page (with an optional #anchor) or the contact form with a topic. */
function isSiteTarget(to: string): boolean {
  const url = new URL(to, "http://site.test");
  if (url.pathname === "/contact-get-involved" && url.hash === "#contact-form") return Boolean(url.searchParams.get(CONTACT_TOPIC_PARAM));
  return isPagePath(url.pathname) && url.search === "";
}

describe("self-assessment content", () => {
  it("the readiness assessment covers 12 dimensions (spec 2 §9)", () => {
    expect(selfAssessmentsByPath["/solutions-services/readiness-assessment"].dimensions).toHaveLength(12);
  });

  it("has one assessment for each card of the Solutions & Services page, on a registered page", () => {
    expect(selfAssessmentList.map((a) => a.path)).toEqual(assessmentCards.map((card) => card.link));
    for (const assessment of selfAssessmentList) {
      expect(isPagePath(assessment.path)).toBe(true);
      expect(selfAssessmentsByPath[assessment.path]).toBe(assessment);
    }
    expect(Object.keys(selfAssessmentsByPath)).toEqual([...ASSESSMENT_PATHS]);
  });

  it.each(selfAssessmentList.map((a) => [a.name, a] as const))("%s: unique ids, a 0-based scale, statements in every dimension", (_name, assessment) => {
    const questionIds = assessment.dimensions.flatMap((d) => d.questions.map((q) => q.id));
    expect(new Set(questionIds).size).toBe(questionIds.length);
    const dimensionIds = assessment.dimensions.map((d) => d.id);
    expect(new Set(dimensionIds).size).toBe(dimensionIds.length);
    expect(assessment.scale.map((o) => o.points)).toEqual(assessment.scale.map((_, i) => i));
    for (const dimension of assessment.dimensions) {
      expect(dimension.questions.length).toBeGreaterThan(0);
      expect(dimension.advice).not.toBe("");
    }
  });

  it.each(selfAssessmentList.map((a) => [a.name, a] as const))("%s: bands from 0 up, each leading somewhere in the site", (_name, assessment) => {
    const thresholds = assessment.recommendations.map((r) => r.minPercent);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => b - a));
    expect(thresholds.at(-1)).toBe(0);
    expect(new Set(thresholds).size).toBe(thresholds.length);
    const targets = assessment.recommendations.flatMap((r) => [r.primary, ...(r.secondary ? [r.secondary] : [])]).map((action) => action.to);
    expect(targets.filter((to) => !isSiteTarget(to))).toEqual([]);
  });

  it.each(selfAssessmentList.map((a) => [a.name, a] as const))("%s: the longest result topic fits the contact form's 200 characters", (_name, assessment) => {
    // The contact form keeps the first 200 characters of a topic (features/lead-forms/contact-topic.ts).
    const longestLevel = assessment.recommendations.map((r) => r.level).reduce((a, b) => (b.length > a.length ? b : a));
    const longestFocus = [...assessment.dimensions]
      .sort((a, b) => b.name.length - a.name.length)
      .slice(0, FOCUS_AREA_COUNT)
      .map((d) => ({ id: d.id, name: d.name, answered: 2, questionCount: 2, points: 4, maxPoints: 6, percent: 67 }));
    expect(resultTopic(assessment.name, 100, longestLevel, longestFocus).length).toBeLessThanOrEqual(200);
  });
});

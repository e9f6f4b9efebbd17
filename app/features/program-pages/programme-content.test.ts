import { describe, expect, it } from "vitest";
import { readEntries } from "../../../tests/support/content-entries";
import { FOCUS_AREA_COUNT, resultTopic } from "~/features/self-assessment/assessment-recommendation";

// The programme and assessment entries as written (app/content/programmes/, app/content/assessments/):
// what the spec fixes about them. The schema (app/content/schemas/programmes.ts) checks their shape.

type Action = { label: string; to?: string; contactTopic?: string };
const programmes = readEntries("programmes").map(({ id, data }) => ({ id, ...(data as { duration: string; order: number; apply: { primary: Action; secondary: Action } }) }));
const assessments = readEntries("assessments").map(({ id, data }) => ({
  id,
  ...(data as { name: string; dimensions: { id: string; name: string }[]; recommendations: { level: string }[] }),
}));

describe("flagship programmes", () => {
  it("are the four of the spec, at the paths it gives, with its durations (spec 2 §9)", () => {
    const byOrder = programmes.toSorted((a, b) => a.order - b.order);
    expect(byOrder.map((p) => [p.id, p.duration])).toEqual([
      ["catalyst-program", "12 weeks"],
      ["scaleup-studio", "6 months"],
      ["enterprise-innovation-lab", "90-day sprints"],
      ["ecosystem-builder", "12 months"],
    ]);
  });

  it("apply to startup programmes with the incubation application, to partner programmes with the partnership form", () => {
    const applyTo = Object.fromEntries(programmes.map((p) => [p.id, p.apply.primary.to]));
    expect(applyTo).toEqual({
      "catalyst-program": "/contact-get-involved#apply-for-incubation",
      "scaleup-studio": "/contact-get-involved#apply-for-incubation",
      "enterprise-innovation-lab": "/contact-get-involved/partner-apply",
      "ecosystem-builder": "/contact-get-involved/partner-apply",
    });
  });

  it("ask questions about each programme through the contact form, naming the programme", () => {
    for (const programme of programmes) expect(programme.apply.secondary.contactTopic).toMatch(/^Programme enquiry: \S/);
  });
});

describe("self-assessments", () => {
  it("are the three of the spec; the readiness assessment covers 12 dimensions (spec 2 §9)", () => {
    expect(assessments.map((a) => a.id)).toEqual(["innovation-diagnostic", "investment-readiness", "readiness-assessment"]);
    expect(assessments.find((a) => a.id === "readiness-assessment")?.dimensions).toHaveLength(12);
  });

  it.each(assessments.map((a) => [a.name, a] as const))("%s: the longest result topic fits the contact form's 200 characters", (_name, assessment) => {
    // The contact form keeps the first 200 characters of a topic (features/lead-forms/contact-topic.ts).
    const longestLevel = assessment.recommendations.map((r) => r.level).reduce((a, b) => (b.length > a.length ? b : a));
    const longestFocus = [...assessment.dimensions]
      .sort((a, b) => b.name.length - a.name.length)
      .slice(0, FOCUS_AREA_COUNT)
      .map((d) => ({ id: d.id, name: d.name, answered: 2, questionCount: 2, points: 4, maxPoints: 6, percent: 67 }));
    expect(resultTopic(assessment.name, 100, longestLevel, longestFocus).length).toBeLessThanOrEqual(200);
  });
});

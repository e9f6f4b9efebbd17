import { describe, expect, it } from "vitest";
import { isPagePath } from "~/config/pages";
import { CONTACT_TOPIC_PARAM } from "~/lib/contact-link";
import { INCUBATION_APPLICATION, flagshipProgramList, flagshipProgramsByPath } from "./programs";
import { flagshipPrograms as programCards } from "./solutions";

describe("flagship programme content", () => {
  it("has one programme for each card of the Solutions & Services page, on a registered page", () => {
    expect(flagshipProgramList.map((p) => p.path)).toEqual(programCards.map((card) => card.link));
    for (const program of flagshipProgramList) {
      expect(isPagePath(program.path)).toBe(true);
      expect(flagshipProgramsByPath[program.path]).toBe(program);
    }
  });

  it("keeps the spec's durations (spec 2 §9)", () => {
    const duration = (path: keyof typeof flagshipProgramsByPath) => flagshipProgramsByPath[path].duration;
    expect(duration("/solutions-services/catalyst-program")).toBe("12 weeks");
    expect(duration("/solutions-services/scaleup-studio")).toBe("6 months");
    expect(duration("/solutions-services/enterprise-innovation-lab")).toBe("90-day sprints");
    expect(duration("/solutions-services/ecosystem-builder")).toBe("12 months");
  });

  it("gives every programme each part of its page", () => {
    for (const program of flagshipProgramList) {
      expect(program.audience.profiles.length).toBeGreaterThan(0);
      expect(program.schedule.length).toBeGreaterThan(2);
      expect(program.outcomes.length).toBeGreaterThan(0);
      expect(program.eligibility.criteria.length).toBeGreaterThan(0);
      expect(program.costModel.summary).not.toBe("");
      expect(program.faqs.length).toBeGreaterThan(0);
    }
  });

  it("applies to startup programmes with the incubation application, to partner programmes with the partnership form", () => {
    const applyTo = (path: keyof typeof flagshipProgramsByPath) => flagshipProgramsByPath[path].apply.primary.to;
    expect(INCUBATION_APPLICATION).toBe("/contact-get-involved#apply-for-incubation");
    expect(applyTo("/solutions-services/catalyst-program")).toBe(INCUBATION_APPLICATION);
    expect(applyTo("/solutions-services/scaleup-studio")).toBe(INCUBATION_APPLICATION);
    expect(applyTo("/solutions-services/enterprise-innovation-lab")).toBe("/contact-get-involved/partner-apply");
    expect(applyTo("/solutions-services/ecosystem-builder")).toBe("/contact-get-involved/partner-apply");
  });

  it("asks questions about each programme through the contact form, naming the programme", () => {
    for (const program of flagshipProgramList) {
      const question = new URL(program.apply.secondary.to, "http://site.test");
      expect(question.pathname).toBe("/contact-get-involved");
      expect(question.hash).toBe("#contact-form");
      expect(question.searchParams.get(CONTACT_TOPIC_PARAM)).toMatch(/^Programme enquiry: /);
    }
  });
});

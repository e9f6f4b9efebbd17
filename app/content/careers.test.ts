import { describe, expect, it } from "vitest";
import { applicationSteps, jobOpenings, jobPath } from "./careers";

describe("careers content", () => {
  it("lists the three openings at /job/{slug}", () => {
    expect(jobOpenings.map((j) => [j.title, jobPath(j.slug)])).toEqual([
      ["Ecosystem Development Manager", "/job/ecosystem-development-manager"],
      ["Troup Lead - Technology", "/job/troup-lead-technology"],
      ["Impact Assessment Specialist", "/job/impact-assessment-specialist"],
    ]);
  });

  it("stores what a job page needs for each role", () => {
    for (const job of jobOpenings) {
      expect(job.responsibilities.length).toBeGreaterThan(2);
      expect(job.requirements.length).toBeGreaterThan(2);
      expect(job.location).not.toBe("");
      expect(job.type).not.toBe("");
    }
  });

  it("has a five-step process with the spec's timings", () => {
    expect(applicationSteps).toHaveLength(5);
    const timings = applicationSteps.map((s) => s.timing).join("\n");
    expect(timings).toContain("reviewed within 1-2 weeks");
    expect(timings).toContain("30-45 minute video call");
    expect(timings).toContain("within 1 week of final interviews");
  });
});

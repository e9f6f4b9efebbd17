import { describe, expect, it } from "vitest";
import { applicationSteps } from "./careers";

describe("careers content", () => {
  it("has a five-step process with the spec's timings", () => {
    expect(applicationSteps).toHaveLength(5);
    const timings = applicationSteps.map((s) => s.timing).join("\n");
    expect(timings).toContain("reviewed within 1-2 weeks");
    expect(timings).toContain("30-45 minute video call");
    expect(timings).toContain("within 1 week of final interviews");
  });
});

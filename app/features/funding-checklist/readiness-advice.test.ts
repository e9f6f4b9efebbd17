import { describe, expect, it } from "vitest";
import { readinessAdvice } from "./readiness-advice";

describe("readinessAdvice", () => {
  it("invites a first tick at 0% and an application only at 100%", () => {
    expect(readinessAdvice(0).text).toMatch(/^Tick each item/);
    expect(readinessAdvice(0).action).toBeUndefined();
    expect(readinessAdvice(88).action).toBeUndefined();
    expect(readinessAdvice(100).action).toEqual({ label: "Apply for Incubation", to: "/contact-get-involved" });
  });

  it("changes its message at 50% and 75%", () => {
    expect(readinessAdvice(13).text).toMatch(/^A start/);
    expect(readinessAdvice(50).text).toMatch(/^Good progress/);
    expect(readinessAdvice(75).text).toMatch(/^Nearly there/);
  });
});

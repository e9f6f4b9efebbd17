import { describe, expect, it } from "vitest";
import { progressText, readinessAdvice } from "./readiness-advice";

const advice = {
  none: "Tick each item.",
  started: "A start.",
  half: "Good progress.",
  nearly: "Nearly there.",
  ready: "Ready.",
  readyAction: { label: "Apply", to: "/contact-get-involved" },
};

describe("readinessAdvice", () => {
  it("invites a first tick at 0% and an application only at 100%", () => {
    expect(readinessAdvice(0, advice)).toEqual({ text: "Tick each item." });
    expect(readinessAdvice(88, advice).action).toBeUndefined();
    expect(readinessAdvice(100, advice)).toEqual({ text: "Ready.", action: { label: "Apply", to: "/contact-get-involved" } });
  });

  it("changes its message at 50% and 75%", () => {
    expect(readinessAdvice(13, advice).text).toBe("A start.");
    expect(readinessAdvice(49, advice).text).toBe("A start.");
    expect(readinessAdvice(50, advice).text).toBe("Good progress.");
    expect(readinessAdvice(74, advice).text).toBe("Good progress.");
    expect(readinessAdvice(75, advice).text).toBe("Nearly there.");
  });
});

describe("progressText", () => {
  it("fills in the ticked and total counts", () => {
    expect(progressText("{ticked} of {total} items ready", 3, 8)).toBe("3 of 8 items ready");
  });
});

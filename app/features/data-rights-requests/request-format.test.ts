import { describe, expect, it } from "vitest";
import { dueText, trailStepDetails, trailStepName } from "./request-format";

const NOW = new Date("2026-11-26T10:00:00Z");

describe("the rights requests' due dates and trail", () => {
  it("count the days left, say today, and count the days overdue", () => {
    expect(dueText({ state: "open", dueAt: "2026-12-08T10:00:00Z" }, NOW)).toEqual({ text: "in 12 days", overdue: false });
    expect(dueText({ state: "open", dueAt: "2026-11-27T09:00:00Z" }, NOW)).toEqual({ text: "in 1 day", overdue: false });
    expect(dueText({ state: "open", dueAt: "2026-11-26T10:00:00Z" }, NOW)).toEqual({ text: "Due today", overdue: false });
    expect(dueText({ state: "open", dueAt: "2026-11-23T10:00:00Z" }, NOW)).toEqual({ text: "3 days overdue", overdue: true });
    expect(dueText({ state: "done", dueAt: "2026-11-23T10:00:00Z" }, NOW)).toEqual({ text: "Closed", overdue: false });
  });

  it("name each step in words and its details on one line", () => {
    expect(trailStepName("rights-request-done")).toBe("Carried out");
    expect(trailStepName("erasure")).toBe("erasure");
    expect(trailStepDetails({ kind: "erasure", erasedLeads: 2 })).toBe("kind: erasure, erasedLeads: 2");
    expect(trailStepDetails(null)).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { checklistItemIds } from "~/features/audience-hub/audience-options";
import type { ChecklistItem } from "~/features/audience-hub/audience-copy";
import { checklistTicking, readinessPercent, tickedCount, toggleChecklistItem, uncheckedChecklist } from "./readiness-progress";
import { readEntries } from "../../../tests/support/content-entries";

// The checklist as app/content/audiences/entrepreneurs-startups.yaml writes it.
const entrepreneursPage = readEntries("audiences").find((entry) => entry.id === "entrepreneurs-startups")?.data as { fundingReadiness: { items: ChecklistItem[] } };
const fundingChecklist = entrepreneursPage.fundingReadiness.items;

describe("funding readiness progress", () => {
  it("has the 8 items of the spec, all unticked at start", () => {
    expect(checklistItemIds).toEqual(["businessPlan", "financials", "pitch", "market", "team", "legal", "ip", "metrics"]);
    expect(fundingChecklist.map((item) => item.id)).toEqual([...checklistItemIds]);
    expect(tickedCount(uncheckedChecklist)).toBe(0);
    expect(readinessPercent(uncheckedChecklist)).toBe(0);
  });

  it("flips an item each time it is ticked", () => {
    const once = toggleChecklistItem(uncheckedChecklist, "pitch");
    expect(once.pitch).toBe(true);
    expect(toggleChecklistItem(once, "pitch").pitch).toBe(false);
    expect(uncheckedChecklist.pitch).toBe(false);
  });

  it("is built from the ids of the boxes ticked, ignoring names that are no item", () => {
    const state = checklistTicking(["pitch", "team", "pitch", "newsletter"]);
    expect(state).toEqual({ ...uncheckedChecklist, pitch: true, team: true });
    expect(tickedCount(state)).toBe(2);
    expect(checklistTicking([])).toEqual(uncheckedChecklist);
  });

  it("rounds ticked / 8 to a whole percent", () => {
    const expected = [0, 13, 25, 38, 50, 63, 75, 88, 100];
    let state = uncheckedChecklist;
    expected.forEach((percent, ticked) => {
      expect(readinessPercent(state)).toBe(percent);
      expect(tickedCount(state)).toBe(ticked);
      const next = checklistItemIds[ticked];
      if (next) state = toggleChecklistItem(state, next);
    });
  });

  it("gives every item tips", () => {
    for (const item of fundingChecklist) expect(item.tips.length).toBeGreaterThan(0);
  });
});

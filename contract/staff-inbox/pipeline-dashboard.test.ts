import { describe, expect, it } from "vitest";
import { DIRECT_SOURCE, dashboardWeeks, indiaWeekOf, leadSource, percentile } from "./pipeline-dashboard.ts";

describe("the pipeline dashboard's arithmetic", () => {
  it("counts a lead under its campaign source, else the referring site, else as direct", () => {
    expect(leadSource({ utmSource: "LinkedIn", referrer: "https://www.google.com/" })).toBe("linkedin");
    expect(leadSource({ referrer: "https://www.google.co.in/search" })).toBe("google.co.in");
    expect(leadSource({ referrer: "not a url" })).toBe(DIRECT_SOURCE);
    expect(leadSource(null)).toBe(DIRECT_SOURCE);
  });

  it("puts an instant in its Indian week, which starts on Monday", () => {
    // Sunday 23:59 IST is still the week of Monday 16 Nov; Monday 00:00 IST (Sunday 18:30 UTC) is the next.
    expect(indiaWeekOf(new Date("2026-11-22T18:29:00Z"))).toBe("2026-11-16");
    expect(indiaWeekOf(new Date("2026-11-22T18:30:00Z"))).toBe("2026-11-23");
    expect(indiaWeekOf(new Date("2026-11-26T06:00:00Z"))).toBe("2026-11-23");
  });

  it("lists the weeks up to this one, oldest first", () => {
    expect(dashboardWeeks(new Date("2026-11-26T06:00:00Z"), 3)).toEqual(["2026-11-09", "2026-11-16", "2026-11-23"]);
  });

  it("takes the nearest-rank percentile", () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([4], 0.9)).toBe(4);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
  });
});

import { describe, expect, it } from "vitest";
import { pressFiles } from "~/features/press-room/press-files.test-support";
import { groupByYear, newestFirst } from "./releases-by-year";

const items = [
  { id: "a", date: "2024-03-01" },
  { id: "b", date: "2025-01-20" },
  { id: "c", date: "2025-04-15" },
  { id: "d", date: "2023-12-31" },
  { id: "e", date: "2025-01-20" },
];

describe("newestFirst", () => {
  it("sorts by date, newest first, keeping same-day order, without touching the input", () => {
    expect(newestFirst(items).map((i) => i.id)).toEqual(["c", "b", "e", "a", "d"]);
    expect(items[0]?.id).toBe("a");
  });
});

describe("groupByYear", () => {
  it("groups by year, newest year first", () => {
    expect(groupByYear(items).map((g) => [g.year, g.items.map((i) => i.id)])).toEqual([
      ["2025", ["c", "b", "e"]],
      ["2024", ["a"]],
      ["2023", ["d"]],
    ]);
  });

  it("is empty for no items", () => {
    expect(groupByYear([])).toEqual([]);
  });

  it("keeps every press release exactly once", () => {
    const pressReleases = pressFiles();
    const grouped = groupByYear(pressReleases).flatMap((g) => g.items);
    expect(grouped).toHaveLength(pressReleases.length);
    expect(new Set(grouped.map((r) => r.slug)).size).toBe(pressReleases.length);
  });
});

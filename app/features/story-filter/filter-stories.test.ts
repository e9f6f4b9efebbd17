import { describe, expect, it } from "vitest";
import { readEntries } from "../../../tests/support/content-entries";
import { filterStories, storyFilters } from "./filter-stories";

const stories = [
  { id: "a", category: "SaaS" },
  { id: "b", category: "CleanTech" },
  { id: "c", category: "SaaS" },
] as const;

describe("filterStories", () => {
  it("offers All, SaaS, CleanTech, HealthTech and FinTech, All first", () => {
    expect(storyFilters).toEqual(["All", "SaaS", "CleanTech", "HealthTech", "FinTech"]);
  });

  it("shows everything for All", () => {
    expect(filterStories(stories, "All")).toEqual(stories);
  });

  it("shows only the chosen category", () => {
    expect(filterStories(stories, "SaaS").map((s) => s.id)).toEqual(["a", "c"]);
    expect(filterStories(stories, "CleanTech").map((s) => s.id)).toEqual(["b"]);
    expect(filterStories(stories, "FinTech")).toEqual([]);
  });

  it("keeps the page's three sample stories (app/content/success-stories/), each in a category of the chips", () => {
    const successStories = readEntries("success-stories");
    expect(successStories).toHaveLength(3);
    for (const story of successStories) expect(storyFilters).toContain(story.data.category);
  });
});

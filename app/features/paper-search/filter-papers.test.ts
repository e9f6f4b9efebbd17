import { describe, expect, it } from "vitest";
import { emptyPaperQuery, filterPapers, matchesPaper, paperCategoryFilters } from "./filter-papers";
import { researchPapersAsWritten } from "./research-papers.test-support";

const researchPapers = researchPapersAsWritten();

const paper = {
  title: "Solar Cold Storage and Post-Harvest Losses",
  abstract: "A field study of onion growers in Nashik district.",
  category: "Sustainability",
  author: "Dr. Rohan Kulkarni",
  keywords: ["agritech"],
} as const;

describe("matchesPaper", () => {
  it("matches everything with an empty search and All", () => {
    expect(matchesPaper(paper, emptyPaperQuery)).toBe(true);
  });

  it("matches the title or the abstract, ignoring case", () => {
    expect(matchesPaper(paper, { search: "COLD storage", category: "All" })).toBe(true);
    expect(matchesPaper(paper, { search: "nashik", category: "All" })).toBe(true);
  });

  it("does not search the author or the keywords", () => {
    expect(matchesPaper(paper, { search: "Kulkarni", category: "All" })).toBe(false);
    expect(matchesPaper(paper, { search: "agritech", category: "All" })).toBe(false);
  });

  it("needs the exact category unless All", () => {
    expect(matchesPaper(paper, { search: "", category: "Sustainability" })).toBe(true);
    expect(matchesPaper(paper, { search: "", category: "Technology" })).toBe(false);
  });

  it("combines search and category with AND", () => {
    expect(matchesPaper(paper, { search: "solar", category: "Digital" })).toBe(false);
    expect(matchesPaper(paper, { search: "solar", category: "Sustainability" })).toBe(true);
    expect(matchesPaper(paper, { search: "wind", category: "Sustainability" })).toBe(false);
  });

  it("ignores spaces around the search text", () => {
    expect(matchesPaper(paper, { search: "  solar  ", category: "All" })).toBe(true);
  });
});

describe("filterPapers over the repository", () => {
  it("offers All and the four categories", () => {
    expect(paperCategoryFilters).toEqual(["All", "Technology", "Digital", "Sustainability", "Innovation"]);
  });

  it("gives every paper for the empty query and none for nonsense", () => {
    expect(filterPapers(researchPapers, emptyPaperQuery)).toHaveLength(researchPapers.length);
    expect(filterPapers(researchPapers, { search: "zzzz-no-such-text", category: "All" })).toEqual([]);
  });

  it("leads each paper's Download to the contact form, the paper named as the topic", () => {
    const first = researchPapers[0]!;
    expect(first.downloadUrl).toBe(`/contact-get-involved?topic=${encodeURIComponent(`Paper request: ${first.title}`)}#contact-form`);
  });

  it("has at least one paper per category", () => {
    for (const category of paperCategoryFilters.filter((c) => c !== "All")) {
      expect(filterPapers(researchPapers, { search: "", category }).length).toBeGreaterThan(0);
    }
  });
});

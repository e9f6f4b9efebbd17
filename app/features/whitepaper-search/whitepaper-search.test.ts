import { describe, expect, it } from "vitest";
import { formatCitation } from "./citation";
import { filterWhitepapers, matchesWhitepaper, newestPapersFirst, whitepaperTopicFilters } from "./filter-whitepapers";
import { whitepapersAsWritten } from "~/features/download-request/downloads.test-support";

const whitepapers = whitepapersAsWritten();

const paper = {
  title: "The State of Incubation in Tier-2 India",
  description: "Survey of 140 incubators on funding, mentoring and survival rates.",
  topic: "innovation",
  author: "Dr. Ananya Krishnan",
  date: "2026-03-14",
} as const;

describe("matchesWhitepaper", () => {
  it("matches title or description without regard to case", () => {
    expect(matchesWhitepaper(paper, { search: "TIER-2", topic: "all" })).toBe(true);
    expect(matchesWhitepaper(paper, { search: "survival", topic: "all" })).toBe(true);
    expect(matchesWhitepaper(paper, { search: "krishnan", topic: "all" })).toBe(false);
  });

  it("needs the topic to match, or all", () => {
    expect(matchesWhitepaper(paper, { search: "", topic: "innovation" })).toBe(true);
    expect(matchesWhitepaper(paper, { search: "", topic: "policy" })).toBe(false);
    expect(matchesWhitepaper(paper, { search: "incubation", topic: "digital" })).toBe(false);
  });

  it("offers all and the four topics", () => {
    expect(whitepaperTopicFilters.map((f) => f.value)).toEqual(["all", "innovation", "digital", "sustainability", "policy"]);
    expect(whitepaperTopicFilters.map((f) => f.label)).toEqual(["All Topics", "Innovation", "Digital", "Sustainability", "Policy"]);
  });

  it("finds papers of every topic in the library", () => {
    for (const topic of ["innovation", "digital", "sustainability", "policy"] as const) {
      expect(filterWhitepapers(whitepapers, { search: "", topic }).length).toBeGreaterThan(0);
    }
  });
});

describe("newestPapersFirst", () => {
  it("lists the newest paper first, and papers of the same day by title", () => {
    const papers = [
      { title: "B", date: "2025-01-01" },
      { title: "C", date: "2026-05-01" },
      { title: "A", date: "2025-01-01" },
    ];
    expect(newestPapersFirst(papers).map((p) => p.title)).toEqual(["C", "A", "B"]);
  });
});

describe("formatCitation", () => {
  it("is author (date). title. Ankur Research.", () => {
    expect(formatCitation(paper)).toBe("Dr. Ananya Krishnan (14 March 2026). The State of Incubation in Tier-2 India. Ankur Research.");
  });
});

import { describe, expect, it } from "vitest";
import { LEGAL_WEIGHT, SEARCH_SECTIONS, SECTION_HOMES, isSearchablePage, searchSectionNamed, searchSectionOf, searchWeightOf } from "./search-sections";

describe("searchSectionOf", () => {
  it("files a page under its section by its path", () => {
    expect(searchSectionOf("/resources/blog")).toBe("Blog");
    expect(searchSectionOf("/blog/building-on-ondc")).toBe("Blog");
    expect(searchSectionOf("/resources/events")).toBe("Events");
    expect(searchSectionOf("/programs")).toBe("Programmes");
    expect(searchSectionOf("/solutions-services/catalyst-program")).toBe("Programmes");
    expect(searchSectionOf("/careers")).toBe("Careers");
    expect(searchSectionOf("/job/frontend-engineer")).toBe("Careers");
    expect(searchSectionOf("/press/archive")).toBe("Press");
    expect(searchSectionOf("/faq")).toBe("Help");
    expect(searchSectionOf("/legal/privacy-policy")).toBe("Help");
    expect(searchSectionOf("/contact-get-involved/application-status")).toBe("Help");
  });

  it("files other pages under none, and reads whole path segments", () => {
    expect(searchSectionOf("/")).toBeUndefined();
    expect(searchSectionOf("/about-us")).toBeUndefined();
    expect(searchSectionOf("/pressure")).toBeUndefined();
    expect(searchSectionOf("/blogroll")).toBeUndefined();
  });

  it("has a list page for every section", () => {
    for (const section of SEARCH_SECTIONS) expect(SECTION_HOMES[section]).toMatch(/^\//);
  });
});

describe("isSearchablePage", () => {
  it("indexes content pages", () => {
    expect(isSearchablePage("/about-us", false)).toBe(true);
    expect(isSearchablePage("/resources/whitepapers", false)).toBe(true);
  });

  it("leaves out sign-in, staff, answers to forms, request pages, the search page and noindex pages", () => {
    for (const path of ["/login", "/admin", "/search", "/thanks/contact", "/newsletter/confirmed", "/forms/contact", "/resources/whitepapers/ai-adoption/request", "/resources/events/demo-day/register"]) {
      expect({ path, searchable: isSearchablePage(path, false) }).toEqual({ path, searchable: false });
    }
    expect(isSearchablePage("/404", true)).toBe(false);
  });
});

describe("searchWeightOf", () => {
  it("weighs legal pages down and leaves the rest at Pagefind's default", () => {
    expect(searchWeightOf("/legal/privacy-policy")).toBe(LEGAL_WEIGHT);
    expect(LEGAL_WEIGHT).toBeLessThan(1);
    expect(searchWeightOf("/faq")).toBeUndefined();
  });
});

describe("searchSectionNamed", () => {
  it("reads a section from a URL parameter, nothing else", () => {
    expect(searchSectionNamed("Press")).toBe("Press");
    expect(searchSectionNamed("press")).toBeUndefined();
    expect(searchSectionNamed(null)).toBeUndefined();
  });
});

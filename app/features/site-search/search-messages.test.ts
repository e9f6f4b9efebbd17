import { describe, expect, it } from "vitest";
import { searchPageHref, searchStatusMessage } from "./search-messages";

describe("searchStatusMessage", () => {
  it("counts the pages found, in the section asked for", () => {
    expect(searchStatusMessage({ kind: "found", query: "Pune", total: 1 })).toBe("1 page matches “Pune”.");
    expect(searchStatusMessage({ kind: "found", query: "troupe", total: 7, section: "Blog" })).toBe("7 pages match “troupe” in Blog.");
    expect(searchStatusMessage({ kind: "found", query: "zzz", total: 0 })).toBe("No pages match “zzz”.");
  });

  it("says nothing before a search and says so when the index cannot load", () => {
    expect(searchStatusMessage({ kind: "idle" })).toBe("");
    expect(searchStatusMessage({ kind: "failed" })).toMatch(/could not load/);
  });
});

describe("searchPageHref", () => {
  it("is the GET form's address, with the section when one is chosen", () => {
    expect(searchPageHref("DPDP act")).toBe("/search?q=DPDP+act");
    expect(searchPageHref(" troupe ", "Press")).toBe("/search?q=troupe&section=Press");
    expect(searchPageHref("")).toBe("/search");
  });
});

import { describe, expect, it } from "vitest";
import { pageSearchAttributes } from "./page-search-attributes";

const head = [{ title: "A page | Ankur" }, { name: "description", content: "…" }];

describe("pageSearchAttributes", () => {
  it("marks a page's main as indexed, with its section as a filter", () => {
    expect(pageSearchAttributes("/blog/building-on-ondc", head)).toEqual({ "data-pagefind-body": "", "data-pagefind-filter": "section:Blog" });
    expect(pageSearchAttributes("/about-us", head)).toEqual({ "data-pagefind-body": "" });
  });

  it("weighs a legal page's words down", () => {
    expect(pageSearchAttributes("/legal/privacy-policy", head)).toEqual({ "data-pagefind-body": "", "data-pagefind-filter": "section:Help", "data-pagefind-weight": "0.2" });
  });

  it("leaves out a page its head keeps out of search engines, and the pages that are no answer to a search", () => {
    expect(pageSearchAttributes("/404", [{ title: "Page not found | Ankur" }, { name: "robots", content: "noindex" }])).toEqual({});
    expect(pageSearchAttributes("/resources/tools/seed-pitch-deck/request", [{ name: "robots", content: "noindex, follow" }])).toEqual({});
    expect(pageSearchAttributes("/login", head)).toEqual({});
    expect(pageSearchAttributes("/search", head)).toEqual({});
  });
});

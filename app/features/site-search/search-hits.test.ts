import { describe, expect, it } from "vitest";
import { excerptParts, searchHitOf, sitePathOf } from "./search-hits";

describe("sitePathOf", () => {
  it("drops the trailing slash Pagefind writes, keeping the home page's", () => {
    expect(sitePathOf("/blog/building-on-ondc/")).toBe("/blog/building-on-ondc");
    expect(sitePathOf("/faq/index.html")).toBe("/faq");
    expect(sitePathOf("/")).toBe("/");
  });
});

describe("excerptParts", () => {
  it("marks the matched words and decodes the escaped text", () => {
    expect(excerptParts("cross-functional <mark>troupes</mark> of 4&#x2F;6 &amp; R&amp;D &lt;b&gt;")).toEqual([
      { text: "cross-functional ", marked: false },
      { text: "troupes", marked: true },
      { text: " of 4/6 & R&D <b>", marked: false },
    ]);
  });

  it("keeps no markup from the index but the marks it reads as parts", () => {
    const parts = excerptParts('<img src=x onerror="alert(1)"><mark>Pune</mark> office');
    expect(parts).toEqual([
      { text: "Pune", marked: true },
      { text: " office", marked: false },
    ]);
  });
});

describe("searchHitOf", () => {
  it("takes the page's title, or its path when it has none", () => {
    expect(searchHitOf({ url: "/careers/", excerpt: "jobs in <mark>Pune</mark>", meta: { title: " Careers " } })).toEqual({
      path: "/careers",
      title: "Careers",
      excerpt: [
        { text: "jobs in ", marked: false },
        { text: "Pune", marked: true },
      ],
    });
    expect(searchHitOf({ url: "/press/x/", excerpt: "", meta: {} }).title).toBe("/press/x");
  });
});

import { describe, expect, it } from "vitest";
import { findBrokenLinks, parsePage } from "./site-links.ts";

const site = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([p, html]) => [p, parsePage(html)]));

describe("findBrokenLinks", () => {
  const pages = site({
    "/": '<a href="/faq">FAQ</a><a href="/faq#about">About</a><a href="#top">Top</a><div id="top"></div><a href="/old">Old</a><a href="/og.jpg">img</a><a href="mailto:a@b.in">mail</a>',
    "/faq": '<h2 id="about">About</h2><a href="/?x=1#top">home</a>',
  });

  it("accepts pages, anchors, redirects, files, queries and mail links", () => {
    expect(findBrokenLinks({ pages, files: new Set(["/og.jpg"]), redirects: { "/old": "/faq#about" } })).toEqual([]);
  });

  it("names the page and link of every target that does not exist", () => {
    const bad = site({
      "/": '<a href="/missing">x</a><a href="/faq#nope">y</a><a href="#gone">z</a><a href="faq">rel</a>',
      "/faq": "<p>faq</p>",
    });
    expect(findBrokenLinks({ pages: bad, files: new Set(), redirects: {} })).toEqual([
      { page: "/", href: "/missing", reason: "no page at /missing" },
      { page: "/", href: "/faq#nope", reason: "no element #nope on /faq" },
      { page: "/", href: "#gone", reason: "no element #gone on /" },
      { page: "/", href: "faq", reason: "relative link" },
    ]);
  });

  it("requires external links to open in a new tab safely and say so", () => {
    const ext = site({
      "/": [
        '<a href="https://a.in" target="_blank" rel="noopener noreferrer">A<span> (opens in a new tab)</span></a>',
        '<a href="https://b.in">B</a>',
        '<a href="https://c.in" target="_blank" rel="noopener noreferrer">C</a>',
      ].join(""),
    });
    expect(findBrokenLinks({ pages: ext, files: new Set(), redirects: {} }).map((b) => b.href)).toEqual(["https://b.in", "https://c.in"]);
  });
});

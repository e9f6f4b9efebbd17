import { describe, expect, it } from "vitest";
import { SITE_URL_MARK, decodeEntities, headTags, normalisedHead, withOriginMarked } from "./head-snapshot.ts";

const SITE = "https://ankur.example.in";

const page = (head: string, body = "<p>x</p>") => `<!DOCTYPE html><html lang="en-IN"><head>${head}</head><body>${body}</body></html>`;

describe("normalisedHead", () => {
  it("reads the title, meta names and properties, canonical, robots and JSON-LD, the origin marked", () => {
    const html = page(
      [
        '<meta charSet="utf-8"/>',
        "<title>About Us | Ankur</title>",
        '<meta name="description" content="Founders &amp; their troupes"/>',
        `<link rel="canonical" href="${SITE}/about-us"/>`,
        `<meta property="og:url" content="${SITE}/about-us"/>`,
        '<meta name="robots" content="noindex"/>',
        `<script type="application/ld+json">{"@type":"BreadcrumbList","itemListElement":[{"item":"${SITE}/","name":"A \\u003c B"}]}</script>`,
      ].join(""),
    );
    expect(normalisedHead(html, SITE)).toEqual({
      title: "About Us | Ankur",
      canonical: `${SITE_URL_MARK}/about-us`,
      robots: "noindex",
      meta: { "name:description": "Founders & their troupes", "property:og:url": `${SITE_URL_MARK}/about-us` },
      jsonLd: [{ "@type": "BreadcrumbList", itemListElement: [{ item: `${SITE_URL_MARK}/`, name: "A < B" }] }],
    });
  });

  it("reads attributes in any order and quoting, and tags as Astro writes them", () => {
    const html = page(`<meta content='Summary' name=description><link href="${SITE}/faq" rel="canonical" >  <title>\n  FAQ | Ankur\n</title>`);
    expect(normalisedHead(html, SITE)).toMatchObject({ title: "FAQ | Ankur", canonical: `${SITE_URL_MARK}/faq`, meta: { "name:description": "Summary" } });
  });

  it("is the same for two builds that differ only in their origin", () => {
    const head = (origin: string) => page(`<title>x</title><link rel="canonical" href="${origin}/x"/><script type="application/ld+json">{"url":"${origin}/"}</script>`);
    expect(normalisedHead(head("http://localhost:3000"), "http://localhost:3000")).toEqual(normalisedHead(head(SITE), `${SITE}/`));
  });

  it("tells a name from a property and keeps every content of a meta written twice", () => {
    const html = page('<meta name="og:title" content="A"/><meta property="og:title" content="B"/><meta property="og:title" content="C"/>');
    expect(normalisedHead(html, SITE).meta).toEqual({ "name:og:title": "A", "property:og:title": ["B", "C"] });
  });

  it("sees nothing inside scripts and styles, and nothing after the head", () => {
    const html = page('<style>a::after{content:"<meta name=x content=y>"}</style><script>document.write("<title>no</title>")</script><title>yes</title>', '<title>in body</title><meta name="description" content="body"/>');
    expect(normalisedHead(html, SITE)).toMatchObject({ title: "yes", meta: {} });
  });

  it("has no title, canonical or robots when the head has none", () => {
    expect(normalisedHead(page('<meta name="viewport" content="width=device-width"/>'), SITE)).toEqual({
      title: null,
      canonical: null,
      robots: null,
      meta: { "name:viewport": "width=device-width" },
      jsonLd: [],
    });
  });

  it("refuses two titles, two canonical links, a JSON-LD block that does not parse, and a page without a head", () => {
    expect(() => normalisedHead(page("<title>a</title><title>b</title>"), SITE)).toThrow("2 <title> elements in <head>: a / b");
    expect(() => normalisedHead(page('<link rel="canonical" href="/a"/><link rel="canonical" href="/b"/>'), SITE)).toThrow("2 canonical links");
    expect(() => normalisedHead(page('<script type="application/ld+json">{"a":</script>'), SITE)).toThrow("JSON-LD block 1 does not parse");
    expect(() => normalisedHead("<p>no head</p>", SITE)).toThrow("The page has no <head>");
  });
});

describe("headTags", () => {
  it("ends at </head> and skips comments", () => {
    expect(headTags(page("<!-- <title>x</title> --><title>t</title>")).map((tag) => tag.name)).toEqual(["title"]);
  });

  it("refuses a head that is never closed", () => {
    expect(() => headTags("<html><head><title>t</title>")).toThrow("never closed");
  });
});

describe("decodeEntities", () => {
  it("decodes named, decimal and hexadecimal references and leaves unknown ones", () => {
    expect(decodeEntities("&amp; &lt; &gt; &quot; &#39; &#x27; &#8377; &copy;")).toBe("& < > \" ' ' ₹ &copy;");
  });
});

describe("withOriginMarked", () => {
  it("marks the origin in nested strings and leaves other values", () => {
    expect(withOriginMarked({ a: [`${SITE}/x`, 3, null], b: { c: "https://schema.org" } }, `${SITE}/`)).toEqual({ a: [`${SITE_URL_MARK}/x`, 3, null], b: { c: "https://schema.org" } });
  });
});

import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists each path as an absolute URL in a sitemaps.org urlset, the home page with its slash", () => {
    expect(sitemapXml("https://ankur.example.in", [{ path: "/" }, { path: "/faq" }, { path: "/blog/why-troupes-beat-mentors" }])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://ankur.example.in/</loc></url>",
        "  <url><loc>https://ankur.example.in/faq</loc></url>",
        "  <url><loc>https://ankur.example.in/blog/why-troupes-beat-mentors</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("gives an item with a date its <lastmod>, and none to a page without one", () => {
    const xml = sitemapXml("https://ankur.example.in", [{ path: "/press" }, { path: "/press/climate-tech-fund", lastmod: "2025-04-15" }]);
    expect(xml).toContain("  <url><loc>https://ankur.example.in/press</loc></url>\n");
    expect(xml).toContain("  <url><loc>https://ankur.example.in/press/climate-tech-fund</loc><lastmod>2025-04-15</lastmod></url>\n");
  });

  it("escapes what XML does not allow in a <loc>", () => {
    expect(sitemapXml("https://ankur.example.in", [{ path: "/search?q=a&b" }])).toContain("<loc>https://ankur.example.in/search?q=a&amp;b</loc>");
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of the API and the staff inbox and points to the sitemap", () => {
    expect(robotsTxt("https://ankur.example.in")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://ankur.example.in/sitemap.xml\n",
    );
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { HeadSnapshot } from "../../scripts/head-snapshot.ts";
import { sitemapPaths } from "./sitemap-paths";

// The sitemap lists the pages from the registry; the heads the site keeps
// (tests/e2e/heads.snapshot.json) say which pages are indexable and original:
// the two lists must be the same.
const snapshot = JSON.parse(readFileSync(new URL("../../tests/e2e/heads.snapshot.json", import.meta.url), "utf8")) as HeadSnapshot;

describe("sitemapPaths", () => {
  it("is every page of today's build that is indexable and its own canonical, sorted", () => {
    const indexable = Object.entries(snapshot.routes)
      .filter(([route, head]) => !head.robots?.includes("noindex") && head.canonical === `{SITE_URL}${route}`)
      .map(([route]) => route)
      .sort();
    expect(indexable.length).toBeGreaterThan(60);
    expect(sitemapPaths()).toEqual(indexable);
  });

  it("leaves out the not-found page, the duplicate /contact and the staff pages, and lists item pages", () => {
    const paths = sitemapPaths();
    expect(paths).not.toContain("/404");
    expect(paths).not.toContain("/contact");
    expect(paths.filter((path) => path.startsWith("/admin"))).toEqual([]);
    expect(paths).toContain("/contact-get-involved");
    expect(paths).toContain("/blog/why-troupes-beat-mentors");
  });
});

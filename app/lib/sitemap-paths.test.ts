import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { HeadSnapshot } from "../../scripts/head-snapshot.ts";
import { openJobFiles } from "~/features/job-openings/job-files.test-support";
import { pressFiles } from "~/features/press-room/press-files.test-support";
import { readEntries } from "../../tests/support/content-entries";
import { sitemapEntries } from "./sitemap-paths";

// The sitemap lists the pages from the registry; the heads the site keeps
// (tests/e2e/heads.snapshot.json) say which pages are indexable and original:
// the two lists must be the same.
/** The collections' item pages with their dates, as pages/sitemap.xml.ts gives them from the build's entries. */
const collectionItems = [
  ...readEntries("blog").map((post) => ({ path: `/blog/${post.id}`, lastmod: String(post.data.date) })),
  ...openJobFiles().map((job) => ({ path: `/job/${job.slug}`, lastmod: job.posted })),
  ...pressFiles().map((release) => ({ path: `/press/${release.slug}`, lastmod: release.date })),
  ...readEntries("case-studies").map((story) => ({ path: `/case-studies/${story.id}` })),
];
const sitemapPaths = () => sitemapEntries(collectionItems).map((entry) => entry.path);

const snapshot = JSON.parse(readFileSync(new URL("../../tests/e2e/heads.snapshot.json", import.meta.url), "utf8")) as HeadSnapshot;

describe("sitemapEntries", () => {
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

  it("gives the collections' items their dates and the other pages none", () => {
    const entries = sitemapEntries(collectionItems);
    expect(entries).toContainEqual({ path: "/press/climate-tech-fund", lastmod: "2025-04-15" });
    expect(entries).toContainEqual({ path: "/job/troup-lead-technology", lastmod: "2026-11-02" });
    expect(entries.find((entry) => entry.path === "/faq")).toEqual({ path: "/faq" });
  });
});

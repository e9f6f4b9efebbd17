import { SITE_URL } from "~/config/site-url";
import { jobPath, pressReleasePath } from "~/content/detail-item-paths";
import { jobOpenings } from "~/features/job-openings/job-entries";
import { pressReleases } from "~/features/press-room/press-entries";
import { sitemapXml } from "~/lib/sitemap";
import { sitemapEntries } from "~/lib/sitemap-paths";

/** /sitemap.xml, written at build time with the build's SITE_URL; each item of a collection with its date as <lastmod>. */
export function GET(): Response {
  const items = [
    ...jobOpenings.map((job) => ({ path: jobPath(job.slug), lastmod: job.posted })),
    ...pressReleases.map((release) => ({ path: pressReleasePath(release.slug), lastmod: release.date })),
  ];
  return new Response(sitemapXml(SITE_URL, sitemapEntries(items)), { headers: { "content-type": "application/xml; charset=utf-8" } });
}

import { SITE_URL } from "~/config/site-url";
import { caseStudyPath, jobPath, pressReleasePath } from "~/config/detail-item-paths";
import { blogPosts } from "~/features/blog-article/blog-entries";
import { blogPostPath } from "~/features/blog-filter/blog-post-path";
import { caseStories } from "~/features/case-stories/case-study-entries";
import { jobOpenings } from "~/features/job-openings/job-entries";
import { pressReleases } from "~/features/press-room/press-entries";
import { sitemapXml } from "~/lib/sitemap";
import { sitemapEntries } from "~/lib/sitemap-paths";

/** /sitemap.xml, written at build time with the build's SITE_URL; each item of a collection with its date as <lastmod>. */
export function GET(): Response {
  const items = [
    ...blogPosts.map((post) => ({ path: blogPostPath(post), lastmod: post.date })),
    ...jobOpenings.map((job) => ({ path: jobPath(job.slug), lastmod: job.posted })),
    ...pressReleases.map((release) => ({ path: pressReleasePath(release.slug), lastmod: release.date })),
    // A case study has no date of its own.
    ...caseStories.map((story) => ({ path: caseStudyPath(story.slug) })),
  ];
  return new Response(sitemapXml(SITE_URL, sitemapEntries(items)), { headers: { "content-type": "application/xml; charset=utf-8" } });
}

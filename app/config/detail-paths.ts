// Loaded by the end-to-end specs, outside Vite's alias resolution: this file
// and the content it imports use relative imports for values ("~/" only in
// `import type`, which is erased).
import { jobOpenings, jobPath } from "../content/careers";
import { pressReleasePath, pressReleases } from "../content/press";
import { blogPosts } from "../content/resources-blog";
import { caseStories, caseStudyPath } from "../content/success-stories";

/**
 * The pages of the parameterised routes (blog posts, jobs, press releases,
 * case studies), one per item of their content: the sitemap's
 * (lib/sitemap-paths.ts) and the end-to-end specs' list of them.
 */
export function detailPagePaths(): string[] {
  return [
    ...blogPosts.map((post) => `/blog/${post.id}`),
    ...jobOpenings.map((job) => jobPath(job.slug)),
    ...pressReleases.map((release) => pressReleasePath(release.slug)),
    ...caseStories.map((story) => caseStudyPath(story.slug)),
  ];
}

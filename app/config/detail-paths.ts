// Loaded by the end-to-end specs, outside Vite's alias resolution: this file
// and the content it imports use relative imports for values ("~/" only in
// `import type`, which is erased).
import { blogPosts } from "../content/resources-blog";
import { caseStories, caseStudyPath } from "../content/success-stories";

/**
 * The pages of the parameterised routes (blog posts, case studies), one per
 * item of their content: the sitemap's (lib/sitemap-paths.ts) and the
 * end-to-end specs' list of them. Roles and press releases are collections
 * (app/content/jobs/, app/content/press/): their pages follow from the files.
 */
export function detailPagePaths(): string[] {
  return [
    ...blogPosts.map((post) => `/blog/${post.id}`),
    ...caseStories.map((story) => caseStudyPath(story.slug)),
  ];
}

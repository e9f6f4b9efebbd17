// The blog posts in full: each post's summary (./resources-blog-summaries.ts)
// with its article (./resources-blog-bodies.ts). Only a post's page needs the
// articles; the blog's list and the pages' <head> import the summaries alone.
// Relative imports: app/config/detail-paths.ts loads this outside Vite.
import { blogPostBodies } from "./resources-blog-bodies";
import { blogPostSummaries } from "./resources-blog-summaries";
import type { BlogPost, BlogPostSummary } from "./resources-types";

export { BLOG_IMAGE_PLACEHOLDER } from "./blog-image-placeholder";

function withBody(post: BlogPostSummary): BlogPost {
  const body = blogPostBodies[post.id];
  if (!body) throw new Error(`The blog post "${post.id}" has no article in resources-blog-bodies.ts`);
  return { ...post, body };
}

/** Blog posts with their articles; each also has its own page at /blog/{id}. */
export const blogPosts: readonly BlogPost[] = blogPostSummaries.map(withBody);

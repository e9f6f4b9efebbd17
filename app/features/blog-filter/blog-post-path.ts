import type { BlogPostSummary as BlogPost } from "./blog-post";

/** Where a post lives: /blog/{id}. Import it from here to keep the blog browser out of other pages' bundles. */
export function blogPostPath(post: Pick<BlogPost, "id">): string {
  return `/blog/${post.id}`;
}

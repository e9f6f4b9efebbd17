import { BlogBrowser } from "./blog-browser";
import type { BlogCard, BlogListCopy } from "./blog-post";

/** Every post, searchable and filtered by category: the blog page's library, an island whose code loads on first use (pages/resources/blog.astro). */
export function BlogLibrary({ posts, copy }: { posts: readonly BlogCard[]; copy: BlogListCopy }) {
  return <BlogBrowser posts={posts} copy={copy} />;
}

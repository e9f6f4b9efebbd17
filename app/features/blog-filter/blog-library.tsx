import { BlogBrowser } from "./blog-browser";
import type { BlogCard } from "./blog-post";

/** Every post, searchable and filtered by category: the blog page's library, an island whose code loads on first use (pages/resources/blog.astro). */
export function BlogLibrary({ posts }: { posts: readonly BlogCard[] }) {
  return <BlogBrowser posts={posts} />;
}

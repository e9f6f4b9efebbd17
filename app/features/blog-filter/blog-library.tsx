import { blogPosts } from "~/content/resources-blog";
import { BlogBrowser } from "./blog-browser";

/** Every post, searchable and filtered by category: the blog page's library, an island whose code loads on first use (pages/resources/blog.astro). */
export function BlogLibrary() {
  return <BlogBrowser posts={blogPosts} />;
}

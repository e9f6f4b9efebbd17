import { blogPosts } from "~/content/resources-blog";
import { BlogBrowser } from "./blog-browser";

/** Every post, searchable and filtered by category: the blog page's library, whose code loads on first use (routes/resources/blog.tsx). */
export function BlogLibrary() {
  return <BlogBrowser posts={blogPosts} />;
}

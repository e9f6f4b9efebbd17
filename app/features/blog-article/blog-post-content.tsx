import { blogPosts } from "~/content/resources-blog";
import { BlogArticleView } from "./blog-article-view";

/**
 * The page of the blog post `id`, all but its <head>: the article and the
 * related posts (pages/blog/[id].astro).
 */
export default function BlogPostContent({ id }: { id: string }) {
  const post = blogPosts.find((candidate) => candidate.id === id);
  return post ? <BlogArticleView post={post} allPosts={blogPosts} /> : null;
}

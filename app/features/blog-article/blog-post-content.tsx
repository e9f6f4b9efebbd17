import { blogPosts } from "~/content/resources-blog";
import { BlogArticleView } from "./blog-article-view";

/**
 * The page of the blog post `id`, all but its <head>: static content, loaded
 * only by a client-side navigation (routes/blog-post.tsx). The articles and
 * the related posts come with it, not with the page's first load.
 */
export default function BlogPostContent({ id }: { id: string }) {
  const post = blogPosts.find((candidate) => candidate.id === id);
  return post ? <BlogArticleView post={post} allPosts={blogPosts} /> : null;
}

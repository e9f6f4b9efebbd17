import { blogPosts } from "~/content/resources-blog";
import { BlogArticleView } from "~/features/blog-article/blog-article-view";
import { blogPostMeta, notFoundMeta } from "~/features/detail-pages/detail-meta";
import { NotFoundContent } from "~/layout/not-found-content";
import type { Route } from "./+types/blog-post";

const findPost = (id: string | undefined) => blogPosts.find((post) => post.id === id);

export const meta = ({ params }: Route.MetaArgs) => {
  const post = findPost(params.id);
  return post ? blogPostMeta(post) : notFoundMeta();
};

export default function BlogPostPage({ params }: Route.ComponentProps) {
  const post = findPost(params.id);
  return post ? <BlogArticleView post={post} allPosts={blogPosts} /> : <NotFoundContent />;
}

import { staticContent } from "~/components/static-content/static-content";
import { blogPostSummaries } from "~/content/resources-blog-summaries";
import { useBlogImageFallback } from "~/features/blog-article/blog-image-fallback";
import { blogPostMeta, notFoundMeta } from "~/features/detail-pages/detail-meta";
import { NotFoundContent } from "~/layout/not-found-content";
import type { Route } from "./+types/blog-post";

/** The post's summary (its <head>); its page comes from static content, chosen by its id. */
const findPost = (id: string | undefined) => blogPostSummaries.find((post) => post.id === id);

const BlogPostContent = staticContent(() => import("~/features/blog-article/blog-post-content"));

export const meta = ({ params }: Route.MetaArgs) => {
  const post = findPost(params.id);
  return post ? blogPostMeta(post) : notFoundMeta();
};

export default function BlogPostPage({ params }: Route.ComponentProps) {
  const post = findPost(params.id);
  useBlogImageFallback();
  return post ? <BlogPostContent id={post.id} /> : <NotFoundContent />;
}

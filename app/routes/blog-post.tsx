import { staticContent } from "~/components/static-content/static-content";
import { useBlogImageFallback } from "~/features/blog-filter/blog-image-fallback";
import { detailItemHead, notFoundMeta } from "~/features/detail-pages/detail-head";
import { NotFoundContent } from "~/layout/not-found-content";
import type { Route } from "./+types/blog-post";

const BlogPostContent = staticContent(() => import("~/features/blog-article/blog-post-content"));

/** The item's <head>: while the page hydrates, the prerendered one (detail-head.ts). */
export const meta = ({ params }: Route.MetaArgs) => detailItemHead("blogPost", params.id) ?? notFoundMeta();

export default function BlogPostPage({ params }: Route.ComponentProps) {
  useBlogImageFallback();
  return params.id !== undefined && detailItemHead("blogPost", params.id) ? <BlogPostContent id={params.id} /> : <NotFoundContent />;
}

import { Badge } from "~/components/badge";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import type { BlogPostSummary } from "~/features/blog-filter/blog-post";
import { blogPostPath } from "~/features/blog-filter/blog-post-path";
import { blogCategoryLabel } from "~/features/blog-filter/filter-posts";
import { formatShortDate } from "~/lib/display-format";
import { BlogImage } from "~/features/blog-filter/blog-image";

/** Posts to read next: cover, category, title, date and read time, each linking to its page. */
export function RelatedPostList({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3" data-testid="related-posts">
      {posts.map((post, i) => (
        <Reveal as="li" index={i} key={post.id} className="flex">
          <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <BlogImage src={post.image} width={640} height={360} className="aspect-video w-full" />
            <div className="flex flex-1 flex-col gap-3 p-5">
              <div>
                <Badge tone="blue">{blogCategoryLabel(post.category)}</Badge>
              </div>
              <h3 className="font-semibold text-balance">
                <Link to={blogPostPath(post)} className="hover:text-brand-700 hover:underline">
                  {post.title}
                </Link>
              </h3>
              <p className="mt-auto flex items-center gap-1.5 text-sm text-slate-600">
                <Icon name="calendar" className="size-4" />
                <time dateTime={post.date}>{formatShortDate(post.date)}</time> · {post.readTime}
              </p>
            </div>
          </article>
        </Reveal>
      ))}
    </ul>
  );
}

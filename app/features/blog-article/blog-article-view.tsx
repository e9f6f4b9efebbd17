import { Avatar } from "~/components/avatar";
import { Badge } from "~/components/badge";
import { Breadcrumb } from "~/components/breadcrumb";
import { CallToAction, type CtaAction } from "~/components/call-to-action";
import { Icon } from "~/components/icon";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { pages } from "~/config/pages";
import type { BlogPost, BlogPostSummary } from "~/features/blog-filter/blog-post";
import { blogCategoryLabel } from "~/features/blog-filter/filter-posts";
import { BackLink } from "~/features/detail-pages/back-link";
import { blogPostTrail } from "~/features/detail-pages/detail-trails";
import { formatLongDate } from "~/lib/display-format";
import { RelatedPostList } from "./related-post-list";
import { relatedPosts } from "./related-posts";
import { BlogImage } from "~/features/blog-filter/blog-image";

const BLOG_PATH = "/resources/blog";

/** The words of a post's page around its article (app/content/blog-page.yaml). */
export type BlogArticleCopy = { tags: string; writtenBy: string; related: string };

/** The call to action under a post (app/content/blog-page.yaml). */
export type BlogPostCta = { title: string; text: string; primary: CtaAction; secondary: CtaAction };

type BlogArticleViewProps = {
  post: BlogPost;
  /** Every post, from which `relatedCount` to read next are chosen. */
  allPosts: readonly BlogPostSummary[];
  relatedCount: number;
  cta: BlogPostCta;
  copy: BlogArticleCopy;
};

/** A blog post's page: banner with author, date and read time, the article, its tags, related posts. Static content (pages/blog/[id].astro). */
export function BlogArticleView({ post, allPosts, relatedCount, cta, copy }: BlogArticleViewProps) {
  const related = relatedPosts(post, allPosts, relatedCount);
  return (
    <>
      <PageBanner title={post.title} subtitle={post.excerpt} background="light">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-700">
          <Badge tone="blue">
            <span className="sr-only">Category: </span>
            {blogCategoryLabel(post.category)}
          </Badge>
          <div className="flex items-center gap-3">
            <Avatar name={post.author.name} image={post.author.image} size={44} />
            <p>
              <span className="sr-only">By </span>
              <span className="block font-semibold text-slate-900">{post.author.name}</span>
              <span className="block text-slate-600">{post.author.role}</span>
            </p>
          </div>
          <p className="flex items-center gap-1.5">
            <Icon name="calendar" className="size-4" />
            <span className="sr-only">Published </span>
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          </p>
          <p className="flex items-center gap-1.5">
            <Icon name="clock" className="size-4" />
            {post.readTime}
          </p>
        </div>
      </PageBanner>
      <Breadcrumb trail={blogPostTrail(post)} />
      <article className="mx-auto max-w-3xl px-4 pt-4 pb-16 sm:px-6">
        <BlogImage src={post.image} width={1280} height={720} eager className="aspect-video w-full rounded-2xl" />
        {/* The article's Markdown, rendered to HTML by the build (app/content/blog/<id>.md). */}
        <div className="mt-10 space-y-6 text-lg leading-relaxed text-slate-800 *:text-pretty" data-testid="article-body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        <footer className="mt-12 flex flex-col gap-8 border-t border-slate-200 pt-8">
          <div>
            <h2 className="text-sm font-semibold tracking-wider text-slate-600 uppercase">{copy.tags}</h2>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={copy.tags}>
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex items-center gap-4 rounded-2xl bg-brand-50 p-5">
            <Avatar name={post.author.name} image={post.author.image} size={64} />
            <div>
              <p className="text-sm text-slate-600">{copy.writtenBy}</p>
              <p className="text-lg font-semibold text-slate-900">{post.author.name}</p>
              <p className="text-slate-700">{post.author.role}</p>
            </div>
          </div>
          <BackLink to={BLOG_PATH} label={`Back to ${pages[BLOG_PATH].name}`} />
        </footer>
      </article>
      {related.length > 0 && (
        <Section id="related-articles" title={copy.related} tone="muted">
          <RelatedPostList posts={related} />
        </Section>
      )}
      <CallToAction {...cta} />
    </>
  );
}

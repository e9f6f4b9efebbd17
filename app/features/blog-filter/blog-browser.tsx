import { useId, useRef, useState } from "react";
import { Avatar } from "~/components/avatar";
import { Badge } from "~/components/badge";
import { EmptyResults } from "~/components/empty-results";
import { FilterChips } from "~/components/filter-chips";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import type { BlogCard, BlogListCopy } from "./blog-post";
import { formatShortDate } from "~/lib/display-format";
import { useInputBeforeHydration } from "~/lib/use-input-before-hydration";
import { BlogImage } from "./blog-image";
import { blogPostPath } from "./blog-post-path";
import { type BlogQuery, blogCategoryLabel, blogFilters, filterPosts, splitFeatured } from "./filter-posts";

const allPosts: BlogQuery = { search: "", category: "all" };

/** The blog: search and category filter over a featured post and the recent ones. */
export function BlogBrowser({ posts, copy }: { posts: readonly BlogCard[]; copy: BlogListCopy }) {
  const [query, setQuery] = useState<BlogQuery>(allPosts);
  const shown = filterPosts(posts, query);
  const { featured, recent } = splitFeatured(shown);
  const searchId = useId();
  const searchField = useRef<HTMLInputElement>(null);
  // Words typed before the island hydrated search from the start.
  useInputBeforeHydration(searchField, (field) => {
    if (field.value !== query.search) setQuery({ ...query, search: field.value });
  });
  return (
    <div className="flex flex-col gap-8">
      <search className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="relative w-full lg:max-w-md">
          <label htmlFor={searchId} className="sr-only">
            Search articles
          </label>
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            ref={searchField}
            type="search"
            placeholder="Search articles..."
            value={query.search}
            onChange={(e) => setQuery({ ...query, search: e.target.value })}
            className="w-full rounded-lg border border-slate-300 py-2.5 pr-3 pl-10 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
          />
        </div>
        <FilterChips label="Filter posts by category" options={blogFilters} value={query.category} onChange={(category) => setQuery({ ...query, category })} />
      </search>
      <output className="block text-sm text-slate-600">
        {shown.length === posts.length ? `Showing all ${posts.length} posts` : `${shown.length} of ${posts.length} posts match`}
      </output>
      {shown.length === 0 && <EmptyResults message={copy.noMatch} onReset={() => setQuery(allPosts)} />}
      {featured && (
        <section aria-labelledby="featured-post-title">
          <h2 id="featured-post-title" className="mb-4 text-2xl font-bold">
            {copy.featured}
          </h2>
          <FeaturedPost post={featured} copy={copy} />
        </section>
      )}
      {recent.length > 0 && (
        <section aria-labelledby="recent-posts-title">
          <h2 id="recent-posts-title" className="mb-4 text-2xl font-bold">
            {copy.recent}
          </h2>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {recent.map((post, i) => (
              <PostCard key={post.id} post={post} index={i} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function PostMeta({ post }: { post: BlogCard }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      <Avatar name={post.author.name} image={post.author.image} size={40} />
      <div>
        <p className="font-medium text-slate-900">{post.author.name}</p>
        <p className="text-slate-600">
          <time dateTime={post.date}>{formatShortDate(post.date)}</time> · {post.readTime}
        </p>
      </div>
    </div>
  );
}

function FeaturedPost({ post, copy }: { post: BlogCard; copy: BlogListCopy }) {
  return (
    <article data-testid="blog-post" className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2">
      <BlogImage src={post.image} width={800} height={450} eager className="aspect-video h-full w-full" />
      <div className="flex flex-col gap-4 p-8">
        <div className="flex gap-2">
          <Badge tone="amber">{copy.featured}</Badge>
          <Badge tone="blue">{blogCategoryLabel(post.category)}</Badge>
        </div>
        <h3 className="text-2xl font-bold text-balance">
          <Link to={blogPostPath(post)} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h3>
        <p className="text-slate-600">{post.excerpt}</p>
        <PostMeta post={post} />
        <Link to={blogPostPath(post)} className="btn btn-primary mt-auto self-start">
          {copy.readArticle}
          <span className="sr-only">: {post.title}</span>
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

function PostCard({ post, index }: { post: BlogCard; index: number }) {
  return (
    <Reveal as="li" index={index} className="flex">
      <article data-testid="blog-post" className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <BlogImage src={post.image} width={640} height={360} className="aspect-video w-full" />
        <div className="flex flex-1 flex-col gap-3 p-6">
          <div>
            <Badge tone="blue">{blogCategoryLabel(post.category)}</Badge>
          </div>
          <h3 className="text-lg font-semibold text-balance">
            <Link to={blogPostPath(post)} className="hover:text-brand-700 hover:underline">
              {post.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{post.excerpt}</p>
          <div className="mt-auto pt-2">
            <PostMeta post={post} />
          </div>
        </div>
      </article>
    </Reveal>
  );
}

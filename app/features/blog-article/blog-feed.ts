import { pages } from "~/config/pages";
import { site } from "~/config/site";
import { blogPostPath } from "~/features/blog-filter/blog-post-path";
import type { RssFeed } from "~/lib/rss-feed";
import type { BlogPostSummary } from "~/features/blog-filter/blog-post";
import { blogCategoryLabel } from "~/features/blog-filter/filter-posts";

const BLOG_PATH = "/resources/blog";

/** The blog's RSS feed: under the page it follows, named as that page is (app/config/pages.ts). */
export const BLOG_FEED = { path: `${BLOG_PATH}/rss.xml`, title: `${pages[BLOG_PATH].title} | ${site.name}` } as const;

/** Every post as a feed item: its title, its page, the day it was published (midnight in India), its excerpt, its category and tags. */
export function blogFeed(posts: readonly BlogPostSummary[]): RssFeed {
  return {
    title: BLOG_FEED.title,
    description: pages[BLOG_PATH].description,
    pagePath: BLOG_PATH,
    items: posts.map((post) => ({
      title: post.title,
      path: blogPostPath(post),
      pubDate: new Date(`${post.date}T00:00:00+05:30`),
      description: post.excerpt,
      categories: [blogCategoryLabel(post.category), ...post.tags],
    })),
  };
}

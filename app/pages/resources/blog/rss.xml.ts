import { blogPosts } from "~/features/blog-article/blog-entries";
import { blogFeed } from "~/features/blog-article/blog-feed";
import { rssFeedResponse } from "~/lib/rss-feed";

/** /resources/blog/rss.xml: every post of app/content/blog/, newest first, linked from the blog page's <head>. */
export function GET(): Promise<Response> {
  return rssFeedResponse(blogFeed(blogPosts));
}

import rss, { getRssString } from "@astrojs/rss";
import type { MetaDescriptor } from "react-router";
import { SITE_URL } from "~/config/site-url";

// RSS 2.0 feeds (the blog's, the events', the press room's): an endpoint
// (app/pages/**/rss.xml.ts) gives its items to rssFeedResponse, and the page
// the feed follows adds rssFeedLink to its <head>.

/** One entry of a feed: a page of this site, when it was published and what it says. */
export type RssFeedItem = {
  title: string;
  /** The item's page on this site ("/blog/stage-gates-explained"); the feed gives it as an absolute URL, also its guid. */
  path: string;
  pubDate: Date;
  /** Plain text: the excerpt or summary a reader shows under the title. */
  description: string;
  categories?: readonly string[];
};

export type RssFeed = {
  title: string;
  description: string;
  /** The page the feed follows ("/resources/blog"): the channel's link. */
  pagePath: string;
  items: readonly RssFeedItem[];
};

/** Joins a site origin and a path into an absolute URL, without a trailing slash (the site's canonical form). */
function absolute(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}`;
}

/** The feed's XML, newest first, every link absolute on `siteUrl` (the build's SITE_URL unless given). */
export async function rssFeedXml(feed: RssFeed, siteUrl: string = SITE_URL): Promise<string> {
  return getRssString(rssOptions(feed, siteUrl));
}

/**
 * The feed as an endpoint's response. The build writes it to a .xml file,
 * which the server sends as application/xml (server/static/site-files.ts).
 */
export function rssFeedResponse(feed: RssFeed, siteUrl: string = SITE_URL): Promise<Response> {
  return rss(rssOptions(feed, siteUrl));
}

function rssOptions(feed: RssFeed, siteUrl: string): Parameters<typeof rss>[0] {
  return {
    title: feed.title,
    description: feed.description,
    site: absolute(siteUrl, feed.pagePath),
    trailingSlash: false,
    customData: "<language>en-IN</language>",
    items: feed.items
      .toSorted((a, b) => b.pubDate.getTime() - a.pubDate.getTime())
      .map((item) => ({
        title: item.title,
        link: absolute(siteUrl, item.path),
        pubDate: item.pubDate,
        description: item.description,
        ...(item.categories ? { categories: [...item.categories] } : {}),
      })),
  };
}

/** The <head> link that lets browsers and feed readers find a page's feed at `feedPath`. */
export function rssFeedLink(title: string, feedPath: string): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title, href: absolute(SITE_URL, feedPath) };
}

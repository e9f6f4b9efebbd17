import { pages } from "~/config/pages";
import { site } from "~/config/site";
import { pressReleasePath } from "~/config/detail-item-paths";
import type { RssFeed } from "~/lib/rss-feed";
import type { PressReleaseSummary } from "./press-release";

const PRESS_PATH = "/press";

/** The press room's RSS feed: under the page it follows, named as that page is (app/config/pages.ts). */
export const PRESS_FEED = { path: `${PRESS_PATH}/rss.xml`, title: `${pages[PRESS_PATH].title} | ${site.name}` } as const;

/** Every release as a feed item: its title, its page, its day (midnight in India), its summary and its category. */
export function pressFeed(releases: readonly PressReleaseSummary[]): RssFeed {
  return {
    title: PRESS_FEED.title,
    description: pages[PRESS_PATH].description,
    pagePath: PRESS_PATH,
    items: releases.map((release) => ({
      title: release.title,
      path: pressReleasePath(release.slug),
      pubDate: new Date(`${release.date}T00:00:00+05:30`),
      description: release.summary,
      categories: [release.category],
    })),
  };
}

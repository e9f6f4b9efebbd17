import { eventCardPath } from "../../../contract/calendar-paths.ts";
import { pages } from "~/config/pages";
import { site } from "~/config/site";
import { formatEventDateTime } from "~/lib/display-format";
import type { RssFeed } from "~/lib/rss-feed";
import type { ResourceEvent } from "./event-types";

const EVENTS_PATH = "/resources/events";

/** The events' RSS feed: under the page it follows, named as that page is (app/config/pages.ts). */
export const EVENTS_FEED = { path: `${EVENTS_PATH}/rss.xml`, title: `${pages[EVENTS_PATH].title} | ${site.name}` } as const;

/**
 * The events the page lists (upcoming, then recordings) as feed items: each
 * links to its card on the events page (events have no page of their own); its date is when it starts; its
 * description says what kind of event, when and where, then what it is about.
 */
export function eventsFeed(events: readonly ResourceEvent[]): RssFeed {
  return {
    title: EVENTS_FEED.title,
    description: pages[EVENTS_PATH].description,
    pagePath: EVENTS_PATH,
    items: events.map((event) => ({
      title: event.title,
      path: eventCardPath(event.id),
      pubDate: new Date(event.date),
      description: `${event.type} · ${formatEventDateTime(event.date)} · ${event.location}. ${event.description}`,
      categories: [event.type, ...event.tags],
    })),
  };
}

import { recordedEvents, upcomingEvents } from "~/features/event-tabs/event-entries";
import { eventsFeed } from "~/features/event-tabs/events-feed";
import { rssFeedResponse } from "~/lib/rss-feed";

/** /resources/events/rss.xml: the events the events page lists (upcoming and recorded), linked from its <head>. */
export function GET(): Promise<Response> {
  return rssFeedResponse(eventsFeed([...upcomingEvents, ...recordedEvents]));
}

import { pressFeed } from "~/features/press-room/press-feed";
import { pressReleases } from "~/features/press-room/press-entries";
import { rssFeedResponse } from "~/lib/rss-feed";

/** /press/rss.xml: every release of app/content/press/, newest first, linked from the press room's <head>. */
export function GET(): Promise<Response> {
  return rssFeedResponse(pressFeed(pressReleases));
}

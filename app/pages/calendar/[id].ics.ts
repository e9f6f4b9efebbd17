import type { APIContext } from "astro";
import { SITE_URL } from "~/config/site-url";
import { upcomingEvents } from "~/features/event-tabs/event-entries";
import type { UpcomingEvent } from "~/features/event-tabs/event-types";
import { buildTime } from "~/lib/build-time";
import { eventCalendarFile } from "~/lib/calendar-file";

// /calendar/<event id>.ics (contract/calendar-paths.ts) for every upcoming
// event of app/content/events/: 'Add to calendar' on the events page and in
// the registration e-mail.

// One time for the whole build (SOURCE_DATE_EPOCH makes it reproducible).
const stamp = buildTime();

export function getStaticPaths() {
  return upcomingEvents.map((event) => ({ params: { id: event.id }, props: { event } }));
}

type Props = { event: UpcomingEvent };

export function GET({ props }: APIContext<Props>): Response {
  return new Response(eventCalendarFile(props.event, { siteUrl: SITE_URL, stamp }), { headers: { "content-type": "text/calendar; charset=utf-8" } });
}

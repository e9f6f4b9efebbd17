import { site } from "~/config/site";
import type { UpcomingEvent } from "./event-types";
import { absoluteUrl } from "~/config/site-url";
import type { JsonLd } from "~/lib/seo-meta";

const ONLINE = /^online$/i;

/** schema.org Event for an upcoming event: online or at its venue. */
export function eventJsonLd(event: UpcomingEvent, pagePath: string): JsonLd {
  const start = new Date(event.date);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const online = ONLINE.test(event.location);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: event.date,
    endDate: end.toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", url: absoluteUrl(pagePath) }
      : { "@type": "Place", name: event.location, address: { "@type": "PostalAddress", addressLocality: event.location, addressCountry: "IN" } },
    organizer: { "@type": "Organization", name: site.fullName, url: absoluteUrl("/") },
    performer: event.speakers.map((s) => ({ "@type": "Person", name: s.name })),
  };
}

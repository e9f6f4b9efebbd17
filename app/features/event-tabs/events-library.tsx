import { upcomingEvents } from "~/content/resources-events";
import { EventTabs } from "./event-tabs";

/** The events page's upcoming events and recordings, whose code loads on first use (routes/resources/events.tsx). */
export function EventsLibrary() {
  return <EventTabs upcoming={upcomingEvents} />;
}

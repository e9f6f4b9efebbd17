import type { RecordedEvent, ResourceEvent, UpcomingEvent } from "./event-types";
import { indianDay } from "../../lib/indian-day";

// Upcoming or past is decided by the build's clock, never by hand: an event
// is upcoming through its own day in India; from the next day it is past, and
// shown as a recording if its file has one (otherwise not at all).

/** An event as its file describes it, speakers and cover resolved, before the build's date places it. */
export type EventRecord = Omit<ResourceEvent, "kind" | "attendees" | "views" | "recordingUrl"> & {
  registered?: number | undefined;
  recording?: { views: number; url: string } | undefined;
};

/**
 * The events still to come, soonest first, and the past ones with a
 * recording, latest first, as of `now`. An event's day is the date it is
 * written with (its start, Indian time).
 */
export function eventsByDate(events: readonly EventRecord[], now: Date): { upcoming: UpcomingEvent[]; recorded: RecordedEvent[] } {
  const today = indianDay(now);
  const upcoming: UpcomingEvent[] = [];
  const recorded: RecordedEvent[] = [];
  for (const { registered, recording, ...event } of events) {
    if (event.date.slice(0, 10) >= today) upcoming.push({ ...event, kind: "upcoming", ...(registered === undefined ? {} : { attendees: registered }) });
    else if (recording) recorded.push({ ...event, kind: "recorded", views: recording.views, recordingUrl: recording.url });
  }
  const byStart = (a: ResourceEvent, b: ResourceEvent) => new Date(a.date).getTime() - new Date(b.date).getTime() || a.id.localeCompare(b.id);
  return { upcoming: upcoming.toSorted(byStart), recorded: recorded.toSorted((a, b) => byStart(b, a)) };
}

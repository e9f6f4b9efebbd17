/**
 * Test support (Vitest, Playwright; never the site): the events of
 * app/content/events/*.yaml as the build shapes them
 * (./event-entries.ts): speakers' bylines from app/content/people/, the
 * generated cover unless a photo is named, placed as upcoming or recorded as
 * of `now`. Relative imports only: the end-to-end specs load this outside Vite.
 */
import { buildTime } from "../../lib/build-time";
import { readEntries } from "../../../tests/support/content-entries";
import { contactLink } from "../../lib/contact-link";
import { type EventRecord, eventsByDate } from "./events-by-date";
import type { EventType, RecordedEvent, UpcomingEvent } from "./event-types";
import { personPosition } from "../people/person-position";

type RawPerson = { name: string; role: string; organisation?: string; image?: string };
type RawEvent = {
  title: string;
  start: string;
  durationMinutes: number;
  type: EventType;
  location: string;
  speakers: string[];
  description: string;
  tags: string[];
  image?: string;
  registered?: number;
  recording?: { views: number; url?: string; requestTopic?: string };
};

/** Every event of the folder, as its file describes it. */
export function eventFiles(): EventRecord[] {
  const people = new Map(readEntries("people").map((entry) => [entry.id, entry.data as RawPerson]));
  return readEntries("events").map(({ id, data }) => {
    const { start, speakers, image, registered, recording, ...event } = data as RawEvent;
    return {
      ...event,
      id,
      date: `${start}:00+05:30`,
      speakers: speakers.map((personId) => {
        const person = people.get(personId);
        if (!person) throw new Error(`events/${id}.yaml: no person "${personId}"`);
        return { name: person.name, role: personPosition(person), ...(person.image ? { image: person.image } : {}) };
      }),
      image: image ?? `/covers/events/${id}.svg`,
      registered,
      recording: recording && { views: recording.views, url: recording.url ?? contactLink(recording.requestTopic ?? "") },
    };
  });
}

/** The upcoming and the recorded events as of `now` (the page's lists). */
export function eventsAsOf(now: Date = buildTime()): { upcoming: UpcomingEvent[]; recorded: RecordedEvent[] } {
  return eventsByDate(eventFiles(), now);
}

// An iCalendar file (RFC 5545) for one upcoming event: what 'Add to calendar'
// on the events page downloads. Written at build time by the endpoint
// app/pages/calendar/[id].ics.ts; the `ics` package writes it (structure,
// TEXT escaping, UTC times).
import { type EventAttributes, createEvent } from "ics";
import { eventCardPath } from "../../contract/calendar-paths.ts";

export type CalendarEvent = {
  id: string;
  title: string;
  /** ISO 8601 with its offset: 2026-12-10T16:00:00+05:30. */
  date: string;
  durationMinutes: number;
  description: string;
  location: string;
  speakers: readonly { name: string; role: string }[];
};

export type CalendarOptions = {
  /** The public origin: the event's URL and its UID's domain. */
  siteUrl: string;
  /** DTSTAMP: when the file was made. */
  stamp: Date;
};

/** RFC 5545 §3.1: lines of at most 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

export function eventCalendarFile(event: CalendarEvent, { siteUrl, stamp }: CalendarOptions): string {
  const origin = siteUrl.replace(/\/+$/, "");
  const start = new Date(event.date);
  if (Number.isNaN(start.getTime()) || Number.isNaN(stamp.getTime())) throw new Error(`Not a date: ${event.id}`);
  const url = `${origin}${eventCardPath(event.id)}`;
  const speakers = event.speakers.map((speaker) => `${speaker.name} (${speaker.role})`).join("; ");
  const description = [event.description, speakers && `Speakers: ${speakers}`, `Details and registration: ${url}`].filter(Boolean).join("\n\n");
  // `timestamp` (DTSTAMP) is read by ics but missing from its types. Times in
  // milliseconds come out in UTC, so the IST offset of `date` is kept exactly.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: "-//Ankur//Events//EN",
    method: "PUBLISH",
    uid: `${event.id}@${new URL(origin).hostname}`,
    timestamp: stamp.getTime(),
    start: start.getTime(),
    end: start.getTime() + event.durationMinutes * 60_000,
    title: event.title,
    description,
    location: event.location,
    url,
    status: "CONFIRMED",
    transp: "OPAQUE",
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`Calendar file for ${event.id}: ${error?.message ?? "empty"}`);
  return foldByOctets(value);
}

/**
 * ics folds at 75 characters, which is more than 75 octets once a line holds
 * anything but ASCII (a Hindi title, an en dash). Its lines are unfolded and
 * folded again by UTF-8 octets, never inside a character.
 */
function foldByOctets(calendar: string): string {
  const fold = (line: string) => {
    let folded = "";
    let octets = 0;
    for (const char of line) {
      const size = Buffer.byteLength(char, "utf8");
      if (octets + size > MAX_LINE_OCTETS) {
        folded += "\r\n ";
        octets = 1; // the folding space counts towards the next line's 75
      }
      folded += char;
      octets += size;
    }
    return folded;
  };
  return calendar.replace(/\r\n[ \t]/g, "").split("\r\n").map(fold).join("\r\n");
}

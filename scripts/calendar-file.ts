// An iCalendar file (RFC 5545) for one upcoming event: what 'Add to calendar'
// on the events page downloads. Written at build time by write-calendars.ts.
import { eventCardPath } from "../contract/calendar-paths.ts";

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

const CRLF = "\r\n";
/** RFC 5545 §3.1: lines of at most 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** 2026-12-10T10:30:00.000Z → 20261210T103000Z (UTC "form #2"). */
export function utcDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new Error("Not a date");
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

/** §3.1: a content line longer than 75 octets is folded with CRLF and one space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // Continuation lines start with the folding space, which counts towards their 75.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function eventCalendarFile(event: CalendarEvent, { siteUrl, stamp }: CalendarOptions): string {
  const origin = siteUrl.replace(/\/+$/, "");
  const start = new Date(event.date);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const url = `${origin}${eventCardPath(event.id)}`;
  const speakers = event.speakers.map((speaker) => `${speaker.name} (${speaker.role})`).join("; ");
  const description = [event.description, speakers && `Speakers: ${speakers}`, `Details and registration: ${url}`].filter(Boolean).join("\n\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Ankur//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.id}@${new URL(origin).hostname}`,
    `DTSTAMP:${utcDateTime(stamp)}`,
    `DTSTART:${utcDateTime(start)}`,
    `DTEND:${utcDateTime(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${url}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

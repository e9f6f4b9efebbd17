import { describe, expect, it } from "vitest";
import { eventsAsOf } from "../features/event-tabs/events.test-support.ts";
import { type CalendarEvent, eventCalendarFile } from "./calendar-file.ts";

/** An RFC 5545 reader, enough for these files: unfolds lines, splits name, parameters and value, unescapes TEXT. */
function parseCalendar(text: string): { properties: [string, string][]; components: string[] } {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  const properties: [string, string][] = [];
  const components: string[] = [];
  for (const line of unfolded.split("\r\n").filter(Boolean)) {
    const colon = line.indexOf(":");
    const name = (line.slice(0, colon).split(";")[0] ?? "").toUpperCase();
    const value = line.slice(colon + 1);
    if (name === "BEGIN" || name === "END") components.push(`${name}:${value}`);
    else properties.push([name, value]);
  }
  return { properties, components };
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_match, char: string) => (char === "n" || char === "N" ? "\n" : char));
}

function parseUtc(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`Not a UTC date-time: ${value}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

const event: CalendarEvent = {
  id: "founders-evening-pune",
  title: "Founders' Evening; Pune, Maharashtra \\ Q&A",
  date: "2027-03-05T18:30:00+05:30",
  durationMinutes: 150,
  description: "Line one, with a comma.\nLine two: संस्थापकों के लिए एक शाम — चाय, बातचीत और नेटवर्किंग, सब एक साथ, पुणे में। 🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀",
  location: "Ankur Head Office, Pune",
  speakers: [{ name: "Priya Venkataraman", role: "Head of Incubation, Ankur" }],
};
const stamp = new Date("2026-11-21T06:00:00Z");

describe("eventCalendarFile", () => {
  const file = eventCalendarFile(event, { siteUrl: "https://ankur.example.in/", stamp });
  const { properties, components } = parseCalendar(file);
  const value = (name: string) => properties.find(([n]) => n === name)?.[1] ?? "";

  it("is one VEVENT in a VCALENDAR 2.0 with a product id", () => {
    expect(components).toEqual(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "END:VEVENT", "END:VCALENDAR"]);
    expect(value("VERSION")).toBe("2.0");
    expect(value("PRODID")).toBe("-//Ankur//Events//EN");
  });

  it("has a stable UID, the DTSTAMP, and start and end in UTC from the IST date and the duration", () => {
    expect(value("UID")).toBe("founders-evening-pune@ankur.example.in");
    expect(parseUtc(value("DTSTAMP"))).toEqual(stamp);
    expect(value("DTSTART")).toBe("20270305T130000Z");
    expect(parseUtc(value("DTSTART"))).toEqual(new Date(event.date));
    expect(parseUtc(value("DTEND")).getTime() - parseUtc(value("DTSTART")).getTime()).toBe(150 * 60_000);
  });

  it("gives back the title, description and place exactly, and links the event", () => {
    expect(unescapeText(value("SUMMARY"))).toBe(event.title);
    expect(unescapeText(value("LOCATION"))).toBe(event.location);
    const description = unescapeText(value("DESCRIPTION"));
    expect(description.startsWith(`${event.description}\n\nSpeakers: Priya Venkataraman (Head of Incubation, Ankur)`)).toBe(true);
    expect(value("URL")).toBe("https://ankur.example.in/resources/events#event-founders-evening-pune");
    expect(description.endsWith(value("URL"))).toBe(true);
  });

  it("escapes backslashes, semicolons, commas and line breaks in text", () => {
    expect(value("SUMMARY")).toBe("Founders' Evening\\; Pune\\, Maharashtra \\\\ Q&A");
    expect(value("DESCRIPTION")).toMatch(/^Line one\\, with a comma\.\\nLine two: /);
  });

  it("folds lines at 75 octets (UTF-8) without splitting a character", () => {
    const lines = file.split("\r\n").filter(Boolean);
    // The Devanagari (3 octets a character) and emoji (4) lines are folded by octets, not characters.
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      expect(line.isWellFormed()).toBe(true);
    }
  });

  it("leaves a line of exactly 75 octets whole and folds one of 76", () => {
    const withLocation = (length: number) => eventCalendarFile({ ...event, location: "x".repeat(length - "LOCATION:".length) }, { siteUrl: "https://ankur.example.in", stamp });
    expect(withLocation(75)).toContain(`\r\nLOCATION:${"x".repeat(66)}\r\nSTATUS:`);
    // Folding is a line break and one space or tab (§3.1).
    expect(withLocation(76)).toMatch(new RegExp(`\r\nLOCATION:x{66}\r\n[ \t]x\r\nSTATUS:`));
  });
});

describe("every event of app/content/events/", () => {
  it("has a calendar file that gives back its title", () => {
    for (const upcoming of eventsAsOf(new Date(0)).upcoming) {
      const { properties } = parseCalendar(eventCalendarFile(upcoming, { siteUrl: "https://ankur.example.in", stamp }));
      expect(unescapeText(properties.find(([name]) => name === "SUMMARY")?.[1] ?? "")).toBe(upcoming.title);
    }
  });
});

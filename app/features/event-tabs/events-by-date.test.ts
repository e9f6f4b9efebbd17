import { describe, expect, it } from "vitest";
import { type EventRecord, eventsByDate } from "./events-by-date";

const event = (id: string, date: string, extra: Partial<EventRecord> = {}): EventRecord => ({
  id,
  title: id,
  date,
  durationMinutes: 60,
  type: "Webinar",
  speakers: [{ name: "A Speaker", role: "Lead, Ankur" }],
  image: `/covers/events/${id}.svg`,
  description: "What it is about.",
  tags: ["Test"],
  location: "Online",
  ...extra,
});

const recording = { views: 5, url: "https://example.org/watch" };
const events = [
  event("later", "2026-12-10T16:00:00+05:30", { registered: 12 }),
  event("today-evening", "2026-11-26T18:00:00+05:30"),
  event("soonest", "2026-11-27T09:00:00+05:30"),
  event("yesterday-recorded", "2026-11-25T10:00:00+05:30", { recording }),
  event("long-ago-recorded", "2026-07-22T10:00:00+05:30", { recording: { views: 9, url: "/contact-get-involved?topic=x#contact-form" } }),
  event("past-without-recording", "2026-10-01T10:00:00+05:30", { registered: 40 }),
];


describe("eventsByDate", () => {
  // 00:10 on 26 November in India, still the 25th in UTC.
  const now = new Date("2026-11-25T18:40:00Z");
  const { upcoming, recorded } = eventsByDate(events, now);

  it("lists the events of today (in India) and later as upcoming, soonest first, with their registrations", () => {
    expect(upcoming.map((e) => e.id)).toEqual(["today-evening", "soonest", "later"]);
    expect(upcoming.every((e) => e.kind === "upcoming")).toBe(true);
    expect(upcoming.find((e) => e.id === "later")?.attendees).toBe(12);
    expect(upcoming.find((e) => e.id === "soonest")).not.toHaveProperty("attendees");
  });

  it("moves an event to the past the day after it, showing it as a recording (latest first) only when it has one", () => {
    expect(recorded.map((e) => [e.id, e.views, e.recordingUrl])).toEqual([
      ["yesterday-recorded", 5, "https://example.org/watch"],
      ["long-ago-recorded", 9, "/contact-get-involved?topic=x#contact-form"],
    ]);
    expect([...upcoming, ...recorded].map((e) => e.id)).not.toContain("past-without-recording");
  });

  it("places the same files differently as the build's day moves on", () => {
    const aDayLater = eventsByDate(events, new Date("2026-11-26T18:40:00Z"));
    expect(aDayLater.upcoming.map((e) => e.id)).toEqual(["soonest", "later"]);
    expect(aDayLater.recorded.map((e) => e.id)).toEqual(["yesterday-recorded", "long-ago-recorded"]);
  });
});

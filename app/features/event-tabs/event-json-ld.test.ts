import { describe, expect, it } from "vitest";
import { eventJsonLd } from "./event-json-ld";
import { eventsAsOf } from "./events.test-support";

// Every event of app/content/events/, as upcoming as it was in 1970.
const { upcoming: upcomingEvents } = eventsAsOf(new Date(0));

describe("eventJsonLd", () => {
  it("gives every event a name, start date and location that survive JSON", () => {
    expect(upcomingEvents.length).toBeGreaterThan(0);
    for (const event of upcomingEvents) {
      const block = JSON.parse(JSON.stringify(eventJsonLd(event, "/resources/events")));
      expect(block["@type"]).toBe("Event");
      expect(block.name).toBe(event.title);
      expect(Date.parse(block.startDate)).toBe(Date.parse(event.date));
      expect(Date.parse(block.endDate) - Date.parse(block.startDate)).toBe(event.durationMinutes * 60_000);
      expect(["VirtualLocation", "Place"]).toContain(block.location["@type"]);
    }
  });

  it("marks online events as online and others as at their venue", () => {
    const base = upcomingEvents[0];
    if (!base) throw new Error("no upcoming events");
    expect(eventJsonLd({ ...base, location: "Online" }, "/x").eventAttendanceMode).toMatch(/Online/);
    expect(eventJsonLd({ ...base, location: "Pune" }, "/x").location).toMatchObject({ "@type": "Place", name: "Pune" });
  });
});

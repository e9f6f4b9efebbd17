import { describe, expect, it } from "vitest";
import { indianDay, upcomingSession } from "./next-session";

describe("upcomingSession", () => {
  it("reads today as the day in India: 20:00 UTC on 11 January is already the 12th there", () => {
    expect(indianDay(new Date("2027-01-11T20:00:00Z"))).toBe("2027-01-12");
    expect(indianDay(new Date("2027-01-11T18:00:00Z"))).toBe("2027-01-11");
  });

  it("keeps a session until its day is over in India, then drops it", () => {
    expect(upcomingSession("2027-01-12", new Date("2027-01-11T18:29:00Z"))).toBe(true);
    expect(upcomingSession("2027-01-12", new Date("2027-01-12T18:29:00Z"))).toBe(true);
    expect(upcomingSession("2027-01-12", new Date("2027-01-12T18:30:00Z"))).toBe(false);
  });
});

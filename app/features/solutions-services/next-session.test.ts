import { describe, expect, it } from "vitest";
import { upcomingSession } from "./next-session";

describe("upcomingSession", () => {
  it("keeps a session until its day is over in India, then drops it", () => {
    expect(upcomingSession("2027-01-12", new Date("2027-01-11T18:29:00Z"))).toBe(true);
    expect(upcomingSession("2027-01-12", new Date("2027-01-12T18:29:00Z"))).toBe(true);
    expect(upcomingSession("2027-01-12", new Date("2027-01-12T18:30:00Z"))).toBe(false);
  });
});

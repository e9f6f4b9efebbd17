import { describe, expect, it } from "vitest";
import { indianDay } from "./indian-day";

describe("indianDay", () => {
  it("is the calendar day in India, which starts 5½ hours before UTC's: 18:29 UTC is still that day there, 18:30 UTC the next", () => {
    expect(indianDay(new Date("2026-11-25T18:29:59Z"))).toBe("2026-11-25");
    expect(indianDay(new Date("2026-11-25T18:30:00Z"))).toBe("2026-11-26");
    expect(indianDay(new Date("2027-01-31T18:29:59Z"))).toBe("2027-01-31");
    expect(indianDay(new Date("2027-01-31T18:30:00Z"))).toBe("2027-02-01");
  });

  it("is already the next day in India at 20:00 UTC", () => {
    expect(indianDay(new Date("2027-01-11T20:00:00Z"))).toBe("2027-01-12");
    expect(indianDay(new Date("2027-01-11T18:00:00Z"))).toBe("2027-01-11");
  });
});

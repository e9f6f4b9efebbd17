import { describe, expect, it } from "vitest";
import { longDate } from "./long-date";

describe("longDate", () => {
  it("writes the month out, the day without a leading zero", () => {
    expect(longDate("2025-04-30")).toBe("April 30, 2025");
    expect(longDate("2025-01-05")).toBe("January 5, 2025");
    expect(longDate("2024-12-31")).toBe("December 31, 2024");
  });

  it("refuses what is not a YYYY-MM-DD date", () => {
    expect(() => longDate("30/04/2025")).toThrow("Not an ISO date");
    expect(() => longDate("2025-13-01")).toThrow("Not an ISO date");
  });
});

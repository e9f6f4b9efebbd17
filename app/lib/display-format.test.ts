import { describe, expect, it } from "vitest";
import {
  formatDuration,
  formatEventDateTime,
  formatIndianNumber,
  formatLongDate,
  formatShortDate,
} from "./display-format";

describe("dates", () => {
  it("formats long and short dates", () => {
    expect(formatLongDate("2026-03-14")).toBe("14 March 2026");
    expect(formatShortDate("2026-12-01")).toBe("1 Dec 2026");
  });

  it("rejects what is not an ISO date", () => {
    expect(() => formatLongDate("14/03/2026")).toThrow("Not an ISO date");
    expect(() => formatLongDate("2026-13-01")).toThrow("No month 13");
  });

  it("formats an event time in IST with its weekday", () => {
    expect(formatEventDateTime("2026-12-10T16:00:00+05:30")).toBe("Thu, 10 Dec 2026, 4:00 pm IST");
    expect(formatEventDateTime("2027-01-16T09:30:00+05:30")).toBe("Sat, 16 Jan 2027, 9:30 am IST");
    expect(formatEventDateTime("2027-02-05T12:05+05:30")).toBe("Fri, 5 Feb 2027, 12:05 pm IST");
    expect(formatEventDateTime("2027-02-05T00:15:00+05:30")).toBe("Fri, 5 Feb 2027, 12:15 am IST");
  });

  it("insists on the IST offset", () => {
    expect(() => formatEventDateTime("2026-12-10T16:00:00Z")).toThrow("Not an ISO datetime in IST");
  });
});

describe("formatDuration", () => {
  it("gives hours and minutes", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(60)).toBe("1 h");
    expect(formatDuration(90)).toBe("1 h 30 min");
    expect(formatDuration(480)).toBe("8 h");
  });
});

describe("formatIndianNumber", () => {
  it("groups thousands, lakhs and crores", () => {
    expect(formatIndianNumber(0)).toBe("0");
    expect(formatIndianNumber(950)).toBe("950");
    expect(formatIndianNumber(4820)).toBe("4,820");
    expect(formatIndianNumber(124500)).toBe("1,24,500");
    expect(formatIndianNumber(12345678)).toBe("1,23,45,678");
    expect(formatIndianNumber(-4820)).toBe("-4,820");
  });
});

import { describe, expect, it } from "vitest";
import { indianDayToIso, isoDayToIndian } from "./india-day-input";
import { formatIndiaDateTime } from "./inbox-format";

describe("the inbox's dates in the filters", () => {
  it("shows an ISO day as the table writes it", () => {
    expect(isoDayToIndian("2026-11-26")).toBe("26 Nov 2026");
    expect(isoDayToIndian("2026-01-06")).toBe("6 Jan 2026");
    expect(formatIndiaDateTime("2026-11-26T09:30:00.000Z").startsWith(isoDayToIndian("2026-11-26"))).toBe(true);
  });

  it("reads the table's way back, with the month short or whole, in any case", () => {
    expect(indianDayToIso("26 Nov 2026")).toBe("2026-11-26");
    expect(indianDayToIso("6 jan 2026")).toBe("2026-01-06");
    expect(indianDayToIso("26 November 2026")).toBe("2026-11-26");
    expect(indianDayToIso("26-Nov-2026")).toBe("2026-11-26");
    expect(indianDayToIso("1 Sept, 2026")).toBe("2026-09-01");
    expect(indianDayToIso("14 Mar. 2026")).toBe("2026-03-14");
  });

  it("reads a day written day first in numbers, with slashes, dashes or dots", () => {
    expect(indianDayToIso("26/11/2026")).toBe("2026-11-26");
    expect(indianDayToIso(" 6/1/2026 ")).toBe("2026-01-06");
    expect(indianDayToIso("26-11-2026")).toBe("2026-11-26");
    expect(indianDayToIso("26.11.2026")).toBe("2026-11-26");
  });

  it("takes a pasted ISO day as it is, and empty text as no day", () => {
    expect(indianDayToIso("2026-11-26")).toBe("2026-11-26");
    expect(indianDayToIso("")).toBe("");
    expect(indianDayToIso("   ")).toBe("");
  });

  it("refuses what names no real day, month-first American dates past the 12th, and made-up months", () => {
    expect(indianDayToIso("31/02/2026")).toBeUndefined();
    expect(indianDayToIso("31 Feb 2026")).toBeUndefined();
    expect(indianDayToIso("11/26/2026")).toBeUndefined();
    expect(indianDayToIso("26/11/26")).toBeUndefined();
    expect(indianDayToIso("26 Novem 2026")).toBeUndefined();
    expect(indianDayToIso("26 Nox 2026")).toBeUndefined();
    expect(indianDayToIso("Nov 26 2026")).toBeUndefined();
    expect(indianDayToIso("yesterday")).toBeUndefined();
  });

  it("round-trips", () => {
    expect(indianDayToIso(isoDayToIndian("2024-02-29"))).toBe("2024-02-29");
    expect(indianDayToIso(isoDayToIndian("2026-12-01"))).toBe("2026-12-01");
  });
});

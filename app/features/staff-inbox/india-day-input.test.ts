import { describe, expect, it } from "vitest";
import { indianDayToIso, isoDayToIndian } from "./india-day-input";

describe("the inbox's day-first dates", () => {
  it("shows an ISO day as dd/mm/yyyy", () => {
    expect(isoDayToIndian("2026-11-26")).toBe("26/11/2026");
    expect(isoDayToIndian("2026-01-06")).toBe("06/01/2026");
  });

  it("reads a day written day first, with slashes, dashes or dots, and short day or month numbers", () => {
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

  it("refuses what names no real day, and month-first American dates past the 12th", () => {
    expect(indianDayToIso("31/02/2026")).toBeUndefined();
    expect(indianDayToIso("11/26/2026")).toBeUndefined();
    expect(indianDayToIso("26/11/26")).toBeUndefined();
    expect(indianDayToIso("yesterday")).toBeUndefined();
  });

  it("round-trips", () => {
    expect(indianDayToIso(isoDayToIndian("2024-02-29"))).toBe("2024-02-29");
  });
});

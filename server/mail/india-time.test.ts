import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indiaDateTime } from "./india-time.ts";

const intlDateTime = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });

describe("India time without Intl", () => {
  it("reads as the team expects", () => {
    expect(indiaDateTime(new Date("2026-03-14T05:30:00Z"))).toBe("14 Mar 2026, 11:00 am");
    expect(indiaDateTime(new Date("2026-09-01T18:30:00Z"))).toBe("2 Sept 2026, 12:00 am");
    expect(indiaDateTime(new Date("2026-01-01T06:35:00Z"))).toBe("1 Jan 2026, 12:05 pm");
    expect(indiaDateTime(new Date("2026-12-31T18:29:59Z"))).toBe("31 Dec 2026, 11:59 pm");
    expect(indiaDateTime(new Date("2026-12-31T18:30:00Z"))).toBe("1 Jan 2027, 12:00 am");
  });

  it("matches Intl's en-IN in Asia/Kolkata at every month, hour and year boundary", () => {
    for (let year = 1940; year <= 2100; year += year < 1950 || year > 2095 ? 1 : 7) {
      for (let month = 0; month < 12; month++) {
        for (const [hours, minutes] of [[18, 29], [18, 30], [6, 29], [6, 30], [0, 0], [23, 59]] as const) {
          const date = new Date(Date.UTC(year, month, 1, hours, minutes));
          expect(indiaDateTime(date)).toBe(intlDateTime.format(date));
        }
      }
    }
  });

  it("matches Intl for any moment, including before 1946 and past year 9999", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("0100-01-01T00:00:00Z"), max: new Date("+012000-01-01T00:00:00Z"), noInvalidDate: true }), (date) => {
        expect(indiaDateTime(date)).toBe(intlDateTime.format(date));
      }),
      { numRuns: 5000 },
    );
  });

  it("fails on an invalid date as Intl does", () => {
    expect(() => indiaDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

import { describe, expect, it } from "vitest";
import { BREACH_TEXT } from "../../../contract/staff-inbox/breach-affected.ts";
import { indiaToday, readWindowInput } from "./breach-window-input";

const NOW = new Date("2026-11-26T20:00:00.000Z");

describe("indiaToday", () => {
  it("is the day in India, which starts five and a half hours before UTC's", () => {
    expect(indiaToday(new Date("2026-11-26T18:29:59.000Z"))).toBe("2026-11-26");
    expect(indiaToday(new Date("2026-11-26T18:30:00.000Z"))).toBe("2026-11-27");
  });
});

describe("readWindowInput", () => {
  it("reads the days the Indian way, or as ISO days", () => {
    expect(readWindowInput("1/3/2026", "10/03/2026", NOW)).toEqual({ ok: true, window: { from: "2026-03-01", to: "2026-03-10" } });
    expect(readWindowInput("2026-03-01", "27.11.2026", NOW)).toEqual({ ok: true, window: { from: "2026-03-01", to: "2026-11-27" } });
    expect(readWindowInput("1 Mar 2026", "10 March 2026", NOW)).toEqual({ ok: true, window: { from: "2026-03-01", to: "2026-03-10" } });
  });

  it("says what is wrong with a missing, impossible, backwards or future window", () => {
    expect(readWindowInput("", "10/03/2026", NOW)).toMatchObject({ ok: false, problem: expect.stringContaining("as 26 Nov 2026 or 26/11/2026") });
    expect(readWindowInput("30/02/2026", "10/03/2026", NOW)).toMatchObject({ ok: false });
    expect(readWindowInput("10/03/2026", "01/03/2026", NOW)).toEqual({ ok: false, problem: BREACH_TEXT.windowBackwards });
    expect(readWindowInput("28/11/2026", "30/11/2026", NOW)).toEqual({ ok: false, problem: BREACH_TEXT.windowFuture });
  });
});

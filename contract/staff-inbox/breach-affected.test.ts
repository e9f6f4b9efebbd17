import { describe, expect, it } from "vitest";
import { BREACH_TEXT, breachWindowQuery, parseBreachWindow } from "./breach-affected.ts";

const TODAY = "2026-11-26";

describe("parseBreachWindow", () => {
  it("takes two real days in order", () => {
    expect(parseBreachWindow({ from: "2026-11-01", to: "2026-11-26" }, TODAY)).toEqual({ ok: true, window: { from: "2026-11-01", to: "2026-11-26" } });
    expect(parseBreachWindow({ from: "2026-11-26", to: "2026-11-26" }, TODAY).ok).toBe(true);
  });

  it("refuses a missing, malformed or impossible day", () => {
    for (const query of [{}, { from: "2026-11-01" }, { from: "2026-11-01", to: "26/11/2026" }, { from: "2026-02-30", to: "2026-03-01" }, { from: ["2026-11-01"], to: "2026-11-02" }]) {
      expect(parseBreachWindow(query, TODAY)).toEqual({ ok: false, problem: BREACH_TEXT.windowMissing });
    }
  });

  it("refuses a window that runs backwards or starts after today", () => {
    expect(parseBreachWindow({ from: "2026-11-10", to: "2026-11-01" }, TODAY)).toEqual({ ok: false, problem: BREACH_TEXT.windowBackwards });
    expect(parseBreachWindow({ from: "2026-11-27", to: "2026-11-30" }, TODAY)).toEqual({ ok: false, problem: BREACH_TEXT.windowFuture });
  });

  it("writes the window back as a query string", () => {
    expect(breachWindowQuery({ from: "2026-11-01", to: "2026-11-26" })).toBe("?from=2026-11-01&to=2026-11-26");
  });
});

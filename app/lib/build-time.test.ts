import { describe, expect, it } from "vitest";
import { buildTime } from "./build-time";

describe("buildTime", () => {
  const now = () => new Date("2026-11-26T10:00:00Z");

  it("is now when no reproducible build fixes it", () => {
    expect(buildTime(undefined, now).toISOString()).toBe("2026-11-26T10:00:00.000Z");
    expect(buildTime("", now).toISOString()).toBe("2026-11-26T10:00:00.000Z");
  });

  it("is SOURCE_DATE_EPOCH's time when it is set", () => {
    expect(buildTime("1795631400", now).toISOString()).toBe("2026-11-25T18:30:00.000Z");
  });

  it("refuses a SOURCE_DATE_EPOCH that is not a number of seconds", () => {
    expect(() => buildTime("yesterday", now)).toThrow("SOURCE_DATE_EPOCH is not a number of seconds: yesterday");
  });
});

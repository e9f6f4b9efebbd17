import { describe, expect, it } from "vitest";
import { formatFileSize, formatIndiaDateTime, leadCount, mediaTypeName } from "./inbox-format";

describe("inbox formatting", () => {
  it("writes times in India Standard Time", () => {
    expect(formatIndiaDateTime("2026-03-14T09:05:00.000Z")).toBe("14 Mar 2026, 14:35 IST");
    expect(formatIndiaDateTime("2026-03-05T20:00:00.000Z")).toBe("6 Mar 2026, 01:30 IST");
  });

  it("writes sizes, types and counts for people", () => {
    expect(formatFileSize(900)).toBe("900 bytes");
    expect(formatFileSize(2048)).toBe("2 KB");
    expect(formatFileSize(1_468_006)).toBe("1.4 MB");
    expect(mediaTypeName("application/pdf")).toBe("PDF");
    expect(mediaTypeName("text/plain")).toBe("text/plain");
    expect(leadCount(1)).toBe("1 lead");
    expect(leadCount(100_000)).toBe("1,00,000 leads");
  });
});

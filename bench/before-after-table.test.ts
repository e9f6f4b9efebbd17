import { describe, expect, it } from "vitest";
import { buildTable, routeTable } from "./before-after-table.ts";
import type { PageLoadWeight } from "./page-load-weight.ts";

const page = (route: string, status: number, scriptBytes: number, transferredBytes: number): PageLoadWeight => ({
  route,
  status,
  scriptBytes,
  inlineScriptBytes: 0,
  scriptFiles: scriptBytes > 0 ? 12 : 0,
  transferredBytes,
  requests: 5,
});

describe("routeTable", () => {
  it("puts each route's figure before and after side by side, and a route the build lacks as 'no page'", () => {
    const table = routeTable({
      before: { pages: [page("/", 200, 123_187, 153_600), page("/faq", 200, 122_880, 150_000)] },
      after: { pages: [page("/", 200, 0, 30_720), page("/faq", 404, 0, 3_000)] },
    });
    expect(table.headers).toEqual(["route", "JS on load", "of it inline", "script files", "transferred", "requests"]);
    expect(table.rows[0]).toEqual(["/", "120.3 KiB → 0.0 KiB", "0.0 KiB → 0.0 KiB", "12 → 0", "150.0 KiB → 30.0 KiB", "5 → 5"]);
    expect(table.rows[1]?.[1]).toBe("120.0 KiB → no page");
  });
});

describe("buildTable", () => {
  it("gives time and peak memory before → after, and 'not built' for a reused build", () => {
    const table = buildTable({
      before: { build: { seconds: 26.04, peakProcessBytes: 721_000_000, peakTreeBytes: 900_000_000 }, pages: [] },
      after: { pages: [] },
    });
    expect(table.rows).toEqual([
      ["time", "26.0 s → not built"],
      ["peak memory, largest process", "721.0 MB → –"],
      ["peak memory, process tree", "900.0 MB → –"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { maxResidentFromTimeReport, treeResidentBytes } from "./build-site.ts";

describe("maxResidentFromTimeReport", () => {
  it("reads the peak from /usr/bin/time -v's report, in bytes", () => {
    const report = '\tCommand being timed: "npm run build"\n\tMaximum resident set size (kbytes): 412345\n\tExit status: 0\n';
    expect(maxResidentFromTimeReport(report)).toBe(412345 * 1024);
  });

  it("is NaN for a report without it", () => {
    expect(maxResidentFromTimeReport("nothing")).toBeNaN();
  });
});

describe("treeResidentBytes", () => {
  it("counts at least this process's own memory", () => {
    expect(treeResidentBytes(process.pid)).toBeGreaterThan(1_000_000);
  });
});

import { describe, expect, it } from "vitest";
import { fixed, formatTable, kib, markdownTable, mb, ms, percent, score, times } from "./table.ts";

describe("units", () => {
  it("formats sizes, times, ratios and scores", () => {
    expect(kib(1536)).toBe("1.5 KiB");
    expect(mb(150_000_000)).toBe("150.0 MB");
    expect(ms(1234.5)).toBe("1235 ms");
    expect(ms(2.345)).toBe("2.3 ms");
    expect(percent(0.5)).toBe("50%");
    expect(times(1.034)).toBe("1.03×");
    expect(fixed(12.345, 1)).toBe("12.3");
    expect(score(0.95)).toBe("95");
  });

  it("marks a missing figure with a dash", () => {
    for (const text of [kib(Number.NaN), mb(undefined), ms(Number.NaN), percent(Number.NaN), times(undefined), fixed(Number.NaN), score(null)]) {
      expect(text).toBe("–");
    }
  });
});

describe("formatTable", () => {
  it("aligns words left and figures right under a rule", () => {
    const text = formatTable({
      title: "Lighthouse",
      headers: ["route", "perf", "LCP"],
      rows: [
        ["/", "100", "812 ms"],
        ["/about-us", "98", "1204 ms"],
      ],
    });
    expect(text.split("\n")).toEqual([
      "Lighthouse",
      "route      perf  LCP",
      "---------  ----  -------",
      "/           100   812 ms",
      "/about-us    98  1204 ms",
    ]);
  });
});

describe("markdownTable", () => {
  it("writes a header row, an alignment row (right for figure columns) and escapes pipes", () => {
    expect(markdownTable({ headers: ["measure", "req/s"], rows: [["a | b", 120]] })).toBe(
      ["| measure | req/s |", "| --- | ---: |", "| a \\| b | 120 |"].join("\n"),
    );
  });
});

import { describe, expect, it } from "vitest";
import { median, percentile, ratio } from "./stats.ts";

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([2400, 1200, 1800])).toBe(1800);
  });

  it("takes the mean of the middle two of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("ignores missing figures and is NaN for none", () => {
    expect(median([Number.NaN, 5, 7, Number.NaN, 6])).toBe(6);
    expect(median([])).toBeNaN();
  });
});

describe("percentile", () => {
  it("is the nearest-rank percentile", () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([3, 1, 2], 0)).toBe(1);
  });

  it("is NaN without samples", () => {
    expect(percentile([], 99)).toBeNaN();
  });
});

describe("ratio", () => {
  it("divides", () => {
    expect(ratio(1200, 1000)).toBeCloseTo(1.2);
  });

  it("is NaN when a side is missing or the divisor is zero", () => {
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(undefined, 2)).toBeNaN();
    expect(ratio(1, Number.NaN)).toBeNaN();
  });
});

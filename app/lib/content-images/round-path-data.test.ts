import { describe, expect, it } from "vitest";
import { roundPathData } from "./round-path-data";

describe("rounding path data", () => {
  it("rounds absolute coordinates to whole units", () => {
    expect(roundPathData("M10.4 20.6L30.5 -2.2Z")).toBe("M10 21L31-2Z");
  });

  it("recomputes relative moves from the rounded points, so errors do not add up", () => {
    // Three steps of 1.4: the true points are 2.8, 4.2, 5.6; naive rounding of each step (1, 1, 1) would end at 4.4 → 4, not 6.
    expect(roundPathData("M1.4 0l1.4 0l1.4 0l1.4 0")).toBe("M1 0l2 0l1 0l2 0");
    expect(roundPathData("m0 0h1.4h1.4h1.4v.6")).toBe("m0 0h1h2h1v1");
  });

  it("returns to the start of the subpath after z", () => {
    expect(roundPathData("M.6.6l2.2 2.2zl1.4 1.4")).toBe("M1 1l2 2zl1 1");
  });

  it("reads packed arc flags and keeps small radii to a tenth, large ones whole", () => {
    expect(roundPathData("M0 0a2351.1 2351.1 0 0 1-15.6-101a.4.4 0 011.4 1.4")).toBe("M0 0a2351 2351 0 0 1-16-101a.4 .4 0 0 1 2 1");
  });

  it("treats the pairs after a moveto as line-tos of the same kind", () => {
    expect(roundPathData("m1.4 1.4 1.4 1.4 1.4 1.4")).toBe("m1 1 2 2 1 1");
  });

  it("rounds every point of a curve", () => {
    expect(roundPathData("M0 0c.4.4 1.6 1.6 2.4 2.4s1.5 0 2.6 0")).toBe("M0 0c0 0 2 2 2 2s2 0 3 0");
  });

  it("keeps a given number of decimals, still without drift", () => {
    expect(roundPathData("M1.04 0l1.04 0l1.04 0", 1)).toBe("M1 0l1.1 0l1 0");
  });

  it("refuses path data it cannot read", () => {
    expect(() => roundPathData("M0 0 X1 1")).toThrow('Unknown path command "X"');
    expect(() => roundPathData("1 1")).toThrow("Path data must start with a command");
  });
});

describe("rounding path data on a smaller canvas", () => {
  it("scales every coordinate and radius but not an arc's rotation and flags, then rounds without drift", () => {
    expect(roundPathData("M100 40l6 6l6 6a40 20 30 0 1 20 20", 0, 1 / 4)).toBe("M25 10l2 2l1 1a10 5 30 0 1 5 5");
  });

  it("keeps radii of 10 units and more whole, smaller ones to a tenth", () => {
    expect(roundPathData("M0 0a12.4 9.64 0 0 1 4 4")).toBe("M0 0a12 9.6 0 0 1 4 4");
  });
});

import { describe, expect, it } from "vitest";
import { directionBetween, nextIndex, previousIndex, wrapIndex } from "./carousel-index";

describe("carousel index", () => {
  it("advances and wraps past the last slide to the first", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it("goes back and wraps before the first slide to the last", () => {
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it("wraps any integer, and is 0 for an empty carousel", () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
  });

  it("slides in from the direction of travel", () => {
    expect(directionBetween(0, 2)).toBe("forward");
    expect(directionBetween(2, 0)).toBe("backward");
  });
});

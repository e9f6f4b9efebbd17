import { describe, expect, it } from "vitest";
import { SCROLLED_THRESHOLD_PX, isScrolled } from "./scroll-state";

describe("isScrolled", () => {
  it("is false at the top and up to 10 px", () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(SCROLLED_THRESHOLD_PX)).toBe(false);
  });

  it("is true past 10 px", () => {
    expect(isScrolled(SCROLLED_THRESHOLD_PX + 1)).toBe(true);
    expect(isScrolled(600)).toBe(true);
  });
});

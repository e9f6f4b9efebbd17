import { describe, expect, it } from "vitest";
import { isScrolled } from "./scroll-state";

// Spec 1 §2/§9: the top bar changes its look once the page has scrolled more than 10 px.

describe("isScrolled", () => {
  it("is false at the top and up to 10 px", () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(9)).toBe(false);
    expect(isScrolled(10)).toBe(false);
  });

  it("is true past 10 px", () => {
    expect(isScrolled(10.5)).toBe(true);
    expect(isScrolled(11)).toBe(true);
    expect(isScrolled(600)).toBe(true);
  });
});

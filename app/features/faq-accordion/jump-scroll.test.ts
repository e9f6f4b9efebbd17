import { describe, expect, it } from "vitest";
import { categoryHeadingId, jumpScrollBehavior } from "./jump-scroll";

describe("jumpScrollBehavior", () => {
  it("scrolls smoothly by default", () => {
    expect(jumpScrollBehavior(false)).toBe("smooth");
  });

  it("jumps instantly under prefers-reduced-motion", () => {
    expect(jumpScrollBehavior(true)).toBe("instant");
  });
});

describe("categoryHeadingId", () => {
  it("derives the heading id from the category id", () => {
    expect(categoryHeadingId("faq-about")).toBe("faq-about-title");
  });
});

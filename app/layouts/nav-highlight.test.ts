import { describe, expect, it } from "vitest";
import { isNavItemActive, normalizePath } from "./nav-highlight";

describe("isNavItemActive", () => {
  it.each([
    ["/", "/", true],
    ["/", "/about-us", false],
    ["/about-us", "/about-us", true],
    ["/about-us", "/about-us/", true],
    ["/ecosystem", "/ecosystem/mentorship-network", true],
    ["/ecosystem", "/ecosystem/mentorship-network/", true],
    ["/ecosystem", "/ecosystems", false],
    ["/contact-get-involved", "/contact-get-involved/partner-apply", true],
    ["/contact-get-involved", "/contact", false],
    ["/resources", "/about-us", false],
  ])("item %s on %s -> %s", (item, current, expected) => {
    expect(isNavItemActive(item, current)).toBe(expected);
  });
});

describe("normalizePath", () => {
  it("keeps the root and strips trailing slashes elsewhere", () => {
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/faq/")).toBe("/faq");
    expect(normalizePath("/faq")).toBe("/faq");
  });
});

import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "./breadcrumb-trail";

describe("breadcrumbTrail", () => {
  it("lists every registered ancestor", () => {
    expect(breadcrumbTrail("/contact-get-involved/partner-apply")).toEqual([
      { name: "Home", path: "/" },
      { name: "Contact & Get Involved", path: "/contact-get-involved" },
      { name: "Partner Application", path: "/contact-get-involved/partner-apply" },
    ]);
  });

  it("gives Home > Ecosystem > Associate Bodies", () => {
    expect(breadcrumbTrail("/ecosystem/associate-bodies").map((c) => c.name)).toEqual([
      "Home",
      "Ecosystem",
      "Associate Bodies",
    ]);
  });

  it("is only Home for the home page", () => {
    expect(breadcrumbTrail("/")).toEqual([{ name: "Home", path: "/" }]);
  });
});

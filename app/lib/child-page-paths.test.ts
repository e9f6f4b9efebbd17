import { describe, expect, it } from "vitest";
import { childPagePaths } from "./child-page-paths";

const programPaths = [
  "/solutions-services/catalyst-program",
  "/solutions-services/scaleup-studio",
  "/solutions-services/enterprise-innovation-lab",
  "/solutions-services/ecosystem-builder",
] as const;
const assessmentPaths = ["/solutions-services/readiness-assessment", "/solutions-services/innovation-diagnostic", "/solutions-services/investment-readiness"] as const;

describe("childPagePaths", () => {
  it("makes the last segment the parameter and keeps the whole path as a prop", () => {
    expect(childPagePaths(programPaths, "program")).toEqual([
      { params: { program: "catalyst-program" }, props: { path: "/solutions-services/catalyst-program" } },
      { params: { program: "scaleup-studio" }, props: { path: "/solutions-services/scaleup-studio" } },
      { params: { program: "enterprise-innovation-lab" }, props: { path: "/solutions-services/enterprise-innovation-lab" } },
      { params: { program: "ecosystem-builder" }, props: { path: "/solutions-services/ecosystem-builder" } },
    ]);
    expect(childPagePaths(assessmentPaths, "assessment").map((entry) => entry.params.assessment)).toEqual([
      "readiness-assessment",
      "innovation-diagnostic",
      "investment-readiness",
    ]);
  });

  it("refuses a path that ends in a slash, which would give an empty parameter", () => {
    expect(() => childPagePaths(["/solutions-services/"], "program")).toThrow(/needs a last segment/);
  });
});

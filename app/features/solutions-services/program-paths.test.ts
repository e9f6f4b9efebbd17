import { describe, expect, it } from "vitest";
import { flagshipProgramsByPath } from "~/content/programs";
import { isProgramPath, programPaths } from "./program-paths";

describe("programPaths", () => {
  it("are the paths of the flagship programme records", () => {
    expect([...programPaths].sort()).toEqual(Object.keys(flagshipProgramsByPath).sort());
  });

  it("recognise a programme page and nothing else", () => {
    expect(isProgramPath("/solutions-services/scaleup-studio")).toBe(true);
    expect(isProgramPath("/solutions-services/readiness-assessment")).toBe(false);
    expect(isProgramPath("/solutions-services/scaleup-studio/")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { flagshipProgramsByPath } from "~/content/programs";
import { programPaths } from "./program-paths";

describe("programPaths", () => {
  it("are the paths of the flagship programme records", () => {
    expect([...programPaths].sort()).toEqual(Object.keys(flagshipProgramsByPath).sort());
  });
});

import { describe, expect, it } from "vitest";
import { engineTestCommand } from "./engine-test-command.ts";

const headless = { node: "/usr/bin/node", display: undefined, xvfbRun: "/usr/bin/xvfb-run" };

describe("engineTestCommand", () => {
  it("runs the React Router build's engine config when no config is named, passing the arguments on", () => {
    expect(engineTestCommand(["tests/engines/firefox.test.ts"], { ...headless, display: ":1" })).toEqual([
      "/usr/bin/node",
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "vitest.engines.config.ts",
      "tests/engines/firefox.test.ts",
    ]);
  });

  it("runs the config named first (the Astro build's), under xvfb-run when there is no display", () => {
    expect(engineTestCommand(["vitest.engines-astro.config.ts", "-t", "FAQ"], headless)).toEqual([
      "/usr/bin/xvfb-run",
      "-a",
      "/usr/bin/node",
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "vitest.engines-astro.config.ts",
      "-t",
      "FAQ",
    ]);
  });

  it("runs without xvfb-run where it is missing", () => {
    expect(engineTestCommand([], { ...headless, xvfbRun: undefined })[0]).toBe("/usr/bin/node");
  });
});

import { describe, expect, it } from "vitest";
import { engineTestCommand } from "./engine-test-command.ts";

const headless = { node: "/usr/bin/node", display: undefined, xvfbRun: "/usr/bin/xvfb-run" };

describe("engineTestCommand", () => {
  it("runs the engines' config with a display, passing the arguments on", () => {
    expect(engineTestCommand(["tests/engines/firefox.test.ts"], { ...headless, display: ":1" })).toEqual([
      "/usr/bin/node",
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "vitest.engines.config.ts",
      "tests/engines/firefox.test.ts",
    ]);
  });

  it("runs under xvfb-run when there is no display", () => {
    expect(engineTestCommand(["-t", "FAQ"], headless)).toEqual([
      "/usr/bin/xvfb-run",
      "-a",
      "/usr/bin/node",
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "vitest.engines.config.ts",
      "-t",
      "FAQ",
    ]);
  });

  it("runs without xvfb-run where it is missing", () => {
    expect(engineTestCommand([], { ...headless, xvfbRun: undefined })[0]).toBe("/usr/bin/node");
  });
});

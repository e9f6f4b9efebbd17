import { describe, expect, it } from "vitest";
import { nodeFlagsNamed, nodeFlagsOf, serveArguments, withoutNodeFlags } from "./serve-command.ts";

describe("serveArguments", () => {
  it("takes the flags and entry after node", () => {
    expect(serveArguments("node --max-semi-space-size=4 scripts/run-with-compile-cache.mjs server/main.ts")).toEqual([
      "--max-semi-space-size=4",
      "scripts/run-with-compile-cache.mjs",
      "server/main.ts",
    ]);
  });

  it("refuses anything but a plain node command", () => {
    expect(() => serveArguments("npm run build && node server/main.ts")).toThrow(/plain/);
    expect(() => serveArguments("node")).toThrow(/plain/);
    expect(() => serveArguments(undefined)).toThrow(/plain/);
  });
});

describe("withoutNodeFlags", () => {
  const serve = serveArguments("node --max-semi-space-size=2 --optimize-for-size scripts/run-with-compile-cache.mjs server/main.ts");

  it("drops the named Node flags, with or without their value, and keeps the launcher and entry", () => {
    expect(withoutNodeFlags(serve, ["--optimize-for-size", "--max-semi-space-size=2"])).toEqual(["scripts/run-with-compile-cache.mjs", "server/main.ts"]);
    expect(withoutNodeFlags(serve, ["--max-semi-space-size"])).toEqual(["--optimize-for-size", "scripts/run-with-compile-cache.mjs", "server/main.ts"]);
    expect(withoutNodeFlags(["--max_semi_space_size=4", "server/main.ts"], ["--max-semi-space-size=2"])).toEqual(["server/main.ts"]);
  });

  it("leaves flags it was not given, and the entry's own arguments", () => {
    expect(withoutNodeFlags(serve, [])).toEqual(serve);
    expect(withoutNodeFlags(["--optimize-for-size", "main.ts", "--optimize-for-size"], ["--optimize-for-size"])).toEqual(["main.ts", "--optimize-for-size"]);
  });

  it("names the Node flags before the entry", () => {
    expect(nodeFlagsOf(serve)).toEqual(["--max-semi-space-size=2", "--optimize-for-size"]);
    expect(nodeFlagsOf(["server/main.ts"])).toEqual([]);
  });
});

describe("nodeFlagsNamed", () => {
  it("finds the named Node flags as the script writes them, and none after the entry", () => {
    const serve = serveArguments("node --max-semi-space-size=2 --optimize-for-size scripts/run-with-compile-cache.mjs server/main.ts --optimize-for-size");
    expect(nodeFlagsNamed(serve, ["--max-semi-space-size", "--optimize-for-size", "--jitless"])).toEqual(["--max-semi-space-size=2", "--optimize-for-size"]);
    expect(nodeFlagsNamed(serveArguments("node server/main.ts"), ["--optimize-for-size"])).toEqual([]);
  });
});

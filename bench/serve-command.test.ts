import { describe, expect, it } from "vitest";
import { serveArguments } from "./serve-command.ts";

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

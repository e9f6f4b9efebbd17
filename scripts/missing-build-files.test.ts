import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { missingBuildFiles } from "./missing-build-files.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build directory holding the given files (paths relative to it). */
function buildWith(...files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "ankur-build-check-"));
  dirs.push(dir);
  for (const file of files) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), "");
  }
  return dir;
}

describe("missingBuildFiles (npm start builds when any is missing)", () => {
  it("finds nothing missing in an Astro build: the site and its page renderer", () => {
    expect(missingBuildFiles(buildWith("client/index.html", "client/404.html", "server/page-renderer.mjs"))).toEqual([]);
  });

  it("finds the renderer missing in a React Router build left in the directory", () => {
    const dir = buildWith("client/index.html", "client/__spa-fallback.html", "client/404/index.html");
    expect(missingBuildFiles(dir)).toEqual([join(dir, "server", "page-renderer.mjs")]);
  });

  it("finds both missing where nothing was built", () => {
    const dir = buildWith();
    expect(missingBuildFiles(dir)).toEqual([join(dir, "client", "index.html"), join(dir, "server", "page-renderer.mjs")]);
  });

  it("finds the site missing when only the renderer is there", () => {
    const dir = buildWith("server/page-renderer.mjs");
    expect(missingBuildFiles(dir)).toEqual([join(dir, "client", "index.html")]);
  });
});

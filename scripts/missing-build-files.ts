import { existsSync } from "node:fs";
import { join } from "node:path";
import { PAGE_RENDERER_DIRECTORY, PAGE_RENDERER_FILE } from "../contract/rendered-pages.ts";

/**
 * The files a build must hold for the server to run on it: the site's home
 * page (`<BUILD_DIR>/client/index.html`) and the page renderer
 * (`<BUILD_DIR>/server/page-renderer.mjs`) that answers a browser's plain
 * form post. A React Router build left in the directory has the first but
 * not the second.
 */
export function requiredBuildFiles(buildDir: string): string[] {
  return [join(buildDir, "client", "index.html"), join(buildDir, PAGE_RENDERER_DIRECTORY, PAGE_RENDERER_FILE)];
}

/** Those of requiredBuildFiles that the directory lacks: none when the build is complete. */
export function missingBuildFiles(buildDir: string): string[] {
  return requiredBuildFiles(buildDir).filter((path) => !existsSync(path));
}

// A stand-in for the built site: the server needs BUILD_DIR/client with an
// index.html; the reliability test is about the API, not the pages.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function standInSite(): { buildDir: string; dispose: () => void } {
  const buildDir = mkdtempSync(join(tmpdir(), "ankur-reliability-site-"));
  mkdirSync(join(buildDir, "client"));
  writeFileSync(join(buildDir, "client", "index.html"), "<!doctype html><title>Ankur</title>");
  return { buildDir, dispose: () => rmSync(buildDir, { recursive: true, force: true }) };
}

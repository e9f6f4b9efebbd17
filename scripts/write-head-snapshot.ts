// Writes tests/e2e/heads.snapshot.json: the normalised <head>
// (scripts/head-snapshot.ts) of every prerendered page of a build, item
// pages included, which tests/e2e/heads.spec.ts holds the site to. It was
// first written from the React Router build, so that the move to Astro kept
// every head; a head changed on purpose is written again from a build:
//   npm run build && node scripts/write-head-snapshot.ts
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { type HeadSnapshot, SITE_URL_MARK, normalisedHead } from "./head-snapshot.ts";

export const HEAD_SNAPSHOT_FILE = "tests/e2e/heads.snapshot.json";

/**
 * Route → page file of a client build: "/" → index.html, "/faq" → faq/index.html,
 * "/404" → 404.html; not the staff app's shell (admin/index.html), which is no page of the site.
 */
export function prerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      const rel = relative(clientDir, dir).split(sep).join("/");
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html" && rel !== "admin") pages.set(rel ? `/${rel}` : "/", full);
      else if (name === "404.html" && rel === "") pages.set("/404", full);
    }
  };
  walk(clientDir);
  return new Map([...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function headSnapshot(clientDir: string, siteUrl: string, commit: string): HeadSnapshot {
  const routes: HeadSnapshot["routes"] = {};
  for (const [route, file] of prerenderedPages(clientDir)) {
    try {
      routes[route] = normalisedHead(readFileSync(file, "utf8"), siteUrl);
    } catch (error) {
      throw new Error(`${route}: ${(error as Error).message}`, { cause: error });
    }
  }
  return {
    about: `The <head> of every prerendered page of the build at ${commit} (scripts/write-head-snapshot.ts), the build's origin as ${SITE_URL_MARK}`,
    routes,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
  const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  const snapshot = headSnapshot(clientDir, siteUrl, commit);
  writeFileSync(HEAD_SNAPSHOT_FILE, `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(`${HEAD_SNAPSHOT_FILE}: ${Object.keys(snapshot.routes).length} routes`);
}

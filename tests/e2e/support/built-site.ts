import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { type SitePage, parsePage } from "../../../scripts/site-links.ts";

/** The client build the e2e server serves. */
export const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

/** Every prerendered page of the build (not the 404 page, nor the staff app's shell) and every other file, by URL path. */
export function readBuiltSite(): { pages: Map<string, SitePage>; files: Set<string> } {
  const pages = new Map<string, SitePage>();
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      const rel = `/${relative(clientDir, full).split(sep).join("/")}`;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") pages.set(rel === "/index.html" ? "/" : rel.slice(0, -"/index.html".length), parsePage(readFileSync(full, "utf8")));
      else if (!/\.(br|gz)$/.test(name)) files.add(rel);
    }
  };
  walk(clientDir);
  pages.delete("/404");
  pages.delete("/admin");
  return { pages, files };
}

import { expect, test } from "@playwright/test";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { legacyRedirects } from "../../contract/legacy-redirects.ts";
import { type SitePage, findBrokenLinks, parsePage } from "../../scripts/site-links.ts";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

function readSite() {
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
  return { pages, files };
}

test("every internal link of the prerendered site leads to a page, redirect, file or anchor", () => {
  const { pages, files } = readSite();
  const broken = findBrokenLinks({ pages, files, redirects: legacyRedirects });
  const links = [...pages.values()].reduce((n, p) => n + p.anchors.length, 0);
  console.log(`link checker: ${pages.size} pages, ${links} links, ${broken.length} broken`);
  expect(broken.map((b) => `${b.page}: ${b.href} (${b.reason})`)).toEqual([]);
});

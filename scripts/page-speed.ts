// Build step after `react-router build`: rewrites every prerendered page so a
// phone paints it from the HTML alone, and slims the route manifest every page
// loads (scripts/page-speed-html.ts).
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pageClasses, pruneStylesheet, pruneUnusedDefinitions } from "./page-speed-css.ts";
import { deferModuleLoading, inlineStylesheets, slimRouterManifest } from "./page-speed-html.ts";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const stylesheets = new Map<string, string>();
const readStylesheet = (href: string) => {
  let css = stylesheets.get(href);
  if (css === undefined) {
    css = readFileSync(join(clientDir, href), "utf8").trim();
    stylesheets.set(href, css);
  }
  return css;
};

let pages = 0;
let inlinedBytes = 0;
function walk(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith(".html")) {
      const html = readFileSync(path, "utf8");
      const classes = pageClasses(html);
      const pageRules = (href: string) => {
        const css = pruneUnusedDefinitions(pruneStylesheet(readStylesheet(href), classes), html);
        inlinedBytes += Buffer.byteLength(css);
        return css;
      };
      writeFileSync(path, deferModuleLoading(inlineStylesheets(html, pageRules)));
      pages++;
    }
  }
}

walk(clientDir);
const assetsDir = join(clientDir, "assets");
const manifests = readdirSync(assetsDir).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
for (const name of manifests) writeFileSync(join(assetsDir, name), slimRouterManifest(readFileSync(join(assetsDir, name), "utf8")));
const cssBytes = [...stylesheets.values()].reduce((n, css) => n + Buffer.byteLength(css), 0);
console.log(
  `page speed: ${pages} pages; of the ${(cssBytes / 1024).toFixed(0)} KiB stylesheet, ${(inlinedBytes / pages / 1024).toFixed(0)} KiB a page inlined on average; scripts load after the first paint; ${manifests.length} route manifest(s) slimmed`,
);

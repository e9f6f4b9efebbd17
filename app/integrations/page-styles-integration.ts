import type { AstroIntegration } from "astro";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inlinePageStyles, pageScriptUrls, pageStylesheet, relativeScriptImports, stylesheetHref } from "./page-styles.ts";

/** Pages that keep the link to the whole stylesheet: the staff inbox renders every class of its own in the browser. */
const WHOLE_STYLESHEET_PAGES = /^admin(\/|$)/;

/** Every prerendered page under `root`, relative paths. */
function htmlPages(root: string, dir = ""): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return htmlPages(root, path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** A page's scripts and every module they can load, as text. */
function scriptClosure(root: string, urls: readonly string[], cache: Map<string, string>): string[] {
  const seen = new Set<string>();
  const queue = [...urls];
  const texts: string[] = [];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    let text = cache.get(url);
    if (text === undefined) {
      text = readFileSync(join(root, url), "utf8");
      cache.set(url, text);
    }
    texts.push(text);
    const folder = url.slice(0, url.lastIndexOf("/") + 1);
    for (const name of relativeScriptImports(text)) queue.push(folder + name);
  }
  return texts;
}

/**
 * Replaces each prerendered page's stylesheet link with the rules it can use
 * (./page-styles.ts), before the build's files are compressed.
 */
export function pageStyles(): AstroIntegration {
  return {
    name: "ankur:page-styles",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const stylesheets = new Map<string, string>();
        const scripts = new Map<string, string>();
        let pages = 0;
        let before = 0;
        let after = 0;
        for (const page of htmlPages(root)) {
          if (WHOLE_STYLESHEET_PAGES.test(page)) continue;
          const html = readFileSync(join(root, page), "utf8");
          const href = stylesheetHref(html);
          if (!href) continue;
          let css = stylesheets.get(href);
          if (css === undefined) {
            css = readFileSync(join(root, href), "utf8");
            stylesheets.set(href, css);
          }
          const pruned = pageStylesheet(css, html, scriptClosure(root, pageScriptUrls(html), scripts));
          writeFileSync(join(root, page), inlinePageStyles(html, href, pruned));
          pages++;
          before += css.length;
          after += pruned.length;
        }
        logger.info(`${pages} pages carry their own rules inline: ${Math.round(after / 1024)} of ${Math.round(before / 1024)} KiB of stylesheet`);
      },
    },
  };
}

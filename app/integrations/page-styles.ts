// Each prerendered page carries, inline, only the rules of the site's
// stylesheet it can use instead of a link to the whole of it (issue 22's
// budget of 40 KiB on load, decision 0005): the stylesheet holds every class
// of every page and of the staff inbox, and a page can use about 60 % of it
// (12.0 KB brotli → 8–9 KB), and the page saves the stylesheet's request.
// Run by the build's integration (./page-styles-integration.ts).
import { pageClasses, pruneStylesheet, pruneUnusedDefinitions } from "./page-styles-css.ts";

/**
 * Every word a page's markup or scripts could use as a class name: the
 * class attributes' tokens, and the text of the page and its scripts split at
 * whitespace, quotes and markup characters, and again at the JSON and
 * JavaScript punctuation around a string (an island's props, a component's
 * class lists). Splitting more ways only adds words, so no class a page or
 * one of its islands can set is ever missing.
 */
export function classWords(html: string, scripts: readonly string[] = []): Set<string> {
  const words = pageClasses(html);
  for (const text of [html, ...scripts]) {
    const decoded = text.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&").replaceAll("&gt;", ">").replaceAll("&lt;", "<");
    for (const source of [text, decoded]) {
      for (const word of source.split(/[\s"'`<>=]+/)) words.add(word);
      for (const word of source.split(/[\s"'`<>=,;{}()[\]\\]+/)) words.add(word);
    }
  }
  words.delete("");
  return words;
}

/** The href of the page's one stylesheet link, or undefined when it has none or several. */
export function stylesheetHref(html: string): string | undefined {
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)];
  return links.length === 1 ? links[0]![1] : undefined;
}

/** The site's scripts a page names: script files, module preloads, its islands' components and renderers. */
export function pageScriptUrls(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/\s(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g),
  ].map((match) => match[1]!);
  return [...new Set(urls.filter((url) => url.startsWith("/") && !url.startsWith("//") && url.endsWith(".js")))];
}

/** The sibling modules a built script can load: every quoted "./name.js" in it (static and dynamic imports alike). */
export function relativeScriptImports(script: string): string[] {
  return [...new Set([...script.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)].map((match) => match[1]!))];
}

/**
 * The rules of `css` the page can use (its markup and every script it can
 * load), without the custom properties and keyframes none of them reads.
 */
export function pageStylesheet(css: string, html: string, scripts: readonly string[]): string {
  const words = classWords(html, scripts);
  return pruneUnusedDefinitions(pruneStylesheet(css, words), [html, ...scripts].join("\n"));
}

/**
 * The page with its stylesheet link replaced by a <style> of the given rules;
 * `data-from` names the whole stylesheet, which stays in the build (the
 * server's rendered answers and the staff inbox link it).
 */
export function inlinePageStyles(html: string, href: string, css: string): string {
  const style = `<style data-from="${href}">${css.replaceAll("</style", "<\\/style")}</style>`;
  return html.replace(`<link rel="stylesheet" href="${href}">`, () => style);
}

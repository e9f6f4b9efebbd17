// First-load JavaScript per prerendered route, read from the build's HTML:
// every script file and module preload the page names, and its inline
// scripts (Astro's island loaders; not JSON-LD or speculation rules), summed
// raw, gzip -9 and brotli. An island's code is named only in its
// <astro-island> attributes and loads later (on use, or in view): it is not
// counted here; bench/page-load-weight.ts sees what a phone really loads.
// `node bench/first-load-js.ts [route…]`
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { inlineScripts } from "./page-load-weight.ts";

export type JsWeight = { route: string; files: number; raw: number; gzip: number; brotli: number };

/** The script files a page's HTML loads by itself: <script src> and <link rel="modulepreload">, and modules its inline scripts import. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [link] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    if (href && /\brel="modulepreload"/.test(link)) urls.add(href);
  }
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1] as string);
  for (const script of inlineScripts(html)) {
    for (const m of script.matchAll(/import\s*\(?\s*["'](\/[^"']+\.js)["']/g)) urls.add(m[1] as string);
  }
  return [...urls];
}

export function firstLoadJs(clientDir: string, route: string): JsWeight {
  const html = readFileSync(join(clientDir, route === "/" ? "" : route, "index.html"), "utf8");
  const urls = scriptUrls(html);
  const inline = inlineScripts(html).join("\n");
  let raw = Buffer.byteLength(inline);
  let gzip = inline ? gzipSync(inline, { level: 9 }).length : 0;
  let brotli = inline ? brotliCompressSync(inline).length : 0;
  for (const url of urls) {
    const file = join(clientDir, url);
    if (!existsSync(file)) continue;
    const data = readFileSync(file);
    raw += data.length;
    gzip += gzipSync(data, { level: 9 }).length;
    brotli += brotliCompressSync(data).length;
  }
  return { route, files: urls.length, raw, gzip, brotli };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
  const routes = process.argv.length > 2 ? process.argv.slice(2) : ["/"];
  console.log("route | files | raw | gzip -9 | brotli");
  for (const route of routes) {
    const w = firstLoadJs(clientDir, route);
    console.log(`${w.route} | ${w.files} | ${kib(w.raw)} | ${kib(w.gzip)} | ${kib(w.brotli)}`);
  }
}

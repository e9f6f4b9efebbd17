// First-load JavaScript per prerendered route: every script and modulepreload
// its HTML names (and the inline scripts, but not JSON-LD), summed raw,
// gzip -9 and brotli. `node bench/first-load-js.ts [route…]`
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export type JsWeight = { route: string; files: number; raw: number; gzip: number; brotli: number };

export function firstLoadJs(clientDir: string, route: string): JsWeight {
  const htmlPath = join(clientDir, route === "/" ? "" : route, "index.html");
  const html = readFileSync(htmlPath, "utf8");
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1] as string);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1] as string);
  // Modules an inline script imports or preloads (scripts/page-speed-html.ts moves the preloads there).
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const url of (m[1] ?? "").matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(url[1] as string);
  }
  // Inline scripts count, but not JSON-LD: structured data is not JavaScript.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .join("\n");
  let raw = Buffer.byteLength(inline);
  let gzip = gzipSync(inline, { level: 9 }).length;
  let brotli = brotliCompressSync(inline).length;
  for (const url of urls) {
    const file = join(clientDir, url);
    if (!existsSync(file)) continue;
    const data = readFileSync(file);
    raw += data.length;
    gzip += gzipSync(data, { level: 9 }).length;
    brotli += brotliCompressSync(data).length;
  }
  return { route, files: urls.size, raw, gzip, brotli };
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

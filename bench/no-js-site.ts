// The no-JavaScript floor: the same prerendered pages with every script and
// module preload removed, served compressed from a tiny static server, so
// Lighthouse can measure what the HTML and CSS alone cost.
import { existsSync, readFileSync, statSync } from "node:fs";
import { type Server, createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/** The HTML without any <script> element and without <link rel="modulepreload">. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};

const compressible = /\.(html|css|svg|txt|xml|json)$/;

/** The file a URL path names in the build: "/" → index.html, "/faq" → faq/index.html. */
export function fileForPath(clientDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const clean = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  const direct = join(clientDir, clean);
  if (!direct.startsWith(clientDir)) return undefined;
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  const page = join(direct, "index.html");
  return existsSync(page) ? page : undefined;
}

/** The encoding the server's own negotiation picks: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepts = String(acceptEncoding ?? "");
  return /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined;
}

type Encoded = { raw: Buffer; br: Buffer; gzip: Buffer };

/** Serves the build's client directory with scripts stripped from every page, compressed like the site's server. */
export function startNoJsServer(clientDir: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const cache = new Map<string, Encoded>();
  const encoded = (file: string): Encoded => {
    let entry = cache.get(file);
    if (!entry) {
      const data = readFileSync(file);
      const raw = extname(file) === ".html" ? Buffer.from(withoutScripts(data.toString("utf8"))) : data;
      entry = { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
      cache.set(file, entry);
    }
    return entry;
  };
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const found = fileForPath(clientDir, path);
    const file = found ?? fileForPath(clientDir, "/404");
    if (!file) {
      // A build without a 404 page, asked for a file it lacks such as /favicon.ico.
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" });
      response.end("Not found");
      return;
    }
    const type = contentTypes[extname(file)] ?? "application/octet-stream";
    const encoding = compressible.test(file) ? pickEncoding(request.headers["accept-encoding"]) : undefined;
    const body = encoding ? encoded(file)[encoding] : encoded(file).raw;
    response.writeHead(found ? 200 : 404, {
      "Content-Type": type,
      "Content-Length": body.length,
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    response.end(body);
  });
  return new Promise((resolve) => {
    // Port 0: any free port, read back once listening.
    server.listen(port, "localhost", () => {
      const address = server.address();
      const listening = typeof address === "object" && address ? address.port : port;
      resolve({ url: `http://localhost:${listening}`, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

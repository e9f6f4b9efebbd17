import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { gunzipSync } from "node:zlib";
import { inlineScriptHashes } from "./content-security-policy.ts";

/**
 * One file of the built site, held in memory with its precompressed forms.
 * A file that has a gzip form is not also held uncompressed: its body is
 * unpacked from the gzip when a client takes neither brotli nor gzip, which
 * keeps some 8 MB of pages out of the server's memory
 * (docs/decisions/0005-performance-budgets.md).
 */
export type SiteFile = {
  /** The uncompressed bytes (read this only when no compressed form will do). */
  readonly body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  /** Hashed build assets never change and are cached for a year. */
  immutable: boolean;
  /** For HTML: the CSP hashes of its inline scripts. */
  scriptHashes: string[];
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
};

/**
 * The prerendered site, indexed by URL path. "/about-us" maps to
 * about-us/index.html. Only files found here are ever served, so no request
 * can reach a file outside the build.
 */
export class SiteFiles {
  private readonly files = new Map<string, SiteFile>();
  readonly root: string;
  /**
   * The client-rendered shell of the staff pages, which are never prerendered:
   * admin/index.html (pages/admin.astro). It answers /admin and every path below it.
   */
  spaFallback: SiteFile | undefined;

  constructor(root: string) {
    this.root = root;
    if (!existsSync(join(root, "index.html"))) {
      throw new Error(`No built site in ${root}: run \`npm run build\` first.`);
    }
    this.walk(root);
  }

  get size(): number {
    return this.files.size;
  }

  /** The file for a URL path: "/", "/faq", "/assets/x.js". */
  get(urlPath: string): SiteFile | undefined {
    return this.files.get(urlPath);
  }

  private walk(dir: string): void {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) this.walk(path);
      else if (!name.endsWith(".br") && !name.endsWith(".gz")) this.add(path);
    }
  }

  private add(path: string): void {
    const rel = relative(this.root, path).split(sep).join("/");
    const raw = readFileSync(path);
    const ext = extname(path);
    const gzip = readIfExists(`${path}.gz`);
    const file: SiteFile = {
      body: raw,
      br: readIfExists(`${path}.br`),
      gzip,
      contentType: contentTypes[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(raw).digest("base64url")}"`,
      immutable: rel.startsWith("assets/"),
      scriptHashes: ext === ".html" ? inlineScriptHashes(raw.toString("utf8")) : [],
    };
    if (gzip) Object.defineProperty(file, "body", { get: () => gunzipSync(gzip), enumerable: true });
    if (rel === "admin/index.html") {
      this.spaFallback = file;
      return;
    }
    // The not-found page is 404.html.
    const urlPath = rel === "index.html" ? "/" : rel === "404.html" ? "/404" : rel.endsWith("/index.html") ? `/${rel.slice(0, -"/index.html".length)}` : `/${rel}`;
    this.files.set(urlPath, file);
  }
}

function readIfExists(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}

import { createHash } from "node:crypto";

/** The sha256 CSP source of every inline <script> in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The one origin the site may frame: the OpenStreetMap embed of the Pune
 * office, which the contact page loads only after the visitor asks for it.
 */
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

/** The media page's click-to-load overview video: YouTube's privacy-enhanced player (app/features/overview-video). */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/**
 * The site search (Pagefind, app/features/site-search) runs its index as
 * WebAssembly, compiled in its web worker or, failing that, in the page:
 * compiling WebAssembly needs 'wasm-unsafe-eval', which allows that and
 * nothing else (no eval of script text, no inline script). It is in the
 * policy of the pages and of the scripts alike, since a worker's policy is
 * the one its script arrives with.
 */
export const WASM_SCRIPT_SOURCE = "'wasm-unsafe-eval'";

/**
 * The Content-Security-Policy: scripts only from the site itself and the
 * page's own inline scripts by hash (never 'unsafe-inline' or 'unsafe-eval';
 * WebAssembly for the site search), no framing of the site, no frames but
 * the click-to-load map and video, no plugins. Styles allow inline
 * attributes, which React's style prop needs.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = [], options: { https?: boolean } = {}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(" ")}` : ""} ${WASM_SCRIPT_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${MAP_EMBED_ORIGIN} ${VIDEO_EMBED_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

// What a phone downloads when it opens a page and nobody touches it: every
// response until the network is quiet (islands that hydrate when visible or
// idle included), sized as the server sends them with gzip, and the page's
// inline scripts (Astro's island loaders, not JSON-LD or speculation rules)
// gzipped as their share of the HTML. Islands that wait for a first use load
// nothing here; those that hydrate on sight and sit in the first screen are
// named, as the one reason a page may download script on load.
import type { Browser, Request } from "@playwright/test";
import { gzipSync } from "node:zlib";

export type PageLoadWeight = {
  route: string;
  /** The page's HTTP status: a route the build lacks answers 404. */
  status: number;
  /** Script bodies as sent, plus the inline scripts gzipped. */
  scriptBytes: number;
  /** The inline scripts alone, gzipped (counted in scriptBytes). */
  inlineScriptBytes: number;
  scriptFiles: number;
  /** Every response's headers and body as sent. */
  transferredBytes: number;
  requests: number;
  /** The islands in the first screen that hydrate without being used (on load, idle or in view): their names. */
  islandsAboveFold: string[];
};

/** An <astro-island> of the page as loaded: its directive (the `client` attribute), its `opts` and whether it shows in the first screen. */
export type IslandOnLoad = { client: string; opts: string; inFirstScreen: boolean };

/** A sized response of the page load. */
export type LoadedResource = { type: string; bodyBytes: number; headerBytes: number };

/** The phone Lighthouse's mobile preset emulates (Moto G Power): what is "visible" on load. */
export const PHONE_VIEWPORT = { width: 412, height: 823 };
/** Time after the network is quiet for islands that hydrate when the browser is idle. */
const IDLE_SETTLE_MS = 1500;

/** The text of each inline script that runs: not JSON-LD or other data blocks. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    if ((match[2] ?? "").trim()) scripts.push(match[2] ?? "");
  }
  return scripts;
}

/** gzip -9 of a page's inline scripts together (0 when it has none). */
export function inlineScriptGzipBytes(html: string): number {
  const scripts = inlineScripts(html);
  return scripts.length === 0 ? 0 : gzipSync(scripts.join("\n"), { level: 9 }).length;
}

/** Whether an island hydrates with nobody touching it: any directive but `client:first-use` without a rootMargin. */
export function hydratesUnprompted({ client, opts }: Pick<IslandOnLoad, "client" | "opts">): boolean {
  if (client !== "first-use") return true;
  const value = parseOpts(opts).value;
  return typeof value === "object" && value !== null && "rootMargin" in value;
}

/** The name Astro gives an island in its opts ("ContactForm"), or its directive when it has none. */
export function islandName({ client, opts }: Pick<IslandOnLoad, "client" | "opts">): string {
  const name = parseOpts(opts).name;
  return typeof name === "string" && name ? name : `client:${client}`;
}

function parseOpts(opts: string): { name?: unknown; value?: unknown } {
  try {
    const parsed: unknown = JSON.parse(opts);
    return typeof parsed === "object" && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** The islands a page may load script for on load: in the first screen, hydrating unprompted. */
export function islandsAboveFold(islands: readonly IslandOnLoad[]): string[] {
  return islands.filter((island) => island.inFirstScreen && hydratesUnprompted(island)).map(islandName);
}

/**
 * The page's figures from its responses. A resource served from the memory
 * cache reports a negative body (its headers' size taken off nothing): it
 * cost no transfer and is not counted.
 */
export function pageWeight(route: string, status: number, html: string, resources: readonly LoadedResource[], islands: readonly IslandOnLoad[] = []): PageLoadWeight {
  const sent = resources.filter((resource) => resource.bodyBytes + resource.headerBytes > 0);
  const scripts = sent.filter((resource) => resource.type === "script");
  const inlineScriptBytes = inlineScriptGzipBytes(html);
  return {
    route,
    status,
    scriptBytes: scripts.reduce((sum, resource) => sum + Math.max(0, resource.bodyBytes), 0) + inlineScriptBytes,
    inlineScriptBytes,
    scriptFiles: scripts.length,
    transferredBytes: sent.reduce((sum, resource) => sum + resource.bodyBytes + resource.headerBytes, 0),
    requests: sent.length,
    islandsAboveFold: islandsAboveFold(islands),
  };
}

async function sized(request: Request): Promise<LoadedResource> {
  const sizes = await request.sizes();
  return { type: request.resourceType(), bodyBytes: sizes.responseBodySize, headerBytes: sizes.responseHeadersSize };
}

/** Opens `origin + route` on a phone-sized page with an empty cache, gzip only, and waits until nothing more loads. */
export async function measurePageLoad(browser: Browser, origin: string, route: string): Promise<PageLoadWeight> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, extraHTTPHeaders: { "accept-encoding": "gzip" } });
  try {
    const page = await context.newPage();
    const finished: Promise<LoadedResource>[] = [];
    page.on("requestfinished", (request) => finished.push(sized(request)));
    const response = await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(IDLE_SETTLE_MS);
    await page.waitForLoadState("networkidle");
    const html = response ? await response.text() : "";
    const islands = await page.evaluate(islandsOfPage);
    return pageWeight(route, response?.status() ?? 0, html, await Promise.all(finished), islands);
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page (no closure): the outermost islands, and whether any of
 * their children shows in the viewport. An island's own element has no box
 * (display: contents); its children do.
 */
function islandsOfPage(): IslandOnLoad[] {
  const inViewport = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
  };
  return [...document.querySelectorAll("astro-island")]
    .filter((island) => !island.parentElement?.closest("astro-island"))
    .map((island) => ({ client: island.getAttribute("client") ?? "", opts: island.getAttribute("opts") ?? "", inFirstScreen: [...island.children].some(inViewport) }));
}

// The benchmark's part "search": the site search's index in the build
// (everything under <client>/pagefind/, as it is sent: the brotli form of a
// file that has one, Pagefind's own gzip files as they are) and what one
// query fetches in a browser, from the first press of the header's Search to
// its results listed. Nothing of it is fetched before the box is used (the
// site-search e2e holds that), so none of it counts in a page's load.
import { type Browser, type Request, chromium } from "@playwright/test";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumFlags } from "../playwright.config.ts";
import { machine, now } from "./machine.ts";
import { PHONE_VIEWPORT } from "./page-load-weight.ts";
import { startSiteServer } from "./processes.ts";
import type { SearchPart } from "./results-types.ts";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** A word of many pages (56 of about 100): a query that lists a full panel. */
export const BENCH_QUERY = "troupe";

export type IndexSize = { files: number; bytes: number; sentBytes: number };

/** The index's files (not their .br/.gz forms), their bytes, and the bytes sent for them (a brotli form where there is one). */
export function searchIndexSize(clientDir: string): IndexSize {
  const root = join(clientDir, "pagefind");
  const size: IndexSize = { files: 0, bytes: 0, sentBytes: 0 };
  if (!existsSync(root)) return size;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stats = statSync(path);
      if (stats.isDirectory()) walk(path);
      else if (!name.endsWith(".br") && !name.endsWith(".gz")) {
        size.files++;
        size.bytes += stats.size;
        size.sentBytes += existsSync(`${path}.br`) ? statSync(`${path}.br`).size : stats.size;
      }
    }
  };
  walk(root);
  return size;
}

/** "pagefind-worker.js" → "script", "index/en_….pf_index" → "index": what a fetched file of the index is. */
export function indexFileKind(path: string): string {
  if (path.endsWith(".js")) return "script";
  if (path.includes("wasm.")) return "WebAssembly";
  const folder = path.split("/")[0];
  if (folder === "index" || folder === "fragment" || folder === "filter") return folder;
  return "entry and metadata";
}

/** One query typed into the header's box on a phone-sized page with an empty cache: the index's files it fetched, by kind. */
async function measureQuery(browser: Browser, origin: string): Promise<SearchPart["query"]> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: "networkidle" });
    const fetched: Promise<{ path: string; bytes: number }>[] = [];
    page.on("requestfinished", (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/pagefind/")) fetched.push(request.sizes().then((sizes) => ({ path: path.slice("/pagefind/".length), bytes: sizes.responseBodySize })));
    });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.keyboard.type(BENCH_QUERY);
    await page.locator("#site-search-panel").getByRole("list", { name: "Search results" }).waitFor();
    await page.waitForLoadState("networkidle");
    const files = await Promise.all(fetched);
    const byKind: Record<string, { files: number; bytes: number }> = {};
    for (const file of files) {
      const kind = (byKind[indexFileKind(file.path)] ??= { files: 0, bytes: 0 });
      kind.files++;
      kind.bytes += file.bytes;
    }
    return { query: BENCH_QUERY, requests: files.length, transferredBytes: files.reduce((sum, file) => sum + file.bytes, 0), byKind };
  } finally {
    await context.close();
  }
}

export async function measureSearch(buildDir: string): Promise<SearchPart> {
  const started = { measuredAt: now(), machine: machine() };
  const index = searchIndexSize(join(buildDir, "client"));
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-bench-data-"));
  const server = await startSiteServer({ BUILD_DIR: buildDir, DATA_DIR: dataDir, RATE_LIMIT_MAX: "1000000" });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: chromiumFlags });
  try {
    return { ...started, index, query: await measureQuery(browser, server.url) };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The lines the bench prints. */
export function searchReport({ index, query }: Pick<SearchPart, "index" | "query">): string[] {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  return [
    `  index: ${index.files} files, ${kib(index.bytes)} on disk, ${kib(index.sentBytes)} as sent (brotli where precompressed)`,
    `  one query ("${query.query}", the header's box, empty cache): ${query.requests} requests, ${kib(query.transferredBytes)} transferred`,
    ...Object.entries(query.byKind).map(([kind, { files, bytes }]) => `    ${kind}: ${files} file${files === 1 ? "" : "s"}, ${kib(bytes)}`),
  ];
}


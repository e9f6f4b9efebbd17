// The benchmark's part "js", in a browser: each route served as `npm run serve`
// serves it, opened on a phone-sized page with an empty cache, and what it
// downloads before anyone touches it (bench/page-load-weight.ts).
import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumFlags } from "../playwright.config.ts";
import { machine, now } from "./machine.ts";
import { PHONE_VIEWPORT, measurePageLoad } from "./page-load-weight.ts";
import { startSiteServer } from "./processes.ts";
import type { PageLoadPart } from "./results-types.ts";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export async function measurePageLoads(buildDir: string, routes: readonly string[], log: (text: string) => void): Promise<PageLoadPart> {
  const started = { measuredAt: now(), machine: machine() };
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-bench-data-"));
  const server = await startSiteServer({ BUILD_DIR: buildDir, DATA_DIR: dataDir, RATE_LIMIT_MAX: "1000000" });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: chromiumFlags });
  try {
    const pages = [];
    for (const route of routes) {
      const page = await measurePageLoad(browser, server.url, route);
      const islands = page.islandsAboveFold.length > 0 ? `, islands above the fold: ${page.islandsAboveFold.join(", ")}` : "";
      log(`  ${route}: HTTP ${page.status}, ${page.scriptBytes} B of script (${page.inlineScriptBytes} B inline, ${page.scriptFiles} files), ${page.transferredBytes} B transferred${islands}`);
      pages.push(page);
    }
    return { ...started, viewport: PHONE_VIEWPORT, pages };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

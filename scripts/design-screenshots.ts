// `node scripts/design-screenshots.ts <label>`: full-page screenshots of the
// pages a design review looks at, at a phone's width (390 px) and a laptop's
// (1280 px), from the current build (`npm run build` first), into
// docs/design/<label>/ (issue 22: before → after). Debian's Chromium, motion
// reduced so that every reveal shows its end state, fonts loaded.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { startSiteServer } from "../bench/processes.ts";

const PAGES = {
  home: "/",
  contact: "/contact-get-involved",
  about: "/about-us",
  "audience-entrepreneurs": "/audience-hub/entrepreneurs-startups",
  blog: "/resources/blog",
  "blog-post": "/blog/why-troupes-beat-mentors",
  events: "/resources/events",
  "success-stories": "/success-stories",
  "not-found": "/no-such-page",
} as const;
const WIDTHS = [390, 1280] as const;

const label = process.argv[2];
if (!label || !/^[a-z0-9-]+$/.test(label)) throw new Error("usage: node scripts/design-screenshots.ts <label> (e.g. before, after)");
const outDir = join("docs/design", label);
mkdirSync(outDir, { recursive: true });

const dataDir = mkdtempSync(join(tmpdir(), "ankur-screenshots-"));
const server = await startSiteServer({ BUILD_DIR: process.env.BUILD_DIR ?? "build", DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const [name, path] of Object.entries(PAGES)) {
      await page.goto(`${server.url}${path}`, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      // Lazy pictures load only near the screen (app/lib/near-images.ts): scroll through the page first, then back.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(200);
      const file = join(outDir, `${name}-${width}.jpg`);
      await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 70 });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

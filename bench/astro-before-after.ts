// `node bench/astro-before-after.ts`: the front end before (React Router) and
// after (Astro, issue 21), side by side: each build's time and peak memory,
// and for the benchmark's 10 routes what a phone downloads on load with no
// interaction (JavaScript, inline loaders included, and all bytes
// transferred). Prints before → after tables and writes bench/astro-before-after.json.
// `npm run bench` measures the same as its part "astro" (bench/run.ts), into RESULTS.md.
//
// Environment (all optional):
//   BENCH_BUILD_DIR        the React Router build (default build-bench)
//   BENCH_ASTRO_BUILD_DIR  the Astro build (default build-bench-astro)
//   BENCH_REUSE_BUILDS=1   measure the builds already there instead of building (no build figures)
import { chromium } from "@playwright/test";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumFlags } from "../playwright.config.ts";
import { type BuildResult, buildAstroSite, buildSite } from "./build-site.ts";
import { type BeforeAfter, type FrontEndFigures, buildTable, routeTable } from "./before-after-table.ts";
import { measurePageLoad } from "./page-load-weight.ts";
import { startSiteServer } from "./processes.ts";
import { BENCH_ROUTES } from "./routes.ts";
import { formatTable, mb } from "./table.ts";

const RESULTS_FILE = "bench/astro-before-after.json";
/** The origin the builds' canonical links name, as in bench/run.ts. */
const BUILD_SITE_URL = "http://localhost:3000";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const say = (text: string) => console.log(text);
/** Build times move with whatever else the machine does: each figure comes with the load it met. */
const loadText = () => loadavg().map((n) => n.toFixed(2)).join(" ");

async function build(label: string, dir: string, run: (dir: string, env: Record<string, string>) => Promise<BuildResult>): Promise<BuildResult | undefined> {
  if (process.env.BENCH_REUSE_BUILDS === "1") {
    if (!existsSync(join(dir, "client", "index.html"))) throw new Error(`BENCH_REUSE_BUILDS: no ${label} build in ${dir}`);
    return undefined;
  }
  say(`Building ${label} into ${dir} (load average ${loadText()})…`);
  const result = await run(dir, { SITE_URL: BUILD_SITE_URL });
  say(`  ${result.seconds.toFixed(1)} s, peak ${mb(result.peakProcessBytes)} (largest process), ${mb(result.peakTreeBytes)} (process tree)`);
  return result;
}

/** Serves a build as `npm run serve` does and loads each route in a fresh browser context. */
export async function measurePages(label: string, buildDir: string, routes: readonly string[], log: (text: string) => void): Promise<FrontEndFigures["pages"]> {
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-bench-data-"));
  const server = await startSiteServer({ BUILD_DIR: buildDir, DATA_DIR: dataDir, RATE_LIMIT_MAX: "1000000" });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: chromiumFlags });
  try {
    const pages = [];
    for (const route of routes) {
      const page = await measurePageLoad(browser, server.url, route);
      log(`  ${label} ${route}: HTTP ${page.status}, ${page.scriptBytes} B of script, ${page.transferredBytes} B transferred`);
      pages.push(page);
    }
    return pages;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const beforeDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
  const afterDir = process.env.BENCH_ASTRO_BUILD_DIR ?? "build-bench-astro";
  // One build after the other: on a shared machine, never both at once.
  const beforeBuild = await build("React Router", beforeDir, buildSite);
  const afterBuild = await build("Astro", afterDir, buildAstroSite);
  say(`Loading the routes, React Router then Astro (load average ${loadText()})…`);
  const figures: BeforeAfter = {
    before: { ...(beforeBuild ? { build: beforeBuild } : {}), pages: await measurePages("before", beforeDir, BENCH_ROUTES, say) },
    after: { ...(afterBuild ? { build: afterBuild } : {}), pages: await measurePages("after", afterDir, BENCH_ROUTES, say) },
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverageAtEnd: loadavg(), routes: BENCH_ROUTES, ...figures }, null, 2)}\n`);
  say(`\nLoad average at the end: ${loadText()}\n\n${formatTable(buildTable(figures))}\n\n${formatTable(routeTable(figures))}\n\nWrote ${RESULTS_FILE}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

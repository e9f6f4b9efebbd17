// The benchmark's part "lighthouse": every route, mobile and desktop, each run
// next to a run of the same page without scripts (bench/no-js-site.ts), the
// floor issue 21's LCP budget is measured against.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LighthouseRun, medianLighthouse } from "./lighthouse-median.ts";
import { FORM_FACTORS, type FormFactor, launchChrome, lighthouseRun } from "./lighthouse-runs.ts";
import { machine, now } from "./machine.ts";
import { startNoJsServer } from "./no-js-site.ts";
import { freePort, startSiteServer } from "./processes.ts";
import type { LighthousePart, RouteLighthouse } from "./results-types.ts";
import { ms, score } from "./table.ts";

type PageServers = { site: string; noJs: string };

/**
 * One page, `runs` times, each run next to a run of the same page without
 * scripts (interleaved, so both see the same load on a shared machine).
 */
async function measurePage(servers: PageServers, route: string, runs: number, chromePort: number, formFactor: FormFactor, log: (text: string) => void): Promise<RouteLighthouse> {
  const site: LighthouseRun[] = [];
  const floor: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await lighthouseRun(`${servers.site}${route}`, chromePort, formFactor);
    const bare = await lighthouseRun(`${servers.noJs}${route}`, chromePort, formFactor, ["performance"]);
    log(`  ${route}: perf ${score(run.performance)}, LCP ${ms(run.lcp)} (no JS ${ms(bare.lcp)}), TBT ${ms(run.tbt)}`);
    site.push(run);
    floor.push(bare);
  }
  const noJsMedian = medianLighthouse(floor);
  return { route, runs, site: medianLighthouse(site), noJs: { lcp: noJsMedian.lcp, fcp: noJsMedian.fcp } };
}

export async function measureLighthouse(buildDir: string, routes: readonly string[], runs: number, log: (text: string) => void): Promise<LighthousePart> {
  const started = { measuredAt: now(), machine: machine() };
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-bench-data-"));
  const server = await startSiteServer({ BUILD_DIR: buildDir, DATA_DIR: dataDir, RATE_LIMIT_MAX: "1000000" });
  const noJs = await startNoJsServer(join(buildDir, "client"), await freePort());
  const chrome = await launchChrome();
  try {
    const byFormFactor: Pick<LighthousePart, "mobile" | "desktop"> = { mobile: [], desktop: [] };
    for (const formFactor of FORM_FACTORS) {
      log(`Lighthouse ${formFactor}: ${routes.length} routes × ${runs} runs, each next to a run of the same page without scripts`);
      for (const route of routes) {
        byFormFactor[formFactor].push(await measurePage({ site: server.url, noJs: noJs.url }, route, runs, chrome.port, formFactor, log));
      }
    }
    return { ...started, runsPerRoute: runs, ...byFormFactor };
  } finally {
    chrome.kill();
    await noJs.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

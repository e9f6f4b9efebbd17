import { describe, expect, it } from "vitest";
import { markdownReport, terminalReport } from "./report.ts";
import type { LighthouseRun } from "./lighthouse-median.ts";
import type { PageLoadWeight } from "./page-load-weight.ts";
import type { BenchResults, RouteLighthouse } from "./results-types.ts";

const machine = { cores: 2, cpu: "Test CPU", memoryBytes: 24e9, loadAverage: [3.5, 2, 1], node: "v24.21.0", os: "Linux 6" };
const weight = (route: string, scriptBytes: number, inlineScriptBytes: number, islandsAboveFold: string[] = []): PageLoadWeight => ({
  route,
  status: 200,
  scriptBytes,
  inlineScriptBytes,
  scriptFiles: scriptBytes > inlineScriptBytes ? 2 : 0,
  transferredBytes: 30_720,
  requests: 4,
  islandsAboveFold,
});
const results: BenchResults = {
  date: "2026-11-26T12:00:00Z",
  machine,
  versions: { astro: "7.3.5", react: "19.3.1" },
  routes: ["/", "/faq"],
  build: { measuredAt: "2026-11-26T12:00:10Z", seconds: 4.5, peakProcessBytes: 300e6, peakTreeBytes: 350e6 },
  firstLoadJs: {
    measuredAt: "2026-11-26T12:00:30Z",
    routes: [
      { route: "/", files: 0, raw: 6000, gzip: 2355, brotli: 2100 },
      { route: "/faq", files: 0, raw: 5600, gzip: 2253, brotli: 2000 },
    ],
  },
  pageLoad: { measuredAt: "2026-11-26T12:00:31Z", machine, viewport: { width: 412, height: 823 }, pages: [weight("/", 8192, 2355, ["HomeTrustedBy"]), weight("/faq", 2253, 2253)] },
};

/** The React Router build's last run, as bench/results-before.json holds it. */
const reactRouterRun: BenchResults = {
  date: "2026-11-25T21:42:07Z",
  machine,
  versions: { react: "19.3.1", "react-router": "8.5.1" },
  routes: ["/", "/faq"],
  build: { measuredAt: "2026-11-25T21:42:18Z", seconds: 10.9, peakProcessBytes: 714e6, peakTreeBytes: 787e6 },
  firstLoadJs: {
    measuredAt: "2026-11-25T21:42:19Z",
    routes: [
      { route: "/", files: 9, raw: 380_000, gzip: 122_880, brotli: 104_000 },
      { route: "/faq", files: 9, raw: 380_000, gzip: 123_387, brotli: 104_000 },
    ],
  },
};
const baseline = { results: reactRouterRun, label: "The React Router build's last run (bench/results-before.json)" };

const run = (tbt: number, failing: string[] = []): LighthouseRun => ({
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: failing.length ? 0.9 : 1,
  lcp: 800,
  tbt,
  fcp: 700,
  cls: 0,
  transferBytes: 35_000,
  failing,
});
const page = (route: string, tbt: number, failing?: string[]): RouteLighthouse => ({ route, runs: 3, site: run(tbt, failing), noJs: { lcp: 900, fcp: 700 } });

describe("reports", () => {
  it("prints each route's script on load next to the baseline's, with its inline share and the islands above the fold", () => {
    const md = markdownReport(results, [], baseline);
    const table = md.slice(md.indexOf("## Script on load"), md.indexOf("## Build"));
    expect(table).toContain("| route | before | on load | of it inline | script files | named in the HTML | islands above the fold |");
    expect(table).toContain("| / | 120.0 KiB | 8.0 KiB | 2.3 KiB | 2 | 2.3 KiB | HomeTrustedBy |");
    expect(table).toContain("| /faq | 120.5 KiB | 2.2 KiB | 2.2 KiB | 0 | 2.2 KiB | none |");
    // Without a baseline the before column is empty.
    expect(markdownReport(results)).toContain("| / | – | 8.0 KiB |");
  });

  it("prints the build's time and peak memory next to the baseline's", () => {
    const text = terminalReport(results, baseline);
    expect(text).toMatch(/this run\s+4\.5\s+300\.0 MB\s+350\.0 MB/);
    expect(text).toMatch(/before \(2026-11-25T21:42:18Z\)\s+10\.9\s+714\.0 MB\s+787\.0 MB/);
    expect(terminalReport(results)).not.toContain("before (");
  });

  it("prints Lighthouse mobile and desktop, the audits below 100, and the budgets", () => {
    const lighthouse = { measuredAt: "2026-11-26T12:01:00Z", machine, runsPerRoute: 3, mobile: [page("/", 77)], desktop: [page("/", 0, ["meta-description (0)"])] };
    const md = markdownReport({ ...results, lighthouse });
    const mobileTable = md.slice(md.indexOf("## Lighthouse, mobile"), md.indexOf("## Lighthouse, desktop"));
    expect(mobileTable).toContain("| / | 100 | 100 | 100 | 100 | 800 ms | 900 ms | 0.89× | 700 ms | 77 ms | 0.000 | 34.2 KiB |");
    expect(md).toContain("| / | desktop | meta-description (0) |");
    const budgets = md.slice(md.indexOf("## Budgets"));
    expect(budgets).toContain("| TBT (mobile) | / | 77 ms | 0 ms | MISSED |");
  });

  it("prints the parts that were measured and the budgets, and the before → after tables with a baseline", () => {
    const text = terminalReport(results, baseline);
    expect(text).toContain("Script on load with no interaction");
    expect(text).toContain("Build (npm run build");
    expect(text).toContain("Before → after, per route");
    expect(text).toContain("Before: The React Router build's last run (bench/results-before.json), measured 2026-11-25T21:42:07Z.");
    expect(text).toContain("Budgets");
    expect(text).not.toContain("Lighthouse, mobile");
    expect(terminalReport(results)).not.toContain("Before → after");
  });

  it("writes RESULTS.md with the date, the machine, the notes and the budget outcome", () => {
    const md = markdownReport(results, ["Shared machine."]);
    expect(md).toContain("Measured 2026-11-26T12:00:00Z");
    expect(md).toContain("2 cores (Test CPU), 24000.0 MB memory, load average 3.50 / 2.00 / 1.00");
    expect(md).toContain("Framework: astro 7.3.5, react 19.3.1.");
    expect(md).toContain("Shared machine.");
    expect(md).toContain("script on load 2026-11-26T12:00:31Z (load average 3.50 / 2.00 / 1.00)");
    // /: 8 KiB of script on load is over the 5 KiB budget; /faq holds it, and loads no script file.
    expect(md).toContain("2 of 3 checks hold; missed:");
    expect(md).toContain("| Script on load (gzip, inline included) | / | 8.0 KiB | ≤ 5.0 KiB | MISSED |");
  });
});

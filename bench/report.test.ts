import { describe, expect, it } from "vitest";
import { markdownReport, terminalReport } from "./report.ts";
import type { LighthouseRun } from "./lighthouse-median.ts";
import type { BenchResults, RouteLighthouse } from "./results-types.ts";

const machine = { cores: 2, cpu: "Test CPU", memoryBytes: 24e9, loadAverage: [3.5, 2, 1], node: "v24.21.0", os: "Linux 6" };
const results: BenchResults = {
  date: "2026-11-21T12:00:00Z",
  machine,
  versions: { react: "19.3.1", "react-router": "8.5.1" },
  routes: ["/"],
  build: { measuredAt: "2026-11-21T12:00:10Z", seconds: 12.3, peakProcessBytes: 500e6, peakTreeBytes: 650e6 },
  firstLoadJs: {
    measuredAt: "2026-11-21T12:00:30Z",
    floor: { route: "hello-world", files: 5, raw: 360_000, gzip: 114_000, brotli: 99_000 },
    routes: [{ route: "/", files: 9, raw: 380_000, gzip: 120_000, brotli: 104_000 }],
  },
};

const run = (tbt: number, failing: string[] = []): LighthouseRun => ({
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: failing.length ? 0.9 : 1,
  lcp: 800,
  tbt,
  fcp: 700,
  cls: 0,
  transferBytes: 150_000,
  failing,
});
const page = (route: string, tbt: number, failing?: string[]): RouteLighthouse => ({ route, runs: 3, site: run(tbt, failing), noJs: { lcp: 900, fcp: 700 } });

describe("reports", () => {
  it("puts the hello-world floor's Lighthouse figures under the routes', but not in the failing audits or the budgets", () => {
    const lighthouse = {
      measuredAt: "2026-11-21T12:01:00Z",
      machine,
      runsPerRoute: 3,
      mobile: [page("/", 77)],
      desktop: [page("/", 0)],
      floor: { mobile: page("hello-world", 6, ["meta-description (0)"]), desktop: page("hello-world", 0, ["meta-description (0)"]) },
    };
    const md = markdownReport({ ...results, lighthouse });
    const mobileTable = md.slice(md.indexOf("## Lighthouse, mobile"), md.indexOf("## Lighthouse, desktop"));
    expect(mobileTable).toContain("| / | 100 | 100 | 100 | 100 | 800 ms | 900 ms | 0.89× | 700 ms | 77 ms |");
    expect(mobileTable).toContain("| hello-world (floor) | 100 | 100 | 100 | 90 | 800 ms | 900 ms | 0.89× | 700 ms | 6.0 ms |");
    expect(md).not.toContain("meta-description");
    const budgets = md.slice(md.indexOf("## Budgets"));
    expect(budgets).toContain("| TBT (mobile) | / | 77 ms | 0 ms |");
    expect(budgets).not.toContain("hello-world");
    // Without the floor (results measured before it was added), the tables have the routes alone.
    expect(markdownReport({ ...results, lighthouse: { ...lighthouse, floor: undefined } })).not.toContain("hello-world (floor) | 100");
  });

  it("prints the parts that were measured and the budgets", () => {
    const text = terminalReport(results);
    expect(text).toContain("First-load JavaScript");
    expect(text).toContain("hello-world (floor)");
    expect(text).toContain("Build (npm run build)");
    expect(text).toContain("Budgets");
    expect(text).not.toContain("Lighthouse, mobile");
  });

  it("writes RESULTS.md with the date, the machine, the notes and the budget outcome", () => {
    const md = markdownReport(results, ["Shared machine."]);
    expect(md).toContain("Measured 2026-11-21T12:00:00Z");
    expect(md).toContain("2 cores (Test CPU), 24000.0 MB memory, load average 3.50 / 2.00 / 1.00");
    expect(md).toContain("Shared machine.");
    expect(md).toContain("| / | 9 | 371.1 KiB | 117.2 KiB |");
    expect(md).toContain("Every measured budget holds.");
  });

  it("puts the React Router → Astro figures per route and for the build in the report when measured", () => {
    const weight = (scriptBytes: number, transferredBytes: number) => ({ route: "/", status: 200, scriptBytes, inlineScriptBytes: 0, scriptFiles: 1, transferredBytes, requests: 4 });
    const astro = {
      measuredAt: "2026-11-21T12:05:00Z",
      machine,
      before: { build: { seconds: 26, peakProcessBytes: 721e6, peakTreeBytes: 800e6 }, pages: [weight(122_880, 153_600)] },
      after: { build: { seconds: 4.5, peakProcessBytes: 300e6, peakTreeBytes: 350e6 }, pages: [weight(0, 30_720)] },
    };
    const md = markdownReport({ ...results, astro });
    expect(md).toContain("React Router → Astro 2026-11-21T12:05:00Z (load average 3.50 / 2.00 / 1.00)");
    expect(md).toContain("## React Router → Astro (issue 21): Per route");
    expect(md).toContain("| / | 120.0 KiB → 0.0 KiB | 0.0 KiB → 0.0 KiB | 1 → 1 | 150.0 KiB → 30.0 KiB | 4 → 4 |");
    expect(md).toContain("| time | 26.0 s → 4.5 s |");
    expect(markdownReport(results)).not.toContain("React Router → Astro");
  });
});


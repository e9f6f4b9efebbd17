import { describe, expect, it } from "vitest";
import { markdownReport, terminalReport } from "./report.ts";
import type { BenchResults } from "./results-types.ts";

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

describe("reports", () => {
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
});

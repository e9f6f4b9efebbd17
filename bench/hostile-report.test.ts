import { describe, expect, it } from "vitest";
import { hostileTable, memoryFlagsLine, spread, summarizeBurst, variantWorst } from "./hostile-report.ts";
import { markdownReport, terminalReport } from "./report.ts";
import type { BenchResults, BodyBurst, BurstRound, HostilePart, HostileVariant } from "./results-types.ts";

const machine = { cores: 2, cpu: "Test CPU", memoryBytes: 24e9, loadAverage: [1.5, 1, 0.5], node: "v24.21.0", os: "Linux 6" };

const round = (status: number, slowest: number, health: { p50: number; max: number }, peakMb: number, idleMb = 100): BurstRound => ({
  answers: [
    { status, ms: slowest / 2 },
    { status, ms: slowest },
  ],
  wallMs: slowest + 5,
  health: { probes: 20, failed: 0, ...health },
  rss: { idle: idleMb * 1e6, after: (peakMb - 10) * 1e6, peak: peakMb * 1e6 },
});

const burst = (bodyBytes: number, rounds: BurstRound[]): BodyBurst => ({ bodyBytes, rounds });

const variant = (label: string, nodeFlags: string[], scale: number): HostileVariant => ({
  label,
  nodeFlags,
  reviewBody: burst(12_000_010, [round(400, 250, { p50: 5, max: 40 * scale }, 170), round(400, 300, { p50: 6, max: 60 * scale }, 180), round(400, 200, { p50: 4, max: 50 * scale }, 175)]),
  deckJson: burst(13_980_000, [round(201, 1400, { p50: 10, max: 300 * scale }, 260), round(201, 1200, { p50: 12, max: 320 * scale }, 250), round(201, 1300, { p50: 11, max: 310 * scale }, 270)]),
  deckMultipart: burst(10_485_000, [round(201, 800, { p50: 13, max: 180 }, 170), round(201, 700, { p50: 13, max: 180 }, 170), round(201, 900, { p50: 13, max: 180 }, 170)]),
});

const part: HostilePart = {
  measuredAt: "2026-11-21T12:05:00Z",
  machine,
  parallel: 5,
  rounds: 3,
  probeIntervalMs: 10,
  deckBytes: 10_484_736,
  memoryFlags: ["--max-semi-space-size=2", "--optimize-for-size"],
  serve: variant("npm run serve", ["--max-semi-space-size=2", "--optimize-for-size"], 2),
  withoutMemoryFlags: {
    ...variant("without the memory flags", [], 1),
    deckJson: burst(13_980_000, [round(201, 1000, { p50: 6, max: 300 }, 310, 125), round(201, 1000, { p50: 6, max: 290 }, 312.5, 125), round(201, 1000, { p50: 6, max: 280 }, 305, 125)]),
  },
};

describe("summarizeBurst", () => {
  it("counts the statuses of every round and takes the medians and ranges of the rounds' figures", () => {
    const summary = summarizeBurst(part.serve.reviewBody);
    expect(summary.statuses).toBe("6 × 400");
    expect(summary.slowest).toEqual({ median: 250, min: 200, max: 300 });
    expect(summary.healthWorst).toEqual({ median: 100, min: 80, max: 120 });
    expect(summary.peak).toEqual({ median: 175e6, min: 170e6, max: 180e6 });
  });

  it("names requests that got no answer, statuses in order", () => {
    const mixed = burst(1, [{ ...round(201, 10, { p50: 1, max: 2 }, 100), answers: [{ status: 201, ms: 10 }, { status: 0, ms: 120_000 }, { status: 201, ms: 12 }] }]);
    expect(summarizeBurst(mixed).statuses).toBe("1 × no answer, 2 × 201");
  });

  it("ignores missing figures in a spread", () => {
    expect(spread([Number.NaN, 3, 1])).toEqual({ median: 2, min: 1, max: 3 });
    expect(spread([])).toEqual({ median: Number.NaN, min: Number.NaN, max: Number.NaN });
  });
});

describe("hostileTable", () => {
  it("puts both variants side by side, three rows a burst, medians with the rounds' range", () => {
    const table = hostileTable(part);
    expect(table.title).toBe("Hostile and largest bodies");
    expect(table.headers).toEqual([
      "burst, 5 at once (medians of 3 rounds, their range in brackets)",
      "npm run serve (--max-semi-space-size=2 --optimize-for-size)",
      "without the memory flags (no Node flags)",
    ]);
    expect(table.rows[0]).toEqual(['review\'s body {"x":[{},…]} (12.0 MB JSON): answers; slowest', "6 × 400; 250 ms (200–300)", "6 × 400; 250 ms (200–300)"]);
    expect(table.rows[1]).toEqual(['review\'s body {"x":[{},…]} (12.0 MB JSON): /api/health median; worst', "5.0 ms (4–6); 100 ms (80–120)", "5.0 ms (4–6); 50 ms (40–60)"]);
    expect(table.rows[2]?.slice(1)).toEqual(["100.0 MB → 175.0 MB (170.0–180.0)", "100.0 MB → 175.0 MB (170.0–180.0)"]);
    expect(table.rows[3]?.[0]).toBe("10.5 MB deck as JSON (14.0 MB body): answers; slowest");
    expect(table.rows[5]?.slice(1)).toEqual(["100.0 MB → 260.0 MB (250.0–270.0)", "125.0 MB → 310.0 MB (305.0–312.5)"]);
    // Equal rounds give a figure without a range.
    expect(table.rows[7]?.[0]).toBe("10.5 MB deck as multipart (10.5 MB body): /api/health median; worst");
    expect(table.rows[7]?.[1]).toBe("13 ms; 180 ms");
    expect(table.rows).toHaveLength(9);
  });

  it("has one column when the serve script has no memory flags", () => {
    const alone = { ...part, memoryFlags: [], withoutMemoryFlags: null };
    expect(hostileTable(alone).headers).toHaveLength(2);
    expect(memoryFlagsLine(alone)).toContain("none of the memory flags");
  });
});

describe("memoryFlagsLine", () => {
  it("says what the flags cost or saved: the highest median peak and worst /api/health latency of each variant", () => {
    expect(variantWorst(part.serve)).toEqual({ peak: 260e6, health: 620 });
    expect(variantWorst(part.withoutMemoryFlags as HostileVariant)).toEqual({ peak: 310e6, health: 290 });
    const line = memoryFlagsLine(part);
    expect(line).toContain("5 bodies at once to POST /api/incubation/submit.php");
    expect(line).toContain(
      "The memory flags (--max-semi-space-size=2 --optimize-for-size), flags vs no flags, the highest of the three bursts' medians: peak RSS 260.0 MB vs 310.0 MB (50.0 MB less with them); worst /api/health latency 620 ms vs 290 ms (330 ms more with them).",
    );
  });
});

describe("the report's hostile section", () => {
  const results: BenchResults = { date: "2026-11-21T12:00:00Z", machine, versions: { react: "19.3.1" }, routes: ["/"], hostile: part };

  it("is in RESULTS.md with its sentence under the table and its time in the parts measured", () => {
    const md = markdownReport(results);
    const section = md.slice(md.indexOf("## Hostile and largest bodies"), md.indexOf("## Budgets"));
    expect(section).toContain("| burst, 5 at once (medians of 3 rounds, their range in brackets) | npm run serve (--max-semi-space-size=2 --optimize-for-size) | without the memory flags (no Node flags) |");
    expect(section).toContain("\n\nEach burst: 5 bodies at once");
    expect(section).toContain("(50.0 MB less with them)");
    expect(md).toContain("hostile and largest bodies 2026-11-21T12:05:00Z (load average 1.50 / 1.00 / 0.50)");
  });

  it("is printed in the terminal with the same sentence", () => {
    const text = terminalReport(results);
    expect(text).toContain("Hostile and largest bodies\nburst, 5 at once");
    expect(text).toContain("(330 ms more with them)");
  });
});

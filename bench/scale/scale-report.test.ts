import { describe, expect, it } from "vitest";
import { type ScaleResults, cpuTable, medianRuns, scaleMarkdown, scaleTable, scaleVerdict, speedup } from "./scale-report.ts";

const run = (instances: number, submissionsPerSecond: number) => ({ instances, submissionsPerSecond, p50: 10, p99: 42, requests: 1000, non2xx: 0, errors: 0, loadAverage: [1, 2, 3] });

const results: ScaleResults = {
  measuredAt: "2026-11-21T15:00:00Z",
  machine: { cores: 2, cpu: "AMD EPYC", memoryBytes: 2 * 1024 ** 3, loadAverage: [0.5, 0.5, 0.5], node: "v24.21.0", os: "Linux", postgres: "15.18" },
  connections: 12,
  durationSeconds: 10,
  rounds: 1,
  runs: [run(1, 400), run(2, 520), run(3, 500)],
  samples: [run(1, 400), run(2, 520), run(3, 500)],
};

describe("scale report", () => {
  it("relates every run to one instance", () => {
    expect(results.runs.map((r) => speedup(results.runs, r))).toEqual([1, 1.3, 1.25]);
    expect(speedup([run(2, 10)], run(2, 10))).toBeNaN();
  });

  it("tabulates submissions per second, the ratio, p99 and every round", () => {
    expect(scaleTable(results)).toContain("| 2 | 520 | 1.30× | 10 ms | 42 ms | 520 | 0 | 1.00 / 2.00 / 3.00 |");
  });

  it("takes, per instance count, the round with the median throughput", () => {
    const samples = [run(1, 300), run(2, 350), run(1, 900), run(2, 650), run(1, 310), run(2, 500)];
    expect(medianRuns(samples).map((r) => [r.instances, r.submissionsPerSecond])).toEqual([
      [1, 310],
      [2, 500],
    ]);
    expect(scaleTable({ ...results, samples, runs: medianRuns(samples) })).toContain("| 300, 900, 310 |");
  });

  it("says that more instances than cores cannot scale, and names the best run", () => {
    const verdict = scaleVerdict(results);
    expect(verdict).toContain("This machine has 2 cores");
    expect(verdict).toContain("more instances than cores cannot scale here");
    expect(verdict).toContain("520 submissions/s with 2 instances (1.30× one instance); with 3 instances it was 1.25× one instance, short of linear.");
    expect(verdict).not.toContain("load average");
    const busy = { ...results, runs: results.runs.map((r) => ({ ...r, loadAverage: [6, 5, 4] })) };
    expect(scaleVerdict(busy)).toContain("The load average before the runs was above 2");
  });

  it("shows where the CPU went per submission", () => {
    const withCpu = { ...results, runs: [{ ...run(1, 400), cpu: { instancesMs: 0.8, postgresMs: 0.5, loadGeneratorMs: 0.2, machineBusy: 0.97 } }, run(2, 500)] };
    expect(cpuTable(withCpu)).toContain("| 1 | 0.80 ms | 0.50 ms | 0.20 ms | 1.50 ms | 97 % |");
    expect(cpuTable(withCpu)).toContain("| 2 | – | – | – | – | – |");
  });

  it("writes the date and the machine at the top of SCALE.md", () => {
    expect(scaleMarkdown(results)).toMatch(/^# Scale-out benchmark\n\nMeasured 2026-11-21T15:00:00Z .* on 2 cores \(AMD EPYC\), 2048 MB memory/);
  });
});

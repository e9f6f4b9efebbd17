// The machine a part of the benchmark ran on, and the time it started: the
// load average matters to Lighthouse's timings and the throughput figures.
import { cpus, loadavg, release, totalmem, type } from "node:os";
import type { Machine } from "./results-types.ts";

export function machine(): Machine {
  const cpu = cpus();
  return { cores: cpu.length, cpu: cpu[0]?.model.trim() ?? "unknown", memoryBytes: totalmem(), loadAverage: loadavg(), node: process.version, os: `${type()} ${release()}` };
}

/** Now, to the second: "2026-11-26T02:15:49Z". */
export const now = () => new Date().toISOString().replace(/\.\d+Z$/, "Z");

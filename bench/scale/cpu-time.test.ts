import { describe, expect, it } from "vitest";
import { cpuMsFromStat, cpuSince, machineTicks, processCpuMs } from "./cpu-time.ts";

describe("CPU time from /proc", () => {
  it("reads utime + stime of a process, whatever its name holds", () => {
    const stat = "4242 (node server (x)) S 1 4242 4242 0 -1 4194304 100 0 0 0 250 50 0 0 20 0 11 0 100 0 0";
    expect(cpuMsFromStat(stat)).toBe(3000);
  });

  it("reads the machine's busy and total ticks", () => {
    expect(machineTicks("cpu  100 0 50 800 50 0 0 0 0 0\ncpu0 1 2 3")).toEqual({ busy: 150, total: 1000 });
  });

  it("gives this process's own time, and 0 for a process that is gone", () => {
    expect(processCpuMs(process.pid)).toBeGreaterThan(0);
    expect(processCpuMs(2 ** 30)).toBe(0);
  });

  it("counts the time since the first snapshot, a process born meanwhile in full, and never a negative one", () => {
    expect(cpuSince(new Map([[1, 100], [2, 50], [3, 70]]), new Map([[1, 160], [2, 40], [4, 30]]))).toBe(60 + 0 + 30);
  });
});

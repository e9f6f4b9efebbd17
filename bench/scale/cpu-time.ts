// Where the CPU goes during a load run (Linux /proc): the server instances,
// PostgreSQL's processes, the load generator (this process) and the machine
// as a whole. It explains the scale-out figures on a machine with few cores.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times (USER_HZ): 100 on Linux. */
const TICKS_PER_SECOND = 100;

/** User + system CPU time of one process, in milliseconds; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    return cpuMsFromStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return 0;
  }
}

/** utime and stime, the 14th and 15th fields of /proc/<pid>/stat (the name, in parentheses, may hold spaces). */
export function cpuMsFromStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Every process whose command is `postgres` (the server and its backends). */
export function postgresPids(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Busy and total CPU time of the whole machine since boot, in ticks (/proc/stat's first line). */
export function machineTicks(procStat = readFileSync("/proc/stat", "utf8")): { busy: number; total: number } {
  const fields = (procStat.split("\n")[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

export type CpuShare = {
  /** CPU milliseconds per answered request. */
  instancesMs: number;
  postgresMs: number;
  loadGeneratorMs: number;
  /** Share of the machine's CPU time that was busy during the run (every process, others' work included). */
  machineBusy: number;
};

/** Starts counting; the returned function ends the count and divides by the requests. */
export function measureCpu(instancePids: readonly number[]): (requests: number) => CpuShare {
  const snapshot = (pids: readonly number[]) => new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
  const before = { instances: snapshot(instancePids), postgres: snapshot(postgresPids()), self: process.cpuUsage(), machine: machineTicks() };
  return (requests) => {
    const self = process.cpuUsage(before.self);
    const machine = machineTicks();
    const per = (ms: number) => (requests > 0 ? ms / requests : Number.NaN);
    return {
      instancesMs: per(cpuSince(before.instances, snapshot(instancePids))),
      // Backends that ended during the run take their time with them; those that began count in full.
      postgresMs: per(cpuSince(before.postgres, snapshot(postgresPids()))),
      loadGeneratorMs: per((self.user + self.system) / 1000),
      machineBusy: (machine.busy - before.machine.busy) / Math.max(1, machine.total - before.machine.total),
    };
  };
}

/** CPU time used between two snapshots by the processes alive at the second (pid → ms). */
export function cpuSince(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += Math.max(0, ms - (before.get(pid) ?? 0));
  return total;
}

// Builds the site (`npm run build`) into the benchmark's own BUILD_DIR and
// measures the build's peak memory two ways: the largest single process
// (/usr/bin/time -v, when present) and the whole process tree (polled /proc).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";

export type BuildResult = { seconds: number; peakProcessBytes: number; peakTreeBytes: number };

/** "Maximum resident set size (kbytes): 123456" in /usr/bin/time -v's report, in bytes. */
export function maxResidentFromTimeReport(report: string): number {
  const kbytes = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(report)?.[1];
  return kbytes === undefined ? Number.NaN : Number(kbytes) * 1024;
}

/** Sum of the resident memory of a process and all its descendants, in bytes. */
export function treeResidentBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name may hold spaces and parentheses: fields follow the last ")".
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(name);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // the process ended while we read
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Astro's and Vite's caches for a build into buildDir, as astro.config.ts
 * names them (one pair per build directory, by its last path segment).
 */
export function buildCacheDirs(buildDir: string): string[] {
  const name = basename(resolve(buildDir));
  return [`node_modules/.astro/${name}`, `node_modules/.vite/astro-${name}`];
}

/**
 * `npm run build` with BUILD_DIR=buildDir (and SITE_URL when given), timed,
 * with its peak memory: cold, into an emptied directory and without the
 * caches of an earlier build there.
 */
export async function buildSite(buildDir: string, env: Record<string, string> = {}): Promise<BuildResult> {
  for (const dir of [buildDir, ...buildCacheDirs(buildDir)]) rmSync(dir, { recursive: true, force: true });
  const timeReport = join(tmpdir(), `ankur-bench-build-time-${process.pid}.txt`);
  const useTime = existsSync("/usr/bin/time");
  const command = useTime ? "/usr/bin/time" : "npm";
  const args = useTime ? ["-v", "-o", timeReport, "npm", "run", "build"] : ["run", "build"];
  const started = performance.now();
  const child = spawn(command, args, { env: { ...process.env, ...env, BUILD_DIR: buildDir }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let peakTreeBytes = 0;
  const poll = setInterval(() => {
    if (child.pid) peakTreeBytes = Math.max(peakTreeBytes, treeResidentBytes(child.pid));
  }, 100);
  const code = await new Promise<number | null>((done) => child.once("close", done));
  clearInterval(poll);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`npm run build failed (exit ${code}):\n${output.slice(-4000)}`);
  let peakProcessBytes = Number.NaN;
  if (useTime && existsSync(timeReport)) {
    peakProcessBytes = maxResidentFromTimeReport(readFileSync(timeReport, "utf8"));
    rmSync(timeReport, { force: true });
  }
  return { seconds, peakProcessBytes, peakTreeBytes };
}

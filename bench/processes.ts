// Child processes of the benchmark: free ports, the built server, readiness
// and resident memory from /proc.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { serveArguments, withoutNodeFlags } from "./serve-command.ts";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

/** Waits until `url` answers 2xx, or throws when the process ends or 30 s pass. */
export async function waitForUrl(url: string, child?: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The process for ${url} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs / 1000} s`);
}

/** Resident and peak resident memory of a process, in bytes (Linux /proc). */
export function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: field("VmRSS"), peak: field("VmHWM") };
}

export type SiteServer = { url: string; port: number; pid: number; stop: () => Promise<void> };

/** The arguments after `node` in package.json's "serve" script: its Node flags, the launcher and the entry. */
export function serveScriptArguments(): string[] {
  const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { scripts?: Record<string, string> };
  return serveArguments(packageJson.scripts?.serve);
}

/**
 * Starts the server as `npm run serve` does (its Node flags and launcher) on a
 * free port with the given environment, and waits for /api/health.
 * `dropNodeFlags`: Node flags of the "serve" script to leave out, to compare
 * the server with and without them.
 */
export async function startSiteServer(env: Record<string, string>, { dropNodeFlags = [] }: { dropNodeFlags?: readonly string[] } = {}): Promise<SiteServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, withoutNodeFlags(serveScriptArguments(), dropNodeFlags), {
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "localhost" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForUrl(`${url}/api/health`, child);
  return { url, port, pid: child.pid as number, stop: () => stopProcess(child) };
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the process has ended. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await ended;
  clearTimeout(timer);
}

// The built server as a child process that can be killed with SIGKILL and
// started again on the same port and data, as `npm run serve` starts it.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { serveArguments } from "../serve-command.ts";

const ROOT = join(import.meta.dirname, "..", "..");

export type ServerProcess = {
  baseUrl: string;
  port: number;
  pid: number;
  /** Resolves when the process has ended. */
  exited: Promise<void>;
  alive: () => boolean;
  /** SIGKILL: no shutdown, no flush, as a crash or the OOM killer. */
  kill9: () => Promise<void>;
  /** SIGTERM, SIGKILL after 10 s. */
  stop: () => Promise<void>;
  /** What the server wrote to stderr (the last 20 000 characters), for a failure's report. */
  stderr: () => string;
};

/** Starts the server and resolves once /api/health answers; `healthMs` is how long that took from the spawn. */
export async function startServer(port: number, env: Record<string, string>, timeoutMs = 30_000): Promise<{ server: ServerProcess; healthMs: number }> {
  const packageJson = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts?: Record<string, string> };
  const started = performance.now();
  const child = spawn(process.execPath, serveArguments(packageJson.scripts?.serve), {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      // Mail off: the outbox keeps the messages; this benchmark is about the leads.
      SMTP_URL: "",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    port,
    pid: child.pid as number,
    exited,
    alive: () => !hasEnded(child),
    kill9: async () => {
      if (!hasEnded(child)) child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      if (hasEnded(child)) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
    stderr: () => stderr,
  };
  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    await server.kill9();
    throw new Error(`${(error as Error).message}\n${stderr.slice(-4000)}`, { cause: error });
  }
  return { server, healthMs: performance.now() - started };
}

const hasEnded = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (hasEnded(child)) throw new Error(`The server exited (code ${child.exitCode}, signal ${child.signalCode}) before answering /api/health`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Nothing answered at ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

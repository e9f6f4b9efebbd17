import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "pg";

/**
 * Several real server processes (`node server/main.ts`) on loopback ports
 * against one PostgreSQL, as the scale-out deployment runs them: the
 * multi-instance test and `npm run bench:scale` share these pieces.
 */

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SERVER_ENTRY = join(REPO_ROOT, "server", "main.ts");

export type ServerInstance = {
  name: string;
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** The last lines the process wrote, for a failure message. */
  output: () => string;
  /** SIGTERM (graceful shutdown), SIGKILL after 10 s. */
  stop: () => Promise<void>;
  /** kill -9: no shutdown at all, as a crashed machine. */
  kill: () => Promise<void>;
};

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

/** A stand-in for the built site (the server needs client/index.html; the staff pages need the SPA shell). */
export function standInSite(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "ankur-scale-site-"));
  mkdirSync(join(dir, "client", "admin"), { recursive: true });
  writeFileSync(join(dir, "client", "index.html"), "<!doctype html><title>Ankur</title><h1>Ankur</h1>");
  writeFileSync(join(dir, "client", "admin", "index.html"), "<!doctype html><title>Ankur</title>");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type FreshSchema = {
  schema: string;
  /** DATABASE_URL for the servers: the same database, this schema first on the search path. */
  databaseUrl: string;
  drop: () => Promise<void>;
};

/** An empty PostgreSQL schema of its own, dropped afterwards. */
export async function createFreshSchema(databaseUrl: string, prefix = "scale"): Promise<FreshSchema> {
  const schema = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    schema,
    databaseUrl: withSearchPath(databaseUrl, schema),
    async drop() {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

/** postgres://…/db?options=-c%20search_path%3D<schema>: every connection of the pool works in that schema. */
export function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.delete("options");
  const options = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  // Percent-encoded by hand: URLSearchParams would write the space as "+".
  url.search = url.search ? `${url.search}&${options}` : `?${options}`;
  return url.toString();
}

const OUTPUT_KEPT = 8000;

/**
 * Starts `node server/main.ts` on a free loopback port with the given
 * environment, and waits until it is ready (GET /api/ready; /api/health on a
 * server without the readiness endpoint).
 */
export async function startInstance(name: string, env: Record<string, string>, options: { waitReady?: boolean } = {}): Promise<ServerInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const instance: ServerInstance = {
    name,
    url,
    port,
    pid: child.pid as number,
    child,
    output: () => output,
    async stop() {
      if (!running()) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await ended;
      clearTimeout(timer);
    },
    async kill() {
      if (!running()) return;
      child.kill("SIGKILL");
      await ended;
    },
  };
  if (options.waitReady !== false) {
    try {
      await waitUntilReady(instance);
    } catch (error) {
      await instance.kill();
      throw error;
    }
  }
  return instance;
}

/** Polls GET /api/ready (falling back to /api/health while a server has no readiness endpoint) until it answers 200. */
export async function waitUntilReady(instance: ServerInstance, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let path = "/api/ready";
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) {
      throw new Error(`${instance.name} exited (${instance.child.exitCode ?? instance.child.signalCode}) before it was ready:\n${instance.output()}`);
    }
    try {
      const response = await fetch(`${instance.url}${path}`);
      await response.arrayBuffer();
      if (response.ok) return;
      if (response.status === 404 && path === "/api/ready") path = "/api/health";
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${instance.name} was not ready within ${timeoutMs / 1000} s:\n${instance.output()}`);
}

/** Starts `count` instances at once with one environment. */
export async function startInstances(count: number, env: Record<string, string>): Promise<ServerInstance[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, (_, i) => startInstance(`instance ${i + 1}`, env)));
  const instances = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failure = started.find((result) => result.status === "rejected");
  if (failure) {
    await stopAll(instances);
    throw failure.reason;
  }
  return instances;
}

export async function stopAll(instances: readonly ServerInstance[]): Promise<void> {
  await Promise.all(instances.map((instance) => instance.stop()));
}

/** Hands out the live instances in turn, as a round-robin proxy does; a removed one is skipped. */
export class RoundRobin {
  private next = 0;
  private readonly live: ServerInstance[];

  constructor(instances: readonly ServerInstance[]) {
    this.live = [...instances];
  }

  pick(): ServerInstance {
    if (this.live.length === 0) throw new Error("no instance left");
    const instance = this.live[this.next % this.live.length] as ServerInstance;
    this.next = (this.next + 1) % this.live.length;
    return instance;
  }

  remove(instance: ServerInstance): void {
    const at = this.live.indexOf(instance);
    if (at !== -1) this.live.splice(at, 1);
  }
}

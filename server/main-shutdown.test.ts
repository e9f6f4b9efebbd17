import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadRoute } from "../contract/leads/lead-paths.ts";
import { TEST_DATABASE_URL, warnPostgresSkipped } from "./db/test-databases.ts";

/**
 * The server process itself (server/main.ts) and a real SIGTERM: a form whose
 * body is still arriving when the signal comes is stored and answered, and
 * the process exits 0. SQLite always; PostgreSQL too when TEST_DATABASE_URL is
 * set (without it, a banner on a developer's machine, and under CI this file
 * fails, as every PostgreSQL leg does).
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const contact = JSON.stringify({
  name: "Priya Deshmukh",
  email: "priya@sahyadri-agro.in",
  organization: "Sahyadri Agro Producers",
  role: "Director",
  message: "We would like to discuss a cohort for our member farmers.",
  website: "",
});

type Server = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: join(import.meta.dirname, ".."),
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
    if (match) return { child, port: Number(match[1]), output: () => output, exited };
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not start:\n${output}`);
}

/** Sends the form's headers and half its body now, and the rest when told to. */
function slowPost(port: number, path: string, body: string) {
  let finish!: () => void;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { answer, finish: () => finish() };
}

async function getStatus(port: number, path: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  await res.text();
  return res.status;
}

warnPostgresSkipped();

const engines: { name: string; env: () => Promise<{ env: Record<string, string>; cleanUp: () => Promise<void> }> }[] = [
  {
    name: "SQLite",
    async env() {
      const dataDir = mkdtempSync(join(tmpdir(), "ankur-main-data-"));
      return { env: { DATA_DIR: dataDir }, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
  ...(TEST_DATABASE_URL
    ? [
        {
          name: "PostgreSQL",
          async env() {
            const schema = `test_${randomBytes(6).toString("hex")}`;
            const admin = new Client({ connectionString: TEST_DATABASE_URL });
            await admin.connect();
            await admin.query(`create schema ${schema}`);
            const url = new URL(TEST_DATABASE_URL as string);
            url.searchParams.set("options", `-c search_path=${schema}`);
            return {
              env: { DATABASE_URL: url.href },
              async cleanUp() {
                await admin.query(`drop schema ${schema} cascade`);
                await admin.end();
              },
            };
          },
        },
      ]
    : []),
];

describe.each(engines)("the server process on $name", (engine) => {
  let buildDir = "";
  beforeAll(() => {
    buildDir = mkdtempSync(join(tmpdir(), "ankur-main-site-"));
    mkdirSync(join(buildDir, "client"));
    writeFileSync(join(buildDir, "client", "index.html"), "<!doctype html><title>Ankur</title>");
  });
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  it("on SIGTERM answers the form still arriving, then exits 0", { timeout: 30_000 }, async () => {
    const { env, cleanUp } = await engine.env();
    const server = await startServer({ ...env, BUILD_DIR: buildDir });
    try {
      expect(await getStatus(server.port, "/api/ready")).toBe(200);
      const post = slowPost(server.port, leadRoute("contact"), contact);
      await sleep(200);
      server.child.kill("SIGTERM");
      await sleep(300);
      // Draining: no new connections.
      await expect(getStatus(server.port, "/api/health")).rejects.toThrow(/fetch failed/);
      post.finish();
      const answer = await post.answer;
      expect({ status: answer.status, log: answer.status === 201 ? "" : server.output() }).toEqual({ status: 201, log: "" });
      expect(JSON.parse(answer.body)).toMatchObject({ success: true, id: expect.stringMatching(/^CON-/) });
      const code = await server.exited;
      expect({ code, log: code === 0 ? "" : server.output() }).toEqual({ code: 0, log: "" });
      expect(server.output()).toContain('"msg":"shut down"');
    } finally {
      server.child.kill("SIGKILL");
      await cleanUp();
    }
  });

  it("exits 1 after SHUTDOWN_TIMEOUT when a request never finishes", { timeout: 30_000 }, async () => {
    const { env, cleanUp } = await engine.env();
    const server = await startServer({ ...env, BUILD_DIR: buildDir, SHUTDOWN_TIMEOUT: "500ms" });
    try {
      const post = slowPost(server.port, leadRoute("contact"), contact);
      post.answer.catch(() => undefined);
      await sleep(200);
      const signalled = Date.now();
      server.child.kill("SIGTERM");
      const code = await server.exited;
      expect({ code, log: code === 1 ? "" : server.output() }).toEqual({ code: 1, log: "" });
      expect(Date.now() - signalled).toBeLessThan(5000);
      expect(server.output()).toContain("SHUTDOWN_TIMEOUT");
    } finally {
      server.child.kill("SIGKILL");
      await cleanUp();
    }
  });
});

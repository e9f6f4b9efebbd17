import { type ChildProcess, spawn } from "node:child_process";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// `npm run dev` (README): Astro's dev server renders the pages and forwards
// /api to the API server (API_ORIGIN), presenting the call as coming from its
// origin. A stand-in API answers here, so the test needs no database.

let api: Server;
let dev: ChildProcess;
let devOrigin = "";
const apiCalls: { url: string | undefined; origin: string | undefined }[] = [];

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once the dev server prints its address; rejects if it exits first. */
function started(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("ready in")) resolve();
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`astro dev exited (${code}):\n${output}`)));
  });
}

function withoutTestRunner(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith("VITEST") && name !== "NODE_ENV" && name !== "TEST"));
}

beforeAll(async () => {
  api = createServer((request, response) => {
    apiCalls.push({ url: request.url, origin: request.headers.origin });
    response.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
  });
  const apiPort = await listening(api);
  const port = await freePort();
  devOrigin = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ["node_modules/astro/bin/astro.mjs", "dev", "--host", "127.0.0.1", "--port", String(port)], {
    // As `npm run dev` starts it: not in this test runner's mode (Astro serves no pages under VITEST).
    env: { ...withoutTestRunner(process.env), API_ORIGIN: `http://127.0.0.1:${apiPort}`, ASTRO_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await started(dev);
}, 60_000);

afterAll(async () => {
  dev?.kill();
  await new Promise((resolve) => api?.close(resolve));
});

describe("npm run dev", () => {
  it("renders a page, its words from the components", async () => {
    const response = await fetch(`${devOrigin}/faq`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Do you take equity?");
  }, 60_000);

  it("forwards /api to the API server as coming from the API's own origin", async () => {
    const response = await fetch(`${devOrigin}/api/health`);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(apiCalls.at(-1)?.url).toBe("/api/health");
    expect(apiCalls.at(-1)?.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/open-database.ts";

/**
 * Issue 11: odd and hostile URLs on the static server, sent raw over a
 * socket (fetch and app.inject would normalise the dot segments first).
 * Each gets 400, 404 or 414, and never a byte of a file outside build/client.
 */
const SECRET = "ankur-secret-outside-the-build";

const HOSTILE_PATHS = [
  "/../secret.txt",
  "/../../../../etc/passwd",
  "/..%2f..%2fetc/passwd",
  "/..%2fsecret.txt",
  "/%2e%2e/",
  "/%2e%2e/secret.txt",
  "/%2e%2e%2fsecret.txt",
  "/assets/..%5c..%5csecret.txt",
  "/assets/..%5c",
  "/assets/%2e%2e%5csecret.txt",
  "/assets/../../secret.txt",
  "/%252e%252e/%252e%252e/etc/passwd",
  "/%252e%252e%252fsecret.txt",
  "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
  "/..%c0%afsecret.txt",
  "/%00",
  "/index.html%00.js",
  "/assets/app-1a2b3c.js%00",
  "/%",
  "/%zz",
  "/%e0%a4",
  "/%ff%fe",
  `/${"a".repeat(10_000)}`,
  `/assets/${"..%2f".repeat(2000)}secret.txt`,
  "//etc/passwd",
  "/\\..\\secret.txt",
  "/secret.txt",
  "/client/index.html",
  "/.env",
  "/index.html/..",
];

function rawGet(port: number, path: string): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method: "GET", path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, type: String(res.headers["content-type"] ?? "") }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the static server under hostile paths", () => {
  let siteDir: string;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), "ankur-paths-site-"));
    const client = join(siteDir, "client");
    mkdirSync(join(client, "assets"), { recursive: true });
    writeFileSync(join(client, "index.html"), "<!doctype html><title>Ankur</title>");
    writeFileSync(join(client, "assets", "app-1a2b3c.js"), "console.log(1)");
    writeFileSync(join(siteDir, "secret.txt"), SECRET);
    writeFileSync(join(siteDir, ".env"), SECRET);
    const database = await openDatabase({ dataDir: siteDir });
    app = await buildApp({ config: loadConfig({ BUILD_DIR: siteDir, LOG_LEVEL: "silent" }), logger: false, database });
    app.addHook("onClose", () => database.close());
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it.each(HOSTILE_PATHS.map((path) => [path.length > 60 ? `${path.slice(0, 60)}… (${path.length} chars)` : path, path]))(
    "answers %s with 400, 404 or 414 and nothing from outside the build",
    async (_label, path) => {
      const res = await rawGet(port, path);
      expect([400, 404, 414]).toContain(res.status);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toMatch(/root:.*:0:0:/);
    },
  );

  it("still serves the real files", async () => {
    expect((await rawGet(port, "/")).status).toBe(200);
    expect((await rawGet(port, "/assets/app-1a2b3c.js")).body).toBe("console.log(1)");
  });
});

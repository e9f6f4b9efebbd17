import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyRedirects } from "../../contract/legacy-redirects.ts";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { type ServerInstance, freePort, startInstance } from "../../server/scale/server-instances.ts";
import { type LocalNginx, localNginxConfig, nginxBinary, standInBuild, testNginxConfig } from "./nginx-test-site.ts";
import { nginxSiteMaps, readBuiltPages } from "./nginx-site-maps.ts";

/**
 * deploy/nginx/ankur.conf as nginx itself reads it: `nginx -t` on a complete
 * configuration around it, then a real nginx in front of one app instance,
 * serving the pages with the app's headers and passing the API through.
 */

const nginx = nginxBinary();
if (!nginx) {
  const line = "!".repeat(78);
  console.warn(`\n${line}\n!! nginx is not installed: deploy/nginx/ankur.conf was NOT checked.\n!! apt-get install nginx (bash .ci/run does) to check it.\n${line}\n`);
}

/** Headers that each server sets its own way: nginx's ETag and dates differ from the app's, and say nothing about the page. */
const PER_SERVER_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "etag", "last-modified", "accept-ranges", "transfer-encoding", "server", "vary"]);

const contactBody = JSON.stringify({ name: "Priya Deshmukh", email: "priya@sahyadri-agro.in", message: "We would like to discuss an incubation cohort.", website: "" });

/** A request from a chosen loopback address (127.0.0.2, …), as from another visitor. */
function fromAddress(localAddress: string, url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

describe.skipIf(!nginx)("nginx in front of the app (deploy/nginx/ankur.conf)", () => {
  const site = standInBuild();
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-nginx-data-"));
  let app: ServerInstance;
  let local: LocalNginx;
  let proxy: ChildProcess | undefined;
  let base = "";

  beforeAll(async () => {
    app = await startInstance("app", { BUILD_DIR: site.buildDir, DATA_DIR: dataDir, TRUST_PROXY: "127.0.0.1", RATE_LIMIT_MAX: "1", SITE_URL: "http://localhost:3000" });
    const port = await freePort();
    const maps = nginxSiteMaps(readBuiltPages(site.clientDir), legacyRedirects, { https: false });
    local = localNginxConfig({ port, appAddress: `127.0.0.1:${app.port}`, clientDir: site.clientDir, maps });
    base = `http://127.0.0.1:${port}`;
  }, 30_000);

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const ended = new Promise((resolve) => proxy?.once("exit", resolve));
      proxy.kill("SIGQUIT");
      await ended;
    }
    await app?.stop();
    local?.remove();
    site.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("passes nginx -t", () => {
    const result = testNginxConfig(nginx as string, local);
    expect(result.output).toContain("test is successful");
    expect(result.ok).toBe(true);
  });

  it("starts and serves a page with the same CSP as the app, revalidated on every visit", async () => {
    proxy = spawn(nginx as string, ["-p", local.prefix, "-e", join(local.prefix, "error.log"), "-c", local.conf], { stdio: "ignore" });
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await fetch(`${base}/`);
        break;
      } catch (error) {
        if (Date.now() > deadline || proxy.exitCode !== null) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    for (const path of ["/", "/about-us", "/solutions-services/corporate-partnerships/open-innovation-challenges"]) {
      const viaNginx = await fetch(`${base}${path}`);
      const fromApp = await fetch(`${app.url}${path}`);
      expect(viaNginx.status).toBe(200);
      expect(await viaNginx.text()).toBe(await fromApp.text());
      expect(viaNginx.headers.get("server")).toMatch(/^nginx/);
      expect(viaNginx.headers.get("content-security-policy")).toContain("'sha256-");
      expect(viaNginx.headers.get("content-security-policy")).toBe(fromApp.headers.get("content-security-policy"));
      expect(viaNginx.headers.get("cache-control")).toBe("no-cache");
      expect(viaNginx.headers.get("content-type")).toBe("text/html; charset=utf-8");
      // Every header the app sends with a page, but those that describe the connection or this copy of the file.
      const appHeaders = [...fromApp.headers.entries()].filter(([name]) => !PER_SERVER_HEADERS.has(name));
      expect(appHeaders.length).toBeGreaterThan(8);
      expect(Object.fromEntries(appHeaders.map(([name]) => [name, viaNginx.headers.get(name)]))).toEqual(Object.fromEntries(appHeaders));
    }
  });

  it("sends the precompressed file, and hashed assets immutable", async () => {
    const gzipped = await fromAddress("127.0.0.1", `${base}/about-us`, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toBe("Accept-Encoding");
    const asset = await fetch(`${base}/assets/entry-4f9a2c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers an unknown page with the not-found page and status 404", async () => {
    for (const path of ["/no-such-page", "/404"]) {
      const missing = await fetch(`${base}${path}`);
      expect({ path, status: missing.status }).toEqual({ path, status: 404 });
      expect(await missing.text()).toContain("Page not found");
      expect(missing.headers.get("content-security-policy")).toContain("'sha256-");
    }
  });

  it("redirects the legacy paths and a trailing slash with 301, as the app does", async () => {
    const [from, to] = Object.entries(legacyRedirects)[0] as [string, string];
    const legacy = await fetch(`${base}${from}`, { redirect: "manual" });
    expect(legacy.status).toBe(301);
    expect(new URL(legacy.headers.get("location") as string, base).pathname + new URL(legacy.headers.get("location") as string, base).hash).toBe(to);
    const slash = await fetch(`${base}/about-us/?ref=x`, { redirect: "manual" });
    expect(slash.status).toBe(301);
    expect(new URL(slash.headers.get("location") as string, base).pathname).toBe("/about-us");
  });

  it("passes /api and /admin to the app", async () => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    const admin = await fetch(`${base}/admin/sign-in`);
    expect(admin.status).toBe(200);
    expect(admin.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(admin.headers.get("cache-control")).toBe("no-store");
  });

  it("gives each visitor their own rate limit through the proxy (TRUST_PROXY=127.0.0.1, X-Forwarded-For set by nginx)", async () => {
    const post = (address: string, extra: Record<string, string> = {}) =>
      fromAddress(address, `${base}${leadRoute("contact")}`, { method: "POST", headers: { "content-type": "application/json", ...extra }, body: contactBody });
    expect((await post("127.0.0.2")).status).toBe(201);
    // RATE_LIMIT_MAX=1: the same visitor again is refused, even when claiming another address.
    expect((await post("127.0.0.2")).status).toBe(429);
    expect((await post("127.0.0.2", { "x-forwarded-for": "203.0.113.9" })).status).toBe(429);
    // Another visitor is not.
    expect((await post("127.0.0.3")).status).toBe(201);
  });
});

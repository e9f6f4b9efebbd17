import { request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyRedirects } from "../../contract/legacy-redirects.ts";
import { INCUBATION_BODY_LIMIT } from "../../contract/leads/lead-limits.ts";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { FAILURE_TEXT } from "../../server/api/leads/lead-answers.ts";
import { rawExchange } from "../../server/security/raw-http.ts";
import { securityHeaders } from "../../server/security-headers.ts";
import { type ServerInstance, freePort, startInstance } from "../../server/scale/server-instances.ts";
import { reportMissingLeg } from "../../server/test-legs.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "../../server/static/content-security-policy.ts";
import { type LocalNginx, RENDERED_PAGE_SCRIPT, STAND_IN_FILES, localNginxConfig, nginxBinary, standInBuild, startNginx, testNginxConfig } from "./nginx-test-site.ts";
import { BUSY_RETRY_AFTER, nginxSiteMaps, readBuiltPages } from "./nginx-site-maps.ts";
import { connect, type Socket } from "node:net";

/**
 * deploy/nginx/ankur.conf as nginx itself reads it: `nginx -t` on a complete
 * configuration around it, then a real nginx in front of one app instance,
 * serving the pages with the app's headers and passing the API through.
 */

const nginx = nginxBinary();
// Without nginx: a banner on a developer's machine; under CI this file fails (server/test-legs.ts).
if (!nginx) {
  reportMissingLeg({
    name: "nginx leg (deploy/nginx/ankur.conf in a real nginx)",
    missing: "nginx is not installed",
    instead: "deploy/nginx/ankur.conf was NOT checked.",
    howToRun: "apt-get install nginx (bash .ci/run does) to check it.",
  });
}

/** Headers that each server sets its own way: nginx's ETag and dates differ from the app's, and say nothing about the page. */
const PER_SERVER_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "etag", "last-modified", "accept-ranges", "transfer-encoding", "server", "vary"]);

const contactBody = JSON.stringify({ name: "Priya Deshmukh", email: "priya@sahyadri-agro.in", message: "We would like to discuss an incubation cohort.", website: "" });

/**
 * An answer nginx wrote itself under /api/ must look like the app's:
 * `{ success: false, message }` in the app's words, no-store, and the app's
 * security headers (the default CSP: no page's hashes).
 */
const APP_HEADERS = securityHeaders({ https: false });

function apiFailureOf(answer: { status: number; headers: Record<string, string | string[] | undefined>; body: string }) {
  return {
    status: answer.status,
    type: answer.headers["content-type"],
    body: JSON.parse(answer.body) as unknown,
    headers: Object.fromEntries(Object.keys(APP_HEADERS).map((name) => [name, answer.headers[name]])),
    cacheControl: answer.headers["cache-control"],
  };
}

const apiFailure = (status: number, message: string): ReturnType<typeof apiFailureOf> => ({
  status,
  type: "application/json; charset=utf-8",
  body: { success: false, message },
  headers: APP_HEADERS,
  cacheControl: "no-store",
});

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
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
  let base = "";

  beforeAll(async () => {
    app = await startInstance("app", { BUILD_DIR: site.buildDir, DATA_DIR: dataDir, TRUST_PROXY: "127.0.0.1", RATE_LIMIT_MAX: "1", SITE_URL: "http://localhost:3000" });
    const port = await freePort();
    const maps = nginxSiteMaps(readBuiltPages(site.clientDir), legacyRedirects, { https: false });
    local = localNginxConfig({ port, appAddress: `127.0.0.1:${app.port}`, clientDir: site.clientDir, maps });
    base = `http://127.0.0.1:${port}`;
    // A configuration nginx refuses fails the first test, with nginx's words.
    if (testNginxConfig(nginx as string, local).ok) proxy = await startNginx(nginx as string, local, base);
  }, 30_000);

  afterAll(async () => {
    await proxy?.stop();
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
    expect(proxy?.process.exitCode).toBeNull();
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

  it("answers an unknown page with the not-found page (404.html) and status 404, as the app does", async () => {
    for (const path of ["/no-such-page", "/404", "/404.html"]) {
      const missing = await fetch(`${base}${path}`);
      const fromApp = await fetch(`${app.url}${path}`);
      expect({ path, status: missing.status }).toEqual({ path, status: 404 });
      expect(fromApp.status).toBe(404);
      expect(await missing.text()).toBe(await fromApp.text());
      expect(missing.headers.get("content-security-policy")).toContain("'sha256-");
      expect(missing.headers.get("content-security-policy")).toBe(fromApp.headers.get("content-security-policy"));
    }
  });

  it("serves the events' calendar files with the app's type (nginx's mime.types has no .ics)", async () => {
    const path = "/calendar/ankur-ecosystem-summit-2027.ics";
    const viaNginx = await fetch(`${base}${path}`);
    const fromApp = await fetch(`${app.url}${path}`);
    expect(viaNginx.status).toBe(200);
    expect(await viaNginx.text()).toBe(STAND_IN_FILES["calendar/ankur-ecosystem-summit-2027.ics"]);
    expect(viaNginx.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(viaNginx.headers.get("content-type")).toBe(fromApp.headers.get("content-type"));
    expect(viaNginx.headers.get("cache-control")).toBe(fromApp.headers.get("cache-control"));
    expect(viaNginx.headers.get("content-security-policy")).toBe(fromApp.headers.get("content-security-policy"));
    const gzipped = await fromAddress("127.0.0.1", `${base}${path}`, { headers: { "accept-encoding": "gzip" } });
    expect([gzipped.headers["content-encoding"], gzipped.headers["content-type"]]).toEqual(["gzip", "text/calendar; charset=utf-8"]);
  });

  it("passes the pages the app renders on demand (/thanks/<kind>, /forms/<kind>) to the app", async () => {
    const thanks = "/thanks/contact?reference=ANK-C-2026-0042";
    const viaNginx = await fetch(`${base}${thanks}`);
    const fromApp = await fetch(`${app.url}${thanks}`);
    expect(viaNginx.status).toBe(200);
    const body = await viaNginx.text();
    expect(body).toContain("/thanks/contact ANK-C-2026-0042");
    expect(body).toBe(await fromApp.text());
    expect(viaNginx.headers.get("content-security-policy")).toBe(contentSecurityPolicy(inlineScriptHashes(`<script>${RENDERED_PAGE_SCRIPT}</script>`), { https: false }));
    expect(viaNginx.headers.get("cache-control")).toBe("no-store");
    expect(viaNginx.headers.get("x-robots-tag")).toBe("noindex");
    // A form page is the answer to a POST under /api/, never a GET: the app answers the address with its not-found page.
    const form = await fetch(`${base}/forms/contact`);
    expect(form.status).toBe(404);
    expect(await form.text()).toBe(await (await fetch(`${app.url}/forms/contact`)).text());
  });

  it("takes a browser's plain form post through to the thanks page the app renders", async () => {
    const posted = await fromAddress("127.0.0.8", `${base}${leadRoute("contact")}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      body: new URLSearchParams(JSON.parse(contactBody) as Record<string, string>).toString(),
    });
    expect(posted.status).toBe(303);
    const location = new URL(posted.headers.location as string, base);
    expect(location.pathname).toBe("/thanks/contact");
    const thanks = await fetch(`${base}${location.pathname}${location.search}`);
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain(`/thanks/contact ${encodeURIComponent(location.searchParams.get("reference") ?? "none")}`);
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

  it("passes a body of the app's largest limit (an application with a 10 MB pitch deck) on to the app", async () => {
    const prefix = '{"companyName":"Krishiyantra Labs","motivation":"';
    const body = `${prefix}${"x".repeat(INCUBATION_BODY_LIMIT - prefix.length - 2)}"}`;
    expect(Buffer.byteLength(body)).toBe(INCUBATION_BODY_LIMIT);
    const answer = await fromAddress("127.0.0.4", `${base}${leadRoute("incubation")}`, { method: "POST", headers: { "content-type": "application/json" }, body });
    // The app read it and judged the fields (nginx would have said 413 before the app saw it).
    expect(answer.status).not.toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
  });

  it("answers a body over the app's largest limit itself, at once, in the API's JSON with the app's words", async () => {
    for (const [url, message] of [
      [leadRoute("incubation"), FAILURE_TEXT.incubationTooLarge],
      [leadRoute("contact"), FAILURE_TEXT.smallFormTooLarge],
    ] as const) {
      const answer = await rawExchange(
        Number(new URL(base).port),
        (socket, answered) => {
          socket.write(`POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${INCUBATION_BODY_LIMIT + 1}\r\n\r\n`);
          const ask = setInterval(() => {
            if (answered()) {
              clearInterval(ask);
              socket.end();
            }
          }, 20);
        },
        { localAddress: "127.0.0.5" },
      );
      expect(apiFailureOf(answer)).toEqual(apiFailure(413, message));
    }
  });

  it("answers more than 16 requests at once from one address with the API's 429, and the next one after them", async () => {
    // 16 uploads that never finish their body: each holds a request at nginx (client_body_timeout).
    const holders: Socket[] = [];
    for (let i = 0; i < 16; i++) {
      const socket = connect({ port: Number(new URL(base).port), host: "127.0.0.1", localAddress: "127.0.0.6" });
      socket.on("error", () => undefined);
      socket.write(`POST ${leadRoute("contact")} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
      holders.push(socket);
    }
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(apiFailureOf(await fromAddress("127.0.0.6", `${base}/api/health`))).toEqual(apiFailure(429, FAILURE_TEXT.tooManyRequests(BUSY_RETRY_AFTER)));
      // Another visitor is not held back.
      expect((await fromAddress("127.0.0.7", `${base}/api/health`)).status).toBe(200);
    } finally {
      for (const socket of holders) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fromAddress("127.0.0.6", `${base}/api/health`)).status).toBe(200);
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

describe.skipIf(!nginx)("nginx with no app instance answering", () => {
  const site = standInBuild();
  let local: LocalNginx;
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
  let base = "";

  beforeAll(async () => {
    const [port, nobody] = [await freePort(), await freePort()];
    local = localNginxConfig({ port, appAddress: `127.0.0.1:${nobody}`, clientDir: site.clientDir, maps: nginxSiteMaps(readBuiltPages(site.clientDir), legacyRedirects, { https: false }) });
    base = `http://127.0.0.1:${port}`;
    proxy = await startNginx(nginx as string, local, base);
  }, 30_000);
  afterAll(async () => {
    await proxy?.stop();
    local?.remove();
    site.remove();
  });

  it("answers the API with 503 in the API's JSON, not nginx's 502 page, and still serves the pages", async () => {
    expect(apiFailureOf(await fromAddress("127.0.0.1", `${base}/api/health`))).toEqual(apiFailure(503, FAILURE_TEXT.unexpected));
    expect((await fetch(`${base}/about-us`)).status).toBe(200);
  });
});

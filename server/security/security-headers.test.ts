import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { ADMIN_API } from "../../contract/staff-inbox/inbox-paths.ts";
import { api } from "../api/admin/admin-test-helpers.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type TestDatabase, testEngines } from "../db/test-databases.ts";

/**
 * Issue 11: every kind of answer carries the security headers: a page, a
 * hashed asset, an API success and error, the 404 page, a 301, the admin API.
 */
const PAGE = '<!doctype html><html><head><title>Ankur</title><script>window.__ctx={}</script><script type="module" src="/assets/entry-3f9a1c.js"></script></head><body>Ankur</body></html>';

let siteDir: string;
beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), "ankur-headers-site-"));
  const client = join(siteDir, "client");
  mkdirSync(join(client, "assets"), { recursive: true });
  mkdirSync(join(client, "admin"));
  writeFileSync(join(client, "index.html"), PAGE);
  writeFileSync(join(client, "404.html"), PAGE.replace("Ankur</body>", "Page not found</body>"));
  writeFileSync(join(client, "assets", "entry-3f9a1c.js"), "console.log('ankur');");
  writeFileSync(join(client, "admin", "index.html"), PAGE);
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

/** One request of each kind of answer, and the status it should get. */
const answerKinds: { kind: string; status: number; request: InjectOptions & { url: string } }[] = [
  { kind: "page", status: 200, request: { method: "GET", url: "/" } },
  { kind: "hashed asset", status: 200, request: { method: "GET", url: "/assets/entry-3f9a1c.js" } },
  { kind: "API success", status: 200, request: { method: "GET", url: "/api/health" } },
  {
    kind: "API error",
    status: 422,
    request: { method: "POST", url: leadRoute("contact"), headers: { "content-type": "application/json" }, payload: "{}" },
  },
  { kind: "API not found", status: 404, request: { method: "GET", url: "/api/no-such-thing" } },
  { kind: "404 page", status: 404, request: { method: "GET", url: "/no-such-page" } },
  { kind: "301 legacy redirect", status: 301, request: { method: "GET", url: "/about-us/careers" } },
  { kind: "admin API", status: 401, request: { method: "GET", url: api(ADMIN_API.leads) } },
  { kind: "admin page", status: 200, request: { method: "GET", url: "/admin" } },
  { kind: "bad request", status: 400, request: { method: "GET", url: "/%00" } },
  // Answered by Fastify's router before any route or hook (frameworkErrors), and by the root not-found handler.
  { kind: "malformed URL", status: 400, request: { method: "GET", url: "/%E0%A4%A" } },
  { kind: "API malformed URL", status: 400, request: { method: "GET", url: "/api/%E0%A4%A" } },
  { kind: "API method not taken", status: 404, request: { method: "POST", url: "/api/no-such-thing" } },
];

function expectSecurityHeaders(res: LightMyRequestResponse, { https }: { https: boolean }) {
  const csp = String(res.headers["content-security-policy"] ?? "");
  const directives = new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name = "", ...values]) => [name, values]));
  const scriptSrc = directives.get("script-src") ?? directives.get("default-src") ?? [];
  expect(scriptSrc.length).toBeGreaterThan(0);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain("*");
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(String(res.headers["permissions-policy"])).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  expect(res.headers["strict-transport-security"]).toBe(https ? "max-age=31536000; includeSubDomains" : undefined);
}

describe.each(testEngines())("security headers on $name", (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    t = await engine.open();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  for (const siteUrl of ["https://ankur.example.in", "http://localhost:3000"]) {
    const https = siteUrl.startsWith("https:");
    it.each(answerKinds)(`sets them on a $kind (${siteUrl})`, async ({ status, request }) => {
      app = await buildApp({ config: loadConfig({ BUILD_DIR: siteDir, LOG_LEVEL: "silent", SITE_URL: siteUrl }), logger: false, database: t.database });
      const res = await app.inject(request);
      expect(res.statusCode).toBe(status);
      expectSecurityHeaders(res, { https });
      // A page allows its own inline scripts by hash, nothing else inline.
      const isPage = String(res.headers["content-type"]).startsWith("text/html");
      expect(isPage && !/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/.test(String(res.headers["content-security-policy"]))).toBe(false);
    });
  }
});

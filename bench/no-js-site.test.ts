import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fileForPath, pickEncoding, startNoJsServer, withoutScripts } from "./no-js-site.ts";

describe("withoutScripts", () => {
  it("removes every script element and module preload, and keeps the rest", () => {
    const html = [
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/x.css"/>',
      '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
      '<body><h1>Ankur</h1><script>window.a = "</p>";</script><script type="module" async="">import "/assets/a.js";</script>',
      '<script src="/assets/b.js"></script></body>',
    ].join("");
    expect(withoutScripts(html)).toBe('<head><link rel="stylesheet" href="/assets/x.css"/></head><body><h1>Ankur</h1></body>');
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, like the site's server", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe("fileForPath", () => {
  const dir = mkdtempSync(join(tmpdir(), "no-js-site-test-"));
  mkdirSync(join(dir, "faq"));
  writeFileSync(join(dir, "index.html"), "home");
  writeFileSync(join(dir, "faq", "index.html"), "faq");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("maps pages to their index.html and files to themselves", () => {
    expect(fileForPath(dir, "/")).toBe(join(dir, "index.html"));
    expect(fileForPath(dir, "/faq")).toBe(join(dir, "faq", "index.html"));
    expect(fileForPath(dir, "/faq/index.html")).toBe(join(dir, "faq", "index.html"));
    expect(fileForPath(dir, "/nope")).toBeUndefined();
  });

  it("never leaves the directory", () => {
    expect(fileForPath(dir, "/../../etc/passwd")).toBeUndefined();
    expect(fileForPath(dir, "/%2e%2e/%2e%2e/etc/passwd")).toBeUndefined();
  });
});

describe("startNoJsServer", () => {
  const dir = mkdtempSync(join(tmpdir(), "no-js-site-test-"));
  writeFileSync(join(dir, "index.html"), '<html><body><h1>Hello</h1><script type="module">run()</script></body></html>');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("serves pages without their scripts, and a plain 404 when the build has no 404 page", async () => {
    const server = await startNoJsServer(dir, 0);
    try {
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe("<html><body><h1>Hello</h1></body></html>");
      const missing = await fetch(`${server.url}/favicon.ico`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe("Not found");
      // Still up after the miss.
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fileForPath, pickEncoding, withoutScripts } from "./no-js-site.ts";

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

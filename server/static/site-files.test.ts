import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { SiteFiles } from "./site-files.ts";

describe("SiteFiles", () => {
  const root = mkdtempSync(join(tmpdir(), "site-files-test-"));
  const page = `<!DOCTYPE html><html><body>${"<p>Ankur</p>".repeat(200)}<script>window.a=1</script></body></html>`;
  const home = "<!DOCTYPE html><title>home</title>";
  const pageGzip = gzipSync(page);
  mkdirSync(join(root, "faq"));
  writeFileSync(join(root, "index.html"), home);
  writeFileSync(join(root, "faq", "index.html"), page);
  writeFileSync(join(root, "faq", "index.html.gz"), pageGzip);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const files = new SiteFiles(root);

  it("indexes the two pages by their URL paths, and not the .gz file", () => {
    expect(files.size).toBe(2);
    expect(files.get("/faq/index.html.gz")).toBeUndefined();
  });

  it("unpacks a precompressed page's body on demand, byte for byte", () => {
    const faq = files.get("/faq");
    expect(faq?.gzip?.equals(pageGzip)).toBe(true);
    expect(faq?.br).toBeUndefined();
    expect(faq?.body.toString("utf8")).toBe(page);
    expect(faq?.contentType).toBe("text/html; charset=utf-8");
    // The CSP source of its one inline script, window.a=1.
    expect(faq?.scriptHashes).toEqual(["'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='"]);
  });

  it("holds a file without a compressed form as it is", () => {
    const file = files.get("/");
    expect(file?.body.toString("utf8")).toBe(home);
    expect(file).toMatchObject({ contentType: "text/html; charset=utf-8", etag: '"1AzlU9OlxhsB_yxKLHxJbdltC_4"', immutable: false, scriptHashes: [] });
    expect(file?.gzip).toBeUndefined();
    expect(file?.br).toBeUndefined();
  });
});

describe("SiteFiles: the staff pages' shell", () => {
  const shellOf = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), "site-files-shell-"));
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(join(root, path, ".."), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      const site = new SiteFiles(root);
      return { shell: site.spaFallback?.body.toString("utf8"), admin: site.get("/admin"), size: site.size };
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };

  it("is the build's admin/index.html, which is then no page of its own", () => {
    expect(shellOf({ "index.html": "home", "admin/index.html": "astro staff shell" })).toEqual({ shell: "astro staff shell", admin: undefined, size: 1 });
  });
});

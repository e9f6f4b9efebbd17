import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { SiteFiles } from "./site-files.ts";

describe("SiteFiles", () => {
  const root = mkdtempSync(join(tmpdir(), "site-files-test-"));
  const page = `<!DOCTYPE html><html><body>${"<p>Ankur</p>".repeat(200)}<script>window.a=1</script></body></html>`;
  mkdirSync(join(root, "faq"));
  writeFileSync(join(root, "index.html"), "<!DOCTYPE html><title>home</title>");
  writeFileSync(join(root, "faq", "index.html"), page);
  writeFileSync(join(root, "faq", "index.html.gz"), gzipSync(page));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const files = new SiteFiles(root);

  it("unpacks a precompressed page's body on demand, byte for byte", () => {
    const faq = files.get("/faq");
    expect(faq?.gzip).toBeDefined();
    expect(faq?.body.toString("utf8")).toBe(page);
    expect(faq?.scriptHashes).toHaveLength(1);
  });

  it("holds a file without a compressed form as it is", () => {
    expect(files.get("/")?.body.toString("utf8")).toBe("<!DOCTYPE html><title>home</title>");
    expect(files.get("/")?.gzip).toBeUndefined();
  });
});

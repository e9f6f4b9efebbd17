import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { indexFileKind, searchIndexSize, searchReport } from "./search-index.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("searchIndexSize", () => {
  it("counts the index's files once, as sent: the brotli form where there is one, the file itself otherwise", () => {
    const client = mkdtempSync(join(tmpdir(), "search-index-"));
    made.push(client);
    mkdirSync(join(client, "pagefind", "fragment"), { recursive: true });
    writeFileSync(join(client, "pagefind", "pagefind.js"), "x".repeat(1000));
    writeFileSync(join(client, "pagefind", "pagefind.js.br"), "x".repeat(200));
    writeFileSync(join(client, "pagefind", "pagefind.js.gz"), "x".repeat(250));
    writeFileSync(join(client, "pagefind", "fragment", "en_1.pf_fragment"), "x".repeat(300));
    writeFileSync(join(client, "index.html"), "not the index");
    expect(searchIndexSize(client)).toEqual({ files: 2, bytes: 1300, sentBytes: 500 });
  });

  it("is nothing for a build without an index", () => {
    const client = mkdtempSync(join(tmpdir(), "search-index-"));
    made.push(client);
    expect(searchIndexSize(client)).toEqual({ files: 0, bytes: 0, sentBytes: 0 });
  });
});

describe("indexFileKind", () => {
  it("names what a fetched file of the index is", () => {
    expect(indexFileKind("pagefind.js")).toBe("script");
    expect(indexFileKind("pagefind-worker.js")).toBe("script");
    expect(indexFileKind("wasm.en.pagefind")).toBe("WebAssembly");
    expect(indexFileKind("index/en_4a1b.pf_index")).toBe("index");
    expect(indexFileKind("fragment/en_9c.pf_fragment")).toBe("fragment");
    expect(indexFileKind("pagefind-entry.json")).toBe("entry and metadata");
    expect(indexFileKind("pagefind.en_62bba0ab75.pf_meta")).toBe("entry and metadata");
  });
});

describe("searchReport", () => {
  it("prints the index's size and the query's fetches by kind", () => {
    const lines = searchReport({
      index: { files: 20, bytes: 512_000, sentBytes: 300_000 },
      query: { query: "troupe", requests: 9, transferredBytes: 102_400, byKind: { script: { files: 2, bytes: 20_480 } } },
    });
    expect(lines).toEqual([
      "  index: 20 files, 500.0 KiB on disk, 293.0 KiB as sent (brotli where precompressed)",
      '  one query ("troupe", the header\'s box, empty cache): 9 requests, 100.0 KiB transferred',
      "    script: 2 files, 20.0 KiB",
    ]);
  });
});

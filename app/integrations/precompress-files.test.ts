import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { needsCompressedForms, precompressDirectory, precompressReport } from "./precompress-files.ts";

describe("needsCompressedForms", () => {
  it("takes text files of 256 bytes and more", () => {
    const names = ["index.html", "a.js", "a.css", "logo.svg", "x.json", "robots.txt", "sitemap.xml", "e.ics", "site.webmanifest"];
    expect(names.filter((name) => needsCompressedForms(name, 256))).toEqual(names);
    expect(names.filter((name) => needsCompressedForms(name, 255))).toEqual([]);
  });

  it("leaves images, fonts and its own outputs alone", () => {
    const names = ["og-image.jpg", "a.png", "a.woff2", "deck.pdf", "index.html.br", "index.html.gz"];
    expect(names.filter((name) => needsCompressedForms(name, 100_000))).toEqual([]);
  });
});

describe("precompressDirectory", () => {
  it("writes a .br and a .gz that give back each text file, at any depth, and counts them", () => {
    const root = mkdtempSync(join(tmpdir(), "precompress-"));
    mkdirSync(join(root, "blog", "post"), { recursive: true });
    const page = `<!doctype html><p>${"Ankur ".repeat(200)}</p>`;
    writeFileSync(join(root, "blog", "post", "index.html"), page);
    writeFileSync(join(root, "robots.txt"), "User-agent: *\n");
    writeFileSync(join(root, "photo.jpg"), Buffer.alloc(4096, 1));

    const summary = precompressDirectory(root);

    const path = join(root, "blog", "post", "index.html");
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(page);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(page);
    expect(existsSync(join(root, "robots.txt.br"))).toBe(false);
    expect(existsSync(join(root, "photo.jpg.gz"))).toBe(false);
    expect(summary.files).toBe(1);
    expect(summary.bytes).toBe(Buffer.byteLength(page));
    expect(summary.brotliBytes).toBe(readFileSync(`${path}.br`).length);
  });
});

describe("precompressReport", () => {
  it("says how many files and how many KiB before and after brotli", () => {
    expect(precompressReport({ files: 313, bytes: 6011 * 1024, brotliBytes: 1069 * 1024 })).toBe("precompressed 313 files: 6011 KiB -> 1069 KiB brotli");
  });
});

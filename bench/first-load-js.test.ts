import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { firstLoadJs, scriptUrls } from "./first-load-js.ts";

// A page as the Astro build writes it: JSON-LD, speculation rules, Astro's inline island loader,
// an island whose code is named only in its attributes, and one hoisted module script.
const LOADER = "(()=>{customElements.define('astro-island',class extends HTMLElement{})})();";
const astroPage = [
  '<html><head><script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script type="speculationrules">{"prefetch":[]}</script>',
  '<script type="module" src="/assets/contact-sections.js"></script></head><body>',
  `<script>${LOADER}</script>`,
  '<astro-island component-url="/assets/contact-form.js" renderer-url="/assets/client.js" client="first-use"><form></form></astro-island>',
  "</body></html>",
].join("");

describe("scriptUrls", () => {
  it("takes the script files and module preloads the page loads by itself, not an island's code", () => {
    expect(scriptUrls(astroPage)).toEqual(["/assets/contact-sections.js"]);
    expect(scriptUrls('<link href="/assets/a.js" rel="modulepreload"><link rel="stylesheet" href="/assets/x.css"><script>import("/assets/b.js")</script>')).toEqual([
      "/assets/a.js",
      "/assets/b.js",
    ]);
  });
});

describe("firstLoadJs", () => {
  const dir = mkdtempSync(join(tmpdir(), "first-load-js-test-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "contact"));
  const hoisted = "document.querySelector('form')?.addEventListener('submit',()=>{});";
  writeFileSync(join(dir, "assets", "contact-sections.js"), hoisted);
  writeFileSync(join(dir, "assets", "contact-form.js"), "x".repeat(50_000));
  writeFileSync(join(dir, "contact", "index.html"), astroPage);
  writeFileSync(join(dir, "index.html"), '<html><body><h1>Home</h1><script type="application/ld+json">{}</script></body></html>');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("sums the inline loader and the hoisted script, gzip -9, and leaves the island's code out", () => {
    const weight = firstLoadJs(dir, "/contact");
    expect(weight).toMatchObject({ route: "/contact", files: 1, raw: LOADER.length + hoisted.length });
    expect(weight.gzip).toBe(gzipSync(LOADER, { level: 9 }).length + gzipSync(hoisted, { level: 9 }).length);
  });

  it("is 0 for a page without script", () => {
    expect(firstLoadJs(dir, "/")).toEqual({ route: "/", files: 0, raw: 0, gzip: 0, brotli: 0 });
  });
});

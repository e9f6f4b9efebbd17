import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { indexablePaths } from "./write-sitemap.ts";

describe("sitemap", () => {
  it("lists prerendered pages and leaves out noindex ones and duplicates", () => {
    const dir = mkdtempSync(join(tmpdir(), "sitemap-"));
    const page = (path: string, noindex = false) => {
      mkdirSync(join(dir, path), { recursive: true });
      writeFileSync(join(dir, path, "index.html"), noindex ? '<meta name="robots" content="noindex"/>' : "<h1>x</h1>");
    };
    page("");
    page("about-us");
    page("legal/privacy-policy");
    page("404", true);
    mkdirSync(join(dir, "contact"), { recursive: true });
    writeFileSync(join(dir, "contact", "index.html"), '<link rel="canonical" href="https://x.in/contact-get-involved"/>');
    page("contact-get-involved");
    expect(indexablePaths(dir)).toEqual(["/", "/about-us", "/contact-get-involved", "/legal/privacy-policy"]);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { headSnapshot, prerenderedPages } from "./write-head-snapshot.ts";

function clientBuild(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "head-snapshot-"));
  for (const [path, head] of Object.entries(pages)) {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, "index.html"), `<html><head>${head}</head><body></body></html>`);
  }
  mkdirSync(join(dir, "admin"));
  writeFileSync(join(dir, "admin", "index.html"), "<html><head><title>staff app shell</title></head></html>");
  writeFileSync(join(dir, "404.html"), '<html><head><meta name="robots" content="noindex"/></head></html>');
  return dir;
}

describe("headSnapshot", () => {
  it("holds every prerendered page by route, item pages and the not-found page included, and no other HTML", () => {
    const dir = clientBuild({ "": "<title>Home</title>", "blog/a-post": "<title>Post</title>" });
    expect([...prerenderedPages(dir).keys()]).toEqual(["/", "/404", "/blog/a-post"]);
    const snapshot = headSnapshot(dir, "https://ankur.example.in", "abc1234");
    expect(Object.keys(snapshot.routes)).toEqual(["/", "/404", "/blog/a-post"]);
    expect(snapshot.routes["/404"]?.robots).toBe("noindex");
    expect(snapshot.about).toContain("abc1234");
  });

  it("names the page whose head it cannot read", () => {
    const dir = clientBuild({ faq: "<title>a</title><title>b</title>" });
    expect(() => headSnapshot(dir, "https://ankur.example.in", "abc1234")).toThrow("/faq: 2 <title> elements");
  });
});

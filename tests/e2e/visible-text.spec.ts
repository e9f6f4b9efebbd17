import { type Browser, expect, test } from "@playwright/test";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { readBuiltSite } from "./support/built-site";

// Every page's words, as the build writes them, against a committed snapshot
// (tests/e2e/visible-text.snapshot.txt): moving the site's content from
// TypeScript into collections (issue 23) must not change what a visitor reads.
// A change on purpose is made by re-writing the snapshot and reading its diff:
//   UPDATE_VISIBLE_TEXT=1 npx playwright test visible-text

const snapshotFile = new URL("./visible-text.snapshot.txt", import.meta.url);
/** The text of each page's body, one text node (or image alternative) per line, whitespace collapsed; read by Chromium's parser with scripts off. */
async function siteText(browser: Browser): Promise<string> {
  const { pages } = readBuiltSite();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Nothing is fetched: the words are in the HTML.
  await page.route("**/*", (route) => route.abort());
  const sections: string[] = [];
  for (const path of [...pages.keys()].toSorted()) {
    await page.setContent(pages.get(path)?.html ?? "", { waitUntil: "domcontentloaded" });
    const lines = await page.evaluate(() => {
      const skipped = new Set(["SCRIPT", "STYLE", "TEMPLATE", "svg"]);
      const found: string[] = [];
      const walk = (node: Node) => {
        for (const child of node.childNodes) {
          if (child.nodeType === Node.TEXT_NODE) {
            const text = (child.textContent ?? "").replace(/\s+/g, " ").trim();
            if (text) found.push(text);
          } else if (child instanceof Element && !skipped.has(child.tagName) && !child.hasAttribute("hidden")) {
            const alt = child.tagName === "IMG" ? child.getAttribute("alt") : null;
            if (alt) found.push(`[image: ${alt}]`);
            walk(child);
          }
        }
      };
      walk(document.body);
      return found;
    });
    sections.push(`## ${path}\n${lines.join("\n")}\n`);
  }
  await context.close();
  return sections.join("\n");
}

test("every page reads as the snapshot says, word for word", async ({ browser }) => {
  test.setTimeout(180_000);
  const text = await siteText(browser);
  if (process.env.UPDATE_VISIBLE_TEXT === "1") {
    writeFileSync(snapshotFile, text);
    test.skip(true, "snapshot re-written");
  }
  expect(existsSync(snapshotFile), "the snapshot exists (UPDATE_VISIBLE_TEXT=1 writes it)").toBe(true);
  const expected = readFileSync(snapshotFile, "utf8");
  const pagesOf = (all: string) => new Map(all.split(/^(?=## \/)/m).map((section) => [section.slice(3, section.indexOf("\n")), section]));
  const actualPages = pagesOf(text);
  const expectedPages = pagesOf(expected);
  expect([...actualPages.keys()], "the same pages").toEqual([...expectedPages.keys()]);
  // Every page that differs is reported, not only the first.
  for (const [path, section] of expectedPages) expect.soft(actualPages.get(path), path).toBe(section);
});

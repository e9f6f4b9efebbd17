import { expect, test } from "@playwright/test";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { readBuiltSite } from "./support/built-site";

// Every page's words, as the build writes them, against a committed snapshot
// (tests/e2e/visible-text.snapshot.txt): moving the site's content from
// TypeScript into collections (issue 23) must not change what a visitor reads.
// A change on purpose is made by re-writing the snapshot and reading its diff:
//   UPDATE_VISIBLE_TEXT=1 npx playwright test visible-text

const snapshotFile = new URL("./visible-text.snapshot.txt", import.meta.url);
const skipped = new Set(["SCRIPT", "STYLE", "TEMPLATE", "svg"]);

/** The text of a page's body, one text node (or image alternative) per line, whitespace collapsed. */
function visibleText(html: string): string {
  const { document, Node } = new JSDOM(html).window;
  const lines: string[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = (child.textContent ?? "").replace(/\s+/g, " ").trim();
        if (text) lines.push(text);
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const element = child as Element;
        if (skipped.has(element.tagName) || element.hasAttribute("hidden")) continue;
        const alt = element.tagName === "IMG" ? element.getAttribute("alt") : null;
        if (alt) lines.push(`[image: ${alt}]`);
        walk(element);
      }
    }
  };
  walk(document.body);
  return lines.join("\n");
}

function siteText(): string {
  const { pages } = readBuiltSite();
  return [...pages.keys()]
    .toSorted()
    .map((path) => `## ${path}\n${visibleText(pages.get(path)?.html ?? "")}\n`)
    .join("\n");
}

test("every page reads as the snapshot says, word for word", () => {
  test.setTimeout(180_000);
  const text = siteText();
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
  for (const [path, section] of expectedPages) expect(actualPages.get(path), path).toBe(section);
});

import { expect, test } from "@playwright/test";
import { legacyRedirects } from "../../contract/legacy-redirects.ts";
import { findBrokenLinks } from "../../scripts/site-links.ts";
import { readBuiltSite } from "./support/built-site";

test("every internal link of the prerendered site leads to a page, redirect, file or anchor", () => {
  const { pages, files } = readBuiltSite();
  const broken = findBrokenLinks({ pages, files, redirects: legacyRedirects });
  const links = [...pages.values()].reduce((n, p) => n + p.anchors.length, 0);
  console.log(`link checker: ${pages.size} pages, ${links} links, ${broken.length} broken`);
  expect(pages.size).toBeGreaterThan(60);
  expect(broken.map((b) => `${b.page}: ${b.href} (${b.reason})`)).toEqual([]);
});

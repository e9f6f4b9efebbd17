import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Page, type Request, expect, test } from "@playwright/test";

// The site search (app/features/site-search): Pagefind's index, built over
// the finished pages, read in the browser. Queries for words of the site find
// the right pages first; the section chips narrow them; nothing of the search
// is fetched before the box is used; without JavaScript the page says why
// it cannot search.

/** The results the /search page lists for a query (its own list, not the breadcrumb), as paths. */
async function resultPaths(page: Page, query: string, section?: string): Promise<string[]> {
  const params = new URLSearchParams({ q: query, ...(section ? { section } : {}) });
  await page.goto(`/search?${params}`);
  await expect(page.getByRole("status").filter({ hasText: /match/ })).toBeVisible();
  const results = page.getByRole("list", { name: "Search results" });
  if ((await results.count()) === 0) return [];
  return results.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** Every request of the page whose path says it is the search's: Pagefind's files or the search box's code. */
function recordSearchRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/pagefind/") || /site-search/.test(path)) requested.push(path);
  });
  return requested;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's violations (WCAG 2.2 A and AA, best practices) on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Violation = { id: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] });
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  });
}

test.describe("queries for words on the site", () => {
  for (const { query, first } of [
    // The model the site is built on: its own page, before the posts and roles that mention troupes.
    { query: "troupe", first: "/ecosystem/troup-based-incubation-model" },
    // The DPDP checklist post, not the privacy policy (legal pages are weighted down) that cites the Act.
    { query: "DPDP", first: "/blog/dpdp-rules-startup-checklist" },
    // Where the Pune office is.
    { query: "Pune", first: "/contact-get-involved" },
  ]) {
    test(`"${query}" finds ${first} first`, async ({ page }) => {
      const paths = await resultPaths(page, query);
      expect(paths[0]).toBe(first);
      await expect(page.getByRole("status").filter({ hasText: /match/ })).toHaveText(new RegExp(`^\\d+ pages match “${query}”\\.$`));
    });
  }

  test("a word mistyped after its first letters finds the pages of the word; one mistyped in its first letters finds nothing", async ({ page }) => {
    // Pagefind 1.x has no typo tolerance as such: a query word that is in no page is matched
    // by the words sharing its beginning ("investmnt" → "invest…"). A typo at the start of a word is beyond it.
    expect((await resultPaths(page, "investmnt"))[0]).toBe("/solutions-services/investment-readiness");
    expect(await resultPaths(page, "tropue")).toEqual([]);
    await expect(page.getByRole("status")).toHaveText("No pages match “tropue”.");
  });

  test("stemming: the plural finds the singular's pages", async ({ page }) => {
    expect((await resultPaths(page, "troupes"))[0]).toBe("/ecosystem/troup-based-incubation-model");
  });
});

test("the section chips narrow the results to a section, and the address follows", async ({ page }) => {
  const all = await resultPaths(page, "troupe");
  const status = page.getByRole("status").filter({ hasText: /match/ });
  const total = Number((await status.textContent())?.match(/^\d+/)?.[0]);
  await page.getByRole("group", { name: "Show results from" }).getByRole("button", { name: /^Careers/ }).click();
  await expect(status).toHaveText(/^\d+ pages? match(es)? “troupe” in Careers\.$/);
  const careers = Number((await status.textContent())?.match(/^\d+/)?.[0]);
  expect(careers).toBeGreaterThan(0);
  expect(careers).toBeLessThan(total);
  const narrowed = await page.getByRole("list", { name: "Search results" }).getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(narrowed.length).toBe(Math.min(careers, 20));
  for (const path of narrowed) expect(path).toMatch(/^\/(careers|job)(\/|$)/);
  expect(all.slice(0, 3)).not.toEqual(narrowed.slice(0, 3));
  expect(new URL(page.url()).searchParams.get("section")).toBe("Careers");
  // The address with the section opens the narrowed list.
  expect(await resultPaths(page, "troupe", "Careers")).toEqual(narrowed);
  await expect(page.getByRole("button", { name: /^Careers/ })).toHaveAttribute("aria-pressed", "true");
});

test("the /search page lists twenty pages at first and twenty more at each Show more", async ({ page }) => {
  const first = await resultPaths(page, "troupe");
  const total = Number((await page.getByRole("status").filter({ hasText: /match/ }).textContent())?.match(/^\d+/)?.[0]);
  expect(total).toBeGreaterThan(20);
  expect(first).toHaveLength(20);
  await page.getByRole("button", { name: "Show more results" }).click();
  const links = page.getByRole("list", { name: "Search results" }).getByRole("link");
  await expect(links).toHaveCount(Math.min(40, total));
  expect((await links.evaluateAll((all) => all.map((link) => link.getAttribute("href") ?? ""))).slice(0, 20)).toEqual(first);
});

test("nothing of the search is fetched as a page loads; the header's box fetches it when used and lists results", async ({ page }) => {
  const requested = recordSearchRequests(page);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /falling back|Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  await page.goto("/about-us", { waitUntil: "load" });
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);

  await page.getByRole("button", { name: "Search", exact: true }).click();
  const box = page.getByRole("searchbox", { name: "Search the site" }).first();
  await expect(box).toBeFocused();
  await page.keyboard.type("Pune");
  const panel = page.locator("#site-search-panel");
  await expect(panel.getByRole("status")).toHaveText(/^\d+ pages match “Pune”\.$/);
  await expect(panel.getByRole("list", { name: "Search results" }).getByRole("link").first()).toHaveAttribute("href", "/contact-get-involved");
  expect(requested).toContain("/pagefind/pagefind.js");
  // Pagefind ran in its worker under the CSP (no fallback, no refusal).
  expect(requested).toContain("/pagefind/pagefind-worker.js");
  expect(problems).toEqual([]);

  // Enter goes to the /search page with the query, which lists the same pages.
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/search\?q=Pune$/);
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link").first()).toHaveAttribute("href", "/contact-get-involved");
});

test("the results, on the /search page and in the header's panel, have no axe violations", async ({ page }) => {
  await resultPaths(page, "troupe");
  await page.getByRole("button", { name: /^Careers/ }).click();
  await expect(page.getByRole("status").filter({ hasText: /in Careers/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The header's panel open over the page's own box (two search landmarks, told apart by name).
  await page.getByRole("button", { name: "Search", exact: true }).first().click();
  await page.keyboard.type("troupe");
  await expect(page.locator("#site-search-panel").getByRole("list", { name: "Search results" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the /search page fetches nothing of the index before its box is used", async ({ page }) => {
  const requested = recordSearchRequests(page);
  await page.goto("/search", { waitUntil: "load" });
  await page.waitForTimeout(500);
  expect(requested.filter((path) => path.startsWith("/pagefind/"))).toEqual([]);
  await page.getByRole("main").getByRole("searchbox").fill("DPDP");
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link").first()).toHaveAttribute("href", "/blog/dpdp-rules-startup-checklist");
  expect(new URL(page.url()).searchParams.get("q")).toBe("DPDP");
});

test("the not-found page carries the search box", async ({ page }) => {
  const response = await page.goto("/a-page-that-is-not-here");
  expect(response?.status()).toBe(404);
  const search = page.getByRole("main").getByRole("search");
  await expect(search).toBeVisible();
  await search.getByRole("searchbox").fill("troupe");
  await expect(page.getByRole("main").getByRole("list", { name: "Search results" }).getByRole("link").first()).toHaveAttribute("href", "/ecosystem/troup-based-incubation-model");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the /search page says search needs JavaScript and offers each section's list", async ({ page }) => {
    const requested = recordSearchRequests(page);
    await page.goto("/search?q=troupe");
    const main = page.getByRole("main");
    await expect(main.getByText("Search needs JavaScript, which is turned off in this browser.")).toBeVisible();
    for (const [name, path] of [
      ["Blog", "/resources/blog"],
      ["Events", "/resources/events"],
      ["Programmes", "/programs"],
      ["Careers", "/careers"],
      ["Press", "/press"],
      ["Help", "/faq"],
    ] as const) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
    }
    await expect(page.getByRole("list", { name: "Search results" })).toHaveCount(0);
    expect(requested.filter((path) => path.startsWith("/pagefind/"))).toEqual([]);
  });

  test("the header's box is a plain form that opens the /search page", async ({ page }) => {
    await page.goto("/about-us");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.keyboard.type("troupe");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?q=troupe$/);
    await expect(page.getByText("Search needs JavaScript")).toBeVisible();
  });
});

test("@phone the header's search button stays clear of the chat launcher and its panel fits the screen", async ({ page }) => {
  await page.goto("/about-us");
  const button = page.getByRole("button", { name: "Search", exact: true });
  const box = await button.boundingBox();
  if (!box) throw new Error("no search button");
  // What a tap at the button's centre lands on is the button (not the launcher over it).
  const landed = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent ?? "", { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(landed).toBe("Search");
  await button.tap();
  await page.keyboard.type("Pune");
  const panel = page.locator("#site-search-panel");
  await expect(panel.getByRole("list", { name: "Search results" })).toBeVisible();
  const panelBox = await panel.boundingBox();
  expect((panelBox?.x ?? -1) >= 0 && (panelBox?.x ?? 0) + (panelBox?.width ?? 0) <= 390).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

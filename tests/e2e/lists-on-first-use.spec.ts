import { expect, test } from "@playwright/test";
import { dropRoutesAfterEachTest, holdRequests } from "./support/held-requests";
import { gotoHydrated } from "./support/hydration";
import { recordErrors } from "./support/static-content";

dropRoutesAfterEachTest();

// Performance issue 10: the lists with search and filters, the download and
// event libraries and the audience pages' forms are prerendered, hydrated as
// markup, and get their code (and their lists' data) on first use
// (features/lead-forms/form-on-first-use.tsx); the FAQ's contact block and
// the contact page's map as the visitor scrolls near them.

const onDemand = [
  { path: "/resources/blog", module: "blog-library" },
  { path: "/resources/whitepapers", module: "whitepaper-library" },
  { path: "/resources/tools", module: "tool-library" },
  { path: "/resources/media", module: "media-library" },
  { path: "/resources/events", module: "events-library" },
  { path: "/audience-hub/consultants-academics", module: "research-papers-section" },
  { path: "/audience-hub/entrepreneurs-startups", module: "entrepreneurs-tools" },
  { path: "/audience-hub/industry-corporate", module: "corporate-inquiry-form" },
  { path: "/audience-hub/investors-vcs", module: "investor-access-form" },
  { path: "/faq", module: "faq-contact-block" },
  { path: "/contact-get-involved", module: "office-map" },
] as const;

const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

test("each page hydrates without its list's, library's or form's code, and without an error", async ({ page }) => {
  const errors = recordErrors(page);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const { path, module } of onDemand) {
    requested.length = 0;
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    expect(requested.filter((url) => chunk(module).test(url)), path).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test("the blog's search, typed before its code arrives, filters the posts once it has", async ({ page }) => {
  const release = await holdRequests(page, chunk("blog-library"));
  await gotoHydrated(page, "/resources/blog");
  const posts = page.getByTestId("blog-post");
  const all = await posts.count();
  const search = page.getByLabel("Search articles");
  await search.fill("dpdp");
  // The markup cannot filter: every post is still listed.
  await expect(posts).toHaveCount(all);
  await release();
  await expect(posts).toHaveCount(1);
  await expect(search).toHaveValue("dpdp");
  await expect(search).toBeFocused();
  await expect(posts.first().getByRole("link").first()).toHaveAttribute("href", "/blog/dpdp-rules-startup-checklist");
});

test("a download pressed before the library's code arrives opens its request form once it has", async ({ page }) => {
  const release = await holdRequests(page, chunk("tool-library"));
  await gotoHydrated(page, "/resources/tools");
  const download = page.getByRole("button", { name: /^Download\s*:\s*Three-Year SaaS Financial Model$/ });
  await download.click();
  const dialog = page.getByRole("dialog", { name: "Get this file by e-mail" });
  await expect(dialog).toHaveCount(0);
  await release();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();
});

test("a tab pressed before the events' code arrives is selected once it has", async ({ page }) => {
  const release = await holdRequests(page, chunk("events-library"));
  await gotoHydrated(page, "/resources/events");
  const recordings = page.getByRole("tab", { name: "On-Demand Recordings" });
  await recordings.click();
  await release();
  await expect(recordings).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "On-Demand Recordings" })).toBeVisible();
});

test("cards already shown do not fade in again when the list's code takes over", async ({ page }) => {
  await gotoHydrated(page, "/resources/blog");
  const card = page.locator("li[data-reveal]").filter({ has: page.getByTestId("blog-post") }).first();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute("data-revealed", "");
  await expect.poll(() => card.evaluate((element) => element.getAnimations().length)).toBe(0);
  // The pointer comes over the list: its code renders new cards in place of the markup.
  await card.hover();
  const rendered = page.locator("[data-interactive] li[data-reveal]").first();
  await expect(rendered).toHaveAttribute("data-revealed", "");
  expect(await rendered.evaluate((element) => element.getAnimations().length)).toBe(0);
});

import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { navigateInSite, prerenderedMainText, recordErrors, testStaticPages } from "./support/static-content";

// Performance issue 10, group c: the blog posts, the Resources pages and the
// contact pages keep their static parts out of their first-load JavaScript.

testStaticPages([
  { path: "/blog/why-troupes-beat-mentors", marker: "So we changed one thing." },
  { path: "/blog/building-on-ondc", marker: "Three ventures in our portfolio, a spice brand" },
  { path: "/resources", marker: "Ecosystem, tech and policy posts" },
  { path: "/resources/tools", marker: "A 15-page plan for your first raise" },
  { path: "/resources/media", marker: "Five stages, five review gates and who is in a troupe" },
]);

// Pages with a <noscript> (a form saying that sending it needs JavaScript, the
// event tabs' style showing every panel): compared without it.
testStaticPages([
  { path: "/contact-get-involved", marker: "Prefer to write or call?" },
  { path: "/contact", marker: "4th Floor, Sahyadri Business Park" },
  { path: "/contact-get-involved/application-status", marker: "Lost your Application ID?" },
  { path: "/resources/events", marker: "Founders pitch live and investors give blunt, useful feedback" },
]);

test("a related post's link opens it inside the site, in full", async ({ page }) => {
  const errors = recordErrors(page);
  await gotoHydrated(page, "/blog/why-troupes-beat-mentors");
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = "same-document"));
  const related = page.getByTestId("related-posts").getByRole("link").first();
  const path = (await related.getAttribute("href"))!;
  const title = await related.innerText();
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator("h1")).toHaveText(title);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("same-document");
  expect(await page.locator("main").innerText()).toBe(await prerenderedMainText(page, path));
  expect(errors).toEqual([]);
});

test("a blog cover that fails after a client-side navigation shows the placeholder", async ({ page }) => {
  await page.route("**/images/blog/building-on-ondc.svg", (route) => route.abort());
  await gotoHydrated(page, "/");
  await navigateInSite(page, "/blog/building-on-ondc");
  const hero = page.locator("article img").first();
  await expect(hero).toHaveAttribute("src", "/images/placeholder.svg");
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("the related posts' covers keep their own images once the post has hydrated", async ({ page }) => {
  await gotoHydrated(page, "/blog/why-troupes-beat-mentors");
  const covers = page.getByTestId("related-posts").locator("img");
  await expect(covers).toHaveCount(3);
  for (const cover of await covers.all()) {
    await expect(cover).toHaveAttribute("src", /^\/images\/blog\//);
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(cover).not.toHaveAttribute("data-fallback");
  }
});

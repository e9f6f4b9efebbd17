import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { type StaticPage, prerenderedHeadContent, prerenderedMainText, recordErrors, recordScriptTexts, testStaticPages } from "./support/static-content";

// Performance issue 10: static content (components/static-content) is in the
// prerendered HTML, and hydration keeps that markup without loading the code
// that rendered it; a client-side navigation loads the code and renders it.

/** Pages made of static content, each with a text only that content's code holds. */
const STATIC_PAGES: readonly StaticPage[] = [
  { path: "/legal/privacy-policy", marker: "2. What we collect through our forms, and why" },
  { path: "/legal", marker: "Questions about our policies?" },
];

testStaticPages(STATIC_PAGES);

test("a link inside static content navigates inside the site; a client-side navigation renders the content in full", async ({ page }) => {
  const errors = recordErrors(page);
  await gotoHydrated(page, "/legal/privacy-policy");
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = "same-document"));
  await page.getByRole("navigation", { name: "Other legal documents" }).getByRole("link", { name: "Terms of Use" }).click();
  await expect(page).toHaveURL(/\/legal\/terms-of-use$/);
  await expect(page.locator("h1")).toHaveText("Terms of Use");
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("same-document");
  await expect(page.locator("main")).toContainText("Last Updated:");
  expect(await page.locator("main").innerText()).toBe(await prerenderedMainText(page, "/legal/terms-of-use"));

  // Back to the prerendered page's content, now rendered by the browser.
  await page.goBack();
  await expect(page.locator("h1")).toHaveText("Privacy Policy");
  expect(await page.locator("main").innerText()).toBe(await prerenderedMainText(page, "/legal/privacy-policy"));
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("same-document");
  expect(errors).toEqual([]);
});

test("a link inside static content opened with a modifier key is left to the browser", async ({ page, context }) => {
  await gotoHydrated(page, "/legal/privacy-policy");
  const opened = context.waitForEvent("page");
  await page.getByRole("navigation", { name: "Other legal documents" }).getByRole("link", { name: "Terms of Use" }).click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe("/legal/terms-of-use");
  await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
});

test("the footer is static content: no script holds it, and its links navigate inside the site", async ({ page }) => {
  const scriptsHolding = recordScriptTexts(page);
  const errors = recordErrors(page);
  await gotoHydrated(page, "/faq");
  await page.waitForLoadState("networkidle");
  expect(await scriptsHolding("All rights reserved."), "scripts holding the footer").toBe(0);
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = "same-document"));
  await page.getByRole("navigation", { name: "Legal links" }).getByRole("link", { name: "Cookie Policy" }).click();
  await expect(page.locator("h1")).toHaveText("Cookie Policy");
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("same-document");
  await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
  expect(errors).toEqual([]);
});

test("page descriptions load only for a client-side navigation, which puts the new page's in its <head> and banner", async ({ page }) => {
  const scriptsHolding = recordScriptTexts(page);
  const errors = recordErrors(page);
  const aboutUs = "From a 2015-16 pilot to a public limited company";
  const faq = "Answers about Ankur, incubation";
  await gotoHydrated(page, "/about-us");
  await page.waitForLoadState("networkidle");
  expect(await scriptsHolding(aboutUs), "scripts holding a description").toBe(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`^${aboutUs}`));
  await expect(page.locator("main header p").first()).toContainText(aboutUs);

  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page.locator("h1")).toHaveText("Frequently Asked Questions");
  for (const name of ["description", "og:description", "twitter:description"]) {
    await expect(page.locator(`meta[name="${name}"], meta[property="${name}"]`)).toHaveAttribute("content", await prerenderedHeadContent(page, "/faq", name));
  }
  await expect(page.locator("main header p").first()).toContainText(faq);
  expect(await scriptsHolding(aboutUs), "the descriptions' chunk, loaded by the navigation").toBe(1);
  expect(errors).toEqual([]);
});

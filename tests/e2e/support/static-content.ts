import { type Page, expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";

// Static content (app/components/static-content): a page's prerendered HTML
// holds it, hydration keeps that markup without loading the code that
// rendered it, and a client-side navigation renders it in full.

/** A page made of static content, with a text that only its static content's code holds. */
export type StaticPage = { path: string; marker: string };

/** The text of every script the page fetches, as it arrives. */
export function recordScriptTexts(page: Page) {
  const texts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) texts.push(response.text().catch(() => ""));
  });
  return async (marker: string) => (await Promise.all(texts)).filter((text) => text.includes(marker)).length;
}

export function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
  });
  return errors;
}

/**
 * The page's main text as the prerendered HTML shows it without JavaScript,
 * less its <noscript> parts (a form's "needs JavaScript" note, say), which a
 * browser running the page never shows.
 */
export async function prerenderedMainText(page: Page, path: string): Promise<string> {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  try {
    const noJs = await context.newPage();
    await noJs.goto(path);
    await noJs.locator("main noscript").evaluateAll((elements) => elements.forEach((element) => element.remove()));
    return await noJs.locator("main").innerText();
  } finally {
    await context.close();
  }
}

/** The content of the page's prerendered <meta> named (or with the property) `name`. */
export async function prerenderedHeadContent(page: Page, path: string, name: string): Promise<string> {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  try {
    const noJs = await context.newPage();
    await noJs.goto(path);
    return (await noJs.locator(`meta[name="${name}"], meta[property="${name}"]`).getAttribute("content")) ?? "";
  } finally {
    await context.close();
  }
}

/** A client-side navigation, as a click on an in-site link starts it; resolves when it has finished. */
export async function navigateInSite(page: Page, path: string) {
  await page.evaluate((to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter;
    return router.navigate(to);
  }, path);
}

/**
 * For each page: hydration loads no script holding its marker, shows the same
 * text as the page without JavaScript and logs no error; a client-side
 * navigation to it (from the home page) renders that same text.
 */
export function testStaticPages(pages: readonly StaticPage[]) {
  for (const { path, marker } of pages) {
    test(`${path} hydrates without its static content's code and keeps every word`, async ({ page }) => {
      const scriptsHolding = recordScriptTexts(page);
      const errors = recordErrors(page);
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("main")).toContainText(marker);
      expect(await scriptsHolding(marker), "scripts holding the content").toBe(0);
      expect(await page.locator("main").innerText()).toBe(await prerenderedMainText(page, path));
      expect(errors).toEqual([]);
    });

    test(`${path} renders all of its static content after a client-side navigation`, async ({ page }) => {
      const errors = recordErrors(page);
      await gotoHydrated(page, "/");
      await navigateInSite(page, path);
      await expect(page.locator("main")).toContainText(marker);
      expect(await page.locator("main").innerText()).toBe(await prerenderedMainText(page, path));
      expect(errors).toEqual([]);
    });
  }
}

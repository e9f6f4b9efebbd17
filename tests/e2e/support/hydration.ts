import { type Page, expect } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so handlers and timers are live. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  return response;
}

import { type Page, expect } from "@playwright/test";

/** The islands that wait for a visitor (first use) or for the browser (idle, load); `client:visible` ones wait to be seen, `client:only` ones have no server HTML. */
const WAKEABLE_ISLANDS = 'astro-island[ssr]:is([client="first-use"], [client="idle"], [client="load"])';

/**
 * Opens a page and brings every island on it to life, as a visitor reaching
 * for each would, then waits until Astro has hydrated them all (it drops the
 * island's `ssr` mark then), so handlers and timers are live. The event goes
 * to the island element itself, which only the first-use directive listens to.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrateIslands(page);
  return response;
}

/** Wakes every island of the page that waits for first use and waits until all have hydrated. */
export async function hydrateIslands(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    for (const island of document.querySelectorAll(selector)) island.dispatchEvent(new Event("pointerover"));
  }, WAKEABLE_ISLANDS);
  await expect(page.locator(WAKEABLE_ISLANDS)).toHaveCount(0);
}

import type { Page } from "@playwright/test";

/** Holds back every request `url` matches until the returned `release` is called. */
export async function holdRequests(page: Page, url: string | RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

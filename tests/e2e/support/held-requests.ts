import { type Page, test } from "@playwright/test";

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

/**
 * For a spec whose routes hold or fetch responses: after each test, its
 * routes go without waiting, so that a request still on its way when the
 * test ends (a chunk loaded on demand) does not fail a test that has passed.
 */
export function dropRoutesAfterEachTest(): void {
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
}

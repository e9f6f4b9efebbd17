import { type Page, expect, test } from "@playwright/test";

/**
 * Holds back every request `url` matches until the returned `release` is
 * awaited. `release` first waits until at least one request has been held
 * (and fails if none comes): a test of "before its code arrives" proves
 * nothing if its pattern matched nothing, as after a file is renamed.
 */
export async function holdRequests(page: Page, url: string | RegExp | ((url: URL) => boolean)): Promise<() => Promise<void>> {
  let held = 0;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(url, async (route) => {
    held++;
    await gate;
    await route.continue();
  });
  return async () => {
    await expect.poll(() => held, { message: `no request matching ${String(url)} was held` }).toBeGreaterThan(0);
    open();
  };
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

import { expect, test } from "@playwright/test";
import { pages, pagePaths } from "../../app/config/pages";

test.describe("every route of the table", () => {
  for (const path of pagePaths) {
    test(`${path} answers 200 with its title, h1 and description`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(pages[path].title)));
      await expect(page.locator("h1")).toHaveText(pages[path].title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", pages[path].description);
    });
  }

  test("an unknown path answers 404 with a helpful page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Page not found");
    await page.getByRole("main").getByRole("link", { name: "Resources" }).click();
    await expect(page).toHaveURL(/\/resources$/);
  });

  test("the old footer paths answer 301 to their new homes", async ({ request }) => {
    for (const [from, to] of [
      ["/about-us/leadership", "/about-us#leadership"],
      ["/about-us/partners", "/about-us#partners"],
      ["/about-us/careers", "/careers"],
    ]) {
      const res = await request.get(from as string, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers().location).toBe(to);
    }
  });
});

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

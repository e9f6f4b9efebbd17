import { expect, test } from "@playwright/test";
import { type PagePath, pages, pagePaths } from "../../app/config/pages";
import { legacyRedirects } from "../../contract/legacy-redirects";

// Every page of the registry (app/config/pages.ts) as the built site serves
// it: its h1, <title> and description are the registry's. What each page
// shows: pages-a.spec.ts, pages-b.spec.ts and the forms' specs; each page's
// whole <head>: heads.spec.ts; the not-found page: pages-b.spec.ts.

/** The home page leads its title with the brand; every other page ends with it. */
const titleOf = (path: PagePath) => (path === "/" ? `Ankur | ${pages[path].title}` : `${pages[path].title} | Ankur`);

test.describe("every route of the table", () => {
  for (const path of pagePaths) {
    test(`${path} answers 200 with its title, h1 and description`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(titleOf(path));
      await expect(page.locator("h1")).toHaveText(pages[path].title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", pages[path].description);
    });
  }

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

  test("the obvious guesses answer 301 to a page that answers 200", async ({ request }) => {
    const guesses = {
      "/about": "/about-us",
      "/solutions": "/solutions-services",
      "/events": "/resources/events",
      "/blog": "/resources/blog",
      "/apply-now": "/apply",
      "/contact-us": "/contact-get-involved",
      "/team": "/about-us#leadership",
      "/privacy": "/legal/privacy-policy",
      "/terms": "/legal/terms-of-use",
      "/about/": "/about-us",
      "/careers/": "/careers",
    };
    for (const [from, to] of Object.entries({ ...guesses, ...legacyRedirects })) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect({ from, status: res.status(), location: res.headers().location }).toEqual({ from, status: 301, location: legacyRedirects[from] ?? to });
      const target = await request.get(to.split("#")[0] ?? to, { maxRedirects: 0 });
      expect({ to, status: target.status() }).toEqual({ to, status: 200 });
    }
  });
});

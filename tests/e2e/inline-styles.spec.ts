import { expect, test } from "@playwright/test";
import { readBuiltSite } from "./support/built-site";

// Each prerendered page inlines only the stylesheet rules and definitions it
// uses (scripts/page-speed-css.ts) and paints from them before any script
// runs; without JavaScript it never gets more. Pruning must never change a
// pixel: every page, painted without JavaScript from its inlined rules, looks
// exactly as it does with the whole stylesheet.
const paths = [...readBuiltSite().pages.keys(), "/404"];

/** The page as the build wrote it, but styled by the whole stylesheet instead of its inlined rules. */
function withWholeStylesheet(html: string): string {
  return html.replace(/<style>[^<]*<\/style>(?=<link rel="stylesheet")/g, "").replace(/(<link rel="stylesheet"[^>]*?) disabled=""/g, "$1");
}

test.describe("inlined stylesheet rules", () => {
  test.use({ javaScriptEnabled: false, reducedMotion: "reduce" });

  for (const path of paths) {
    test(`${path} paints the same from its inlined rules as from the whole stylesheet`, async ({ page }) => {
      let whole = false;
      await page.route("**/*", async (route) => {
        if (!whole || route.request().resourceType() !== "document") return route.continue();
        const response = await route.fetch();
        const html = await response.text();
        expect(withWholeStylesheet(html)).not.toBe(html);
        await route.fulfill({ response, body: withWholeStylesheet(html), headers: { ...response.headers(), "content-encoding": "" } });
      });
      // A pruning mistake shows on every load; a page whose external resources
      // (the icon sprite) arrive late can differ once, so a width gets three tries.
      const paint = async (wholeStylesheet: boolean) => {
        whole = wholeStylesheet;
        await page.goto(path, { waitUntil: "networkidle" });
        return page.screenshot({ fullPage: true });
      };
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        let same = false;
        for (let attempt = 1; attempt <= 3 && !same; attempt++) same = (await paint(false)).equals(await paint(true));
        expect(same, `${path} at ${width} px`).toBe(true);
      }
    });
  }
});

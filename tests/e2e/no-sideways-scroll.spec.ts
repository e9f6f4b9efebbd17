import { expect, test } from "@playwright/test";
import { readBuiltSite } from "./support/built-site";

// No page of the build (nor the not-found page) scrolls sideways on the
// narrowest phone the site supports: 320 CSS px. A plain viewport, not a
// mobile emulation: a mobile browser would zoom out to fit a too-wide page,
// hiding the defect this looks for.

const NARROWEST = { width: 320, height: 640 };

const { pages } = readBuiltSite();

test.use({ viewport: NARROWEST });

for (const path of [...pages.keys(), "/a-page-that-is-not-here"]) {
  test(`${path} does not scroll sideways at ${NARROWEST.width} px`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const measured = await page.evaluate(() => {
      const width = window.innerWidth;
      // What sticks out, to name in the failure: the innermost elements past the right edge, or
      // (text overflowing a box that fits) those whose content is wider than they are.
      const all = [...document.body.querySelectorAll<HTMLElement>("*")];
      const isPast = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
      let past = all.filter((element) => isPast(element) && ![...element.children].some(isPast));
      if (past.length === 0) {
        const overflowing = all.filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === "visible");
        past = overflowing.filter((element) => !overflowing.some((other) => other !== element && element.contains(other)));
      }
      const describe = (element: HTMLElement) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.classList.length ? `.${[...element.classList].slice(0, 4).join(".")}` : ""} (right edge ${Math.round(element.getBoundingClientRect().right)} px) "${(element.textContent ?? "").trim().slice(0, 40)}"`;
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, past: past.slice(0, 5).map(describe) };
    });
    expect(measured.scrollWidth, `wider than the screen: ${measured.past.join("; ") || "(nothing found past the edge)"}`).toBeLessThanOrEqual(measured.innerWidth);
  });
}

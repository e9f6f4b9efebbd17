import { expect, test } from "@playwright/test";

// The keyboard's ring is one 3 px ring (site-shell.css), drawn outside what it
// surrounds, except on a row that scrolls sideways on a phone: that row runs to
// the screen's edges, so a ring outside would show its top and bottom only.
test("@phone a sideways row that takes focus shows its whole ring inside the screen", async ({ page }) => {
  await page.goto("/");
  const row = page.locator(".snap-x[tabindex='0']").first();
  await row.scrollIntoViewIfNeeded();
  // Focus as the keyboard gives it: Tab from the element just before the row.
  await row.evaluate((element) => {
    const before = document.createElement("button");
    before.textContent = "before";
    element.before(before);
    before.focus();
  });
  await page.keyboard.press("Tab");
  await expect(row).toBeFocused();
  const ring = await row.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return { width: style.outlineWidth, style: style.outlineStyle, offset: Number.parseFloat(style.outlineOffset), left: box.left, right: box.right, viewport: window.innerWidth };
  });
  expect(ring.style).toBe("solid");
  expect(ring.width).toBe("3px");
  // Drawn inside the row's box, which spans the screen: every side on screen.
  expect(ring.left - ring.offset).toBeGreaterThanOrEqual(0);
  expect(ring.right + ring.offset).toBeLessThanOrEqual(ring.viewport);
  expect(ring.offset).toBeLessThanOrEqual(-3);
});

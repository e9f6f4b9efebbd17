import { type Locator, expect } from "@playwright/test";

/**
 * Scrolls an element to the middle of the screen and waits until the card it
 * sits in has slid into place (the scroll-driven reveal, site-shell.css), so
 * that a press lands where it was aimed, as a visitor's does. Pressed straight
 * after Playwright's own scroll, a press could begin on the element while its
 * card was a frame behind the scroll and end beside it: no click (twice in 48
 * on a busy machine).
 */
export async function scrollIntoPlace(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const slide = () => target.evaluate((element) => new DOMMatrix(getComputedStyle(element.closest("[data-reveal]") ?? element).transform).m42);
  await expect.poll(slide).toBe(0);
}

import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { recordErrors } from "./support/static-content";

// Interactive parts below the first screen (app/components/static-content/
// interactive-when-visible.tsx): prerendered, hydrated as markup, and given
// their code only as the visitor scrolls near them.

const carousels = [
  { path: "/", name: "Partner testimonials", module: /\/assets\/home-widgets-[\w-]+\.js$/ },
  { path: "/about-us", name: "What people say about us", module: /\/assets\/about-testimonials-carousel-[\w-]+\.js$/ },
  { path: "/solutions-services", name: "Success stories", module: /\/assets\/success-stories-carousel-[\w-]+\.js$/ },
  { path: "/ecosystem/industry-partners", name: "Partner testimonials", module: /\/assets\/industry-partners-testimonials-carousel-[\w-]+\.js$/ },
];

for (const { path, name, module } of carousels) {
  test(`${path}: the carousel's code loads only as the visitor scrolls near it, then it plays @phone`, async ({ page }) => {
    const errors = recordErrors(page);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.clock.install();
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    expect(requested.filter((url) => module.test(url))).toEqual([]);

    const carousel = page.getByRole("region", { name, exact: true });
    const slides = carousel.getByTestId("carousel-slide");
    await expect(slides.nth(0)).toBeVisible();
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.locator("[data-interactive]").getByRole("region", { name, exact: true })).toHaveCount(1);
    expect(requested.filter((url) => module.test(url))).toHaveLength(1);
    await page.clock.runFor(5000);
    await expect(slides.nth(1)).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("keyboard focus stays on the carousel's control when its code takes over", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/about-us");
  const carousel = page.getByRole("region", { name: "What people say about us", exact: true });
  const next = carousel.getByRole("button", { name: "Next testimonial" });
  await next.focus();
  await expect(page.locator("[data-interactive]").getByRole("region", { name: "What people say about us", exact: true })).toHaveCount(1);
  await expect(next).toBeFocused();
  // Focus inside stops the rotation (APG carousel pattern), as before.
  await page.clock.runFor(12_000);
  await expect(carousel.getByTestId("carousel-slide").nth(0)).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(carousel.getByTestId("carousel-slide").nth(1)).toBeVisible();
});

test("a press on the carousel made before its code arrived is not lost", async ({ page }) => {
  // Hold the carousel's module back until the press has happened.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/about-testimonials-carousel-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, "/about-us");
  const carousel = page.getByRole("region", { name: "What people say about us", exact: true });
  await carousel.getByRole("button", { name: "Show testimonial 2 of" }).click();
  await expect(carousel.getByTestId("carousel-slide").nth(0)).toBeVisible();
  release();
  await expect(carousel.getByTestId("carousel-slide").nth(1)).toBeVisible();
  await expect(carousel.getByTestId("carousel-slide").nth(0)).toBeHidden();
});

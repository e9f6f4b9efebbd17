import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

test.describe("home page", () => {
  test("hero, sections and calls to action", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("h1")).toHaveText("Connecting Ambition to Opportunity");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact-get-involved/partner-apply");
    await expect(main.getByRole("link", { name: "Watch Overview Video" })).toHaveAttribute("href", "/resources/media");
    await expect(main.getByRole("heading", { name: /What Makes .* Different\?/ })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Platform Highlights" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Need Custom Resources?" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Trusted By" })).toBeVisible();
    for (const href of ["/platform", "/ecosystem", "/programs"]) {
      await expect(main.locator(`#quick-links a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(main.locator("#platform-highlights li")).toHaveCount(5);
    await expect(main.locator("#different li")).toHaveCount(3);
  });

  test("the carousel advances by itself, by buttons and dots, and wraps both ways", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    // Its code loads as it comes near the viewport; until then it holds still.
    await page.clock.runFor(12_000);
    const slides = page.getByTestId("carousel-slide");
    await expect(slides.nth(0)).toBeVisible();
    await slides.nth(0).scrollIntoViewIfNeeded();
    await expect(page.locator("astro-island:not([ssr]) [aria-roledescription=carousel]")).toHaveCount(1);
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    await expect(slides.nth(0)).toBeVisible();
    await page.clock.runFor(5000);
    await expect(slides.nth(1)).toBeVisible();
    await expect(slides.nth(0)).toBeHidden();

    const carousel = page.getByRole("region", { name: "Partner testimonials" });
    await carousel.getByRole("button", { name: "Show testimonial 1 of" }).click();
    await expect(slides.nth(0)).toBeVisible();
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(slides.nth(count - 1)).toBeVisible();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slides.nth(0)).toBeVisible();
  });

  test("the carousel pauses on request, on focus and while hovered", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const slides = page.getByTestId("carousel-slide");
    const carousel = page.getByRole("region", { name: "Partner testimonials" });
    await carousel.getByRole("button", { name: "Pause testimonials" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    await expect(slides.nth(0)).toBeVisible();
    await carousel.getByRole("button", { name: "Play testimonials" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(slides.nth(1)).toBeVisible();

    // Hovering holds the slide.
    await carousel.hover();
    await page.clock.runFor(12_000);
    await expect(slides.nth(1)).toBeVisible();
    await page.mouse.move(0, 0);

    // Keyboard focus on a slide control stops rotation until Play is pressed.
    await carousel.getByRole("button", { name: "Next testimonial" }).focus();
    await page.clock.runFor(12_000);
    await expect(slides.nth(1)).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Play testimonials" })).toBeVisible();
  });

  test("a partner logo that fails to load shows the partner's name", async ({ page }) => {
    await page.route("**/logos/konkan-energy.svg", (route) => route.abort());
    await gotoHydrated(page, "/");
    await page.locator("#trusted-by").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("partner-name-fallback")).toHaveText("Konkan Energy Foundation");
    await expect(page.getByRole("img", { name: "Dakshin Components" })).toBeVisible();
  });
});

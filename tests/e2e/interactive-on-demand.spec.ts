import { expect, test } from "@playwright/test";
import { dropRoutesAfterEachTest, holdRequests } from "./support/held-requests";
import { gotoHydrated } from "./support/hydration";
import { recordErrors } from "./support/static-content";

dropRoutesAfterEachTest();

// Interactive parts whose code is not in the first load (app/components/
// static-content/interactive-on-demand.tsx): prerendered, hydrated as markup,
// and given their code as the visitor scrolls near them (the carousels) or
// first reaches for them (the site's menus).


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
  const release = await holdRequests(page, /\/assets\/about-testimonials-carousel-[\w-]+\.js$/);
  await gotoHydrated(page, "/about-us");
  const carousel = page.getByRole("region", { name: "What people say about us", exact: true });
  await carousel.getByRole("button", { name: "Show testimonial 2 of" }).click();
  await expect(carousel.getByTestId("carousel-slide").nth(0)).toBeVisible();
  await release();
  await expect(carousel.getByTestId("carousel-slide").nth(1)).toBeVisible();
  await expect(carousel.getByTestId("carousel-slide").nth(0)).toBeHidden();
});

const siteNavModule = /\/assets\/site-nav-[\w-]+\.js$/;

test("@phone the menus' code loads on first use: a tap on the menu button made before it arrived opens the menu", async ({ page }) => {
  const errors = recordErrors(page);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const release = await holdRequests(page, siteNavModule);
  await gotoHydrated(page, "/about-us");
  await page.waitForLoadState("networkidle");
  expect(requested.filter((url) => siteNavModule.test(url))).toEqual([]);

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  expect(requested.filter((url) => siteNavModule.test(url))).toHaveLength(1);
  await release();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "Investors & VCs" })).toBeHidden();
  await page.getByRole("button", { name: "Audience Hub pages" }).click();
  await page.getByRole("link", { name: "Investors & VCs" }).click();
  await expect(page).toHaveURL(/\/audience-hub\/investors-vcs$/);
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  expect(errors).toEqual([]);
});

test("a dropdown hovered before the menus' code arrived opens when it does", async ({ page }) => {
  const release = await holdRequests(page, siteNavModule);
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Resources", exact: true }).hover();
  const toggle = nav.getByRole("button", { name: "Resources menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await release();
  await expect(page.locator("[data-interactive]").getByRole("navigation", { name: "Main" })).toHaveCount(1);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await nav.getByRole("link", { name: "Whitepapers" }).click();
  await expect(page).toHaveURL(/\/resources\/whitepapers$/);
});

test("keyboard focus that reached the menus before their code keeps its place, and opens its dropdown", async ({ page }) => {
  const release = await holdRequests(page, siteNavModule);
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "About Us" }).focus();
  await page.keyboard.press("Tab");
  const ecosystem = nav.getByRole("link", { name: "Ecosystem", exact: true });
  await expect(ecosystem).toBeFocused();
  await release();
  await expect(page.locator("[data-interactive]").getByRole("navigation", { name: "Main" })).toHaveCount(1);
  await expect(ecosystem).toBeFocused();
  await expect(nav.getByRole("button", { name: "Ecosystem menu" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("button", { name: "Ecosystem menu" })).toHaveAttribute("aria-expanded", "false");
});

import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

test.describe("navigation shell", () => {
  test("a link click navigates without a document reload, with the CSP on", async ({ page }) => {
    const cspViolations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
    const response = await gotoHydrated(page, "/");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = "same-document";
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator("h1")).toHaveText("About Us");
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("same-document");
    expect(cspViolations).toEqual([]);
  });

  test("the current section is highlighted", async ({ page }) => {
    await gotoHydrated(page, "/ecosystem/mentorship-network");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Ecosystem", exact: true })).toHaveAttribute("data-active", "true");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("data-active", "false");
    await expect(nav.getByRole("link", { name: "Resources", exact: true })).toHaveAttribute("data-active", "false");
  });

  test("the top bar changes its look after 10 px of scroll", async ({ page }) => {
    await gotoHydrated(page, "/");
    const bar = page.locator("[data-scrolled]");
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute("data-scrolled", "false");
  });

  test("a dropdown opens on hover and its link navigates", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Resources menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await nav.getByRole("link", { name: "Resources", exact: true }).hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Events & Webinars" }).click();
    await expect(page).toHaveURL(/\/resources\/events$/);
    await expect(page.locator("h1")).toHaveText("Events & Webinars");
  });

  test("a dropdown works by keyboard: focus opens, Escape closes and keeps focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About Us" }).focus();
    await page.keyboard.press("Tab"); // the Ecosystem link
    const toggle = nav.getByRole("button", { name: "Ecosystem menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab"); // the toggle
    await page.keyboard.press("Tab"); // first child link
    await expect(nav.getByRole("link", { name: "Associate Bodies" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  test("a route change scrolls to the top; an anchor link scrolls to its anchor", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link to an in-page anchor on another page scrolls to that anchor", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Leadership" }).click();
    await expect(page).toHaveURL(/\/about-us#leadership$/);
    await expect(page.locator("#leadership")).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("the footer's social links open in a new tab with accessible names", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Facebook", "Twitter", "LinkedIn", "Instagram", "YouTube"]) {
      const link = footer.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("@phone the mobile menu opens, expands a group and closes by Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const group = page.getByRole("button", { name: "Solutions & Services pages" });
    await group.click();
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("@phone the mobile menu navigates by keyboard and closes after", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Audience Hub pages" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Investors & VCs" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/audience-hub\/investors-vcs$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

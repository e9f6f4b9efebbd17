import { type Page, expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

/** The top of an element relative to the viewport, in CSS pixels. */
function topOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
}

test.describe("FAQ", () => {
  test("Jump to Category scrolls smoothly to the category and moves focus to it", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await page.evaluate(() => {
      const w = window as unknown as { __scrolls: number };
      w.__scrolls = 0;
      window.addEventListener("scroll", () => w.__scrolls++, { passive: true });
    });
    const jump = page.getByRole("navigation", { name: "Jump to Category" });
    await jump.getByRole("link", { name: "Resources & Support" }).click();
    const heading = page.getByRole("heading", { level: 2, name: "Resources & Support", exact: true });
    await expect(heading).toBeFocused();
    // It lands just under the fixed header (the page's scroll padding).
    await expect.poll(() => topOf(page, "#faq-resources"), { timeout: 5000 }).toBeLessThan(100);
    expect(await topOf(page, "#faq-resources")).toBeGreaterThanOrEqual(64);
    // A smooth scroll moves in many steps, not one jump.
    expect(await page.evaluate(() => (window as unknown as { __scrolls: number }).__scrolls)).toBeGreaterThan(1);
  });

  test("under reduced motion the jump is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/faq");
    await page.getByRole("navigation", { name: "Jump to Category" }).getByRole("link", { name: "Partnerships & Engagement" }).click();
    // Read at once: no animation to wait for.
    const top = await topOf(page, "#faq-partnerships");
    expect(top).toBeGreaterThanOrEqual(64);
    expect(top).toBeLessThan(100);
    await expect(page.getByRole("heading", { level: 2, name: "Partnerships & Engagement", exact: true })).toBeFocused();
  });

  test("contact block: support e-mail, Live Chat opens the chat, Schedule a Call", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "support@ankur-ecosystem.in" })).toHaveAttribute("href", "mailto:support@ankur-ecosystem.in");
    await expect(main.getByRole("link", { name: "Schedule a Call" })).toHaveAttribute("href", "/contact-get-involved");
    const launcher = page.getByRole("button", { name: "Support chat" });
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    // Scrolled to, the block has its code: Live Chat is a button (before, and without JavaScript, a link to the contact form).
    await main.getByRole("link", { name: "Schedule a Call" }).scrollIntoViewIfNeeded();
    await main.getByRole("button", { name: "Live Chat" }).click();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("Partner Portal", () => {
  test("Sign In and Forgot password say that sign-in opens by invitation, and send nothing", async ({ page }) => {
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" || request.url().includes("/api/")) apiCalls.push(`${request.method()} ${request.url()}`);
    });
    await gotoHydrated(page, "/partner-portal");
    const form = page.getByRole("form", { name: "Partner Login" });
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await form.getByLabel("Email").fill("meera@dakshin.in");
    await form.getByLabel("Password").fill("not-a-real-password");
    await form.getByRole("button", { name: "Sign In" }).click();
    const status = form.getByRole("status");
    await expect(status).toContainText("Partner sign-in opens by invitation");
    await expect(status.getByRole("link", { name: "Apply to become a partner" })).toHaveAttribute("href", "/contact-get-involved/partner-apply");
    await expect(page).toHaveURL(/\/partner-portal$/);

    await form.getByRole("button", { name: "Forgot password?" }).click();
    await expect(status).toContainText("opens by invitation");
    await expect(status.getByRole("link")).toHaveAttribute("href", "/contact-get-involved/partner-apply");
    expect(apiCalls).toEqual([]);
  });

  test("feature anchors exist, three tiers with Apply Now, a testimonial and the success stories link", async ({ page }) => {
    await page.goto("/partner-portal");
    const main = page.getByRole("main");
    for (const anchor of ["collaboration", "resources", "network", "events", "performance"]) {
      await expect(main.locator(`#portal-features a[href$="#${anchor}"]`)).toHaveCount(1);
      await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
    }
    await main.locator('#portal-features a[href$="#performance"]').click();
    await expect(page).toHaveURL(/#performance$/);
    await expect(page.locator("#performance")).toBeInViewport();

    const tiers = main.locator("#partnership-tiers > div > ul > li");
    await expect(tiers).toHaveCount(3);
    await expect(tiers.nth(0)).toContainText("Associate Partner");
    await expect(tiers.nth(1)).toContainText("Strategic Partner");
    await expect(tiers.nth(1)).toContainText("Most popular");
    await expect(tiers.nth(2)).toContainText("Alliance Partner");
    await expect(tiers.nth(0)).toContainText("Co-branding");
    await expect(tiers.nth(0)).toContainText("Not included");
    await expect(tiers.nth(2)).toContainText("Investment committee access");
    await expect(main.getByRole("link", { name: /^Apply Now/ })).toHaveCount(3);
    for (const link of await main.getByRole("link", { name: /^Apply Now/ }).all()) {
      await expect(link).toHaveAttribute("href", "/contact-get-involved");
    }
    await expect(main.locator("#partner-testimonial blockquote")).toHaveCount(1);
    await expect(main.getByRole("link", { name: "Read our success stories" })).toHaveAttribute("href", "/success-stories");
  });
});

test.describe("Careers", () => {
  test("View Open Positions goes to #current-openings, which lists the three roles", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "View Open Positions" }).click();
    await expect(page).toHaveURL(/#current-openings$/);
    await expect(page.locator("#current-openings")).toBeInViewport();
    for (const slug of ["ecosystem-development-manager", "troup-lead-technology", "impact-assessment-specialist"]) {
      await expect(main.locator(`#current-openings a[href="/job/${slug}"]`)).toHaveCount(1);
    }
    await expect(main.locator("#application-process ol > li")).toHaveCount(5);
    await expect(main.locator("#application-process")).toContainText("reviewed within 1-2 weeks");
    await expect(main.locator("#application-process")).toContainText("30-45 minute video call");
    await expect(main.locator("#application-process")).toContainText("within 1 week of final interviews");
  });
});

test.describe("Success Stories and Press", () => {
  test("case stories link to /case-studies/{slug} with their figures", async ({ page }) => {
    await page.goto("/success-stories");
    const main = page.getByRole("main");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    for (const slug of ["nexgen-health", "ecoharvest", "finedge"]) {
      await expect(main.locator(`a[href="/case-studies/${slug}"]`)).toHaveCount(1);
    }
    for (const figure of ["₹32 crore", "120+", "35,000+", "85%", "12x", "5,000+", "3.2M", "₹50 crore", "₹750 crore+", "12,000+", "250+", "₹18 crore", "400+", "32x"]) {
      await expect(main).toContainText(figure);
    }
    await expect(main.locator('a[href="/contact-get-involved"]')).not.toHaveCount(0);
    await expect(main.locator('a[href="/solutions-services"]')).not.toHaveCount(0);
  });

  test("press releases with their tags, the archive, coverage and media resources", async ({ page }) => {
    await page.goto("/press");
    const main = page.getByRole("main");
    await expect(page.getByTestId("press-category")).toHaveText(["Announcement", "Partnership", "Milestone"]);
    for (const path of ["/press/climate-tech-fund", "/press/karnataka-partnership", "/press/250-ventures-milestone", "/press/archive"]) {
      await expect(main.locator(`a[href="${path}"]`).first()).toBeVisible();
    }
    await expect(main.locator("#media-coverage li")).toHaveCount(4);
    const resources = main.locator("#media-resources li");
    await expect(resources).toHaveCount(4);
    for (const link of await resources.getByRole("link").all()) {
      expect(await link.getAttribute("href")).toMatch(/^(\/contact-get-involved\?topic=|mailto:|tel:)/);
    }
  });
});

test.describe("Legal", () => {
  const documents = [
    { path: "/legal/privacy-policy", h1: "Privacy Policy", heading: "9. Your rights" },
    { path: "/legal/terms-of-use", h1: "Terms of Use", heading: "1. Who may use the website" },
    { path: "/legal/cookie-policy", h1: "Cookie Policy", heading: "3. The cookies we set" },
    { path: "/legal/data-protection-guidelines", h1: "Data Protection Guidelines", heading: "4. Encryption" },
  ];

  test("the hub links to the four documents and to /contact", async ({ page }) => {
    await page.goto("/legal");
    const main = page.getByRole("main");
    for (const doc of documents) await expect(main.locator(`a[href="${doc.path}"]`)).toHaveCount(1);
    await expect(main.locator('a[href="/contact"]')).toHaveCount(1);
  });

  for (const doc of documents) {
    test(`${doc.path}: date, headings, contact block`, async ({ page }) => {
      await page.goto(doc.path);
      const main = page.getByRole("main");
      await expect(page.locator("h1")).toHaveText(doc.h1);
      await expect(page.getByTestId("legal-last-updated")).toHaveText("Last Updated: April 30, 2025");
      await expect(main.getByRole("heading", { level: 2, name: doc.heading })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: "Contact Us" })).toBeVisible();
      await expect(main.getByRole("link", { name: "grievance@ankur-ecosystem.in" })).toHaveAttribute("href", "mailto:grievance@ankur-ecosystem.in");
      await expect(main.locator("address")).toContainText("Pune, Maharashtra");
      // Every table-of-contents entry leads to a section on the page.
      for (const href of await main.getByRole("navigation", { name: "On this page" }).getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
        await expect(page.locator(`[id="${href?.slice(1)}"]`)).toHaveCount(1);
      }
    });
  }

  test("the privacy policy names the Board, the rights and the data collected by the forms", async ({ page }) => {
    await page.goto("/legal/privacy-policy");
    const main = page.getByRole("main");
    for (const text of ["Data Protection Board of India", "Erasure", "Correction", "Access", "pitch deck", "partnership type", "Grievance Officer"]) {
      await expect(main).toContainText(text);
    }
  });
});

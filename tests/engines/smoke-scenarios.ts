import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { leadsFor } from "../e2e/support/lead-database.ts";
import { type EnginePage, byText } from "./engine-page.ts";

/**
 * What must work in every engine a visitor may bring (spec 1; issue 21 moves
 * these onto platform features that differ by engine): pages render, the
 * phone menu, the FAQ, a modal, and the contact form sends. Named by what a
 * visitor sees and by the API's field names, not by the markup's classes.
 */
export function smokeScenarios(open: (baseUrl: string) => Promise<EnginePage>): void {
  let page: EnginePage;
  beforeAll(async () => {
    process.env.E2E_DATA_DIR = inject("dataDir");
    page = await open(inject("baseUrl"));
  });
  afterAll(async () => {
    await page?.close();
  });

  /**
   * Opens a page and waits until its script has taken over the markup: today
   * a press before that is lost on the FAQ and the menus (issue 21 moves them
   * to <details> and popovers, which need no script; then this wait goes).
   */
  const visit = async (path: string) => {
    await page.goto(path);
    await expect.poll(() => page.attributeOf("html", "data-hydrated"), { timeout: 15_000 }).not.toBeNull();
  };

  it("renders pages with their heading and the footer", async () => {
    const pages: [path: string, heading: string][] = [
      ["/", "Connecting Ambition to Opportunity"],
      ["/about-us", "About Us"],
      ["/faq", "Frequently Asked Questions"],
    ];
    for (const [path, heading] of pages) {
      await visit(path);
      expect({ path, heading: (await page.textOf("h1"))?.trim() }).toEqual({ path, heading });
      expect(await page.textOf("footer")).toContain("Ankur Ecosystem Ventures Limited. All rights reserved.");
    }
  });

  it("opens the phone menu and shows its links", async () => {
    await page.setViewport(390, 844);
    await visit("/about-us");
    const menuButton = '//button[@aria-label="Open menu" or .//*[@aria-label="Open menu"]]';
    await page.click(menuButton);
    const openButton = '//button[@aria-label="Close menu" or .//*[@aria-label="Close menu"]]';
    await expect.poll(() => page.attributeOf(openButton, "aria-expanded")).toBe("true");
    const menuId = await page.attributeOf(openButton, "aria-controls");
    expect(menuId).toBeTruthy();
    await expect.poll(() => page.isShown(`//*[@id="${menuId}"]//a[normalize-space(.)="About Us"]`)).toBe(true);
    await page.setViewport(1280, 900);
  });

  it("opens an FAQ answer when its question is pressed", async () => {
    await visit("/faq");
    const answer = '//*[starts-with(normalize-space(.), "Ankur is an entrepreneurship and startup-incubation ecosystem")]';
    expect(await page.isShown(answer)).toBe(false);
    await page.click(byText("What is Ankur?"));
    await expect.poll(() => page.isShown(answer)).toBe(true);
  });

  it("opens the event registration modal with its form, and Escape closes it", async () => {
    await visit("/resources/events");
    await page.click('(//button[starts-with(normalize-space(.), "Register")])[1]');
    const dialog = 'dialog[open], [role="dialog"]';
    await expect.poll(() => page.isShown(dialog)).toBe(true);
    expect(await page.textOf(dialog)).toContain("Register for this event");
    await expect.poll(() => page.isShown('dialog[open] [name="fullName"], [role="dialog"] [name="fullName"]')).toBe(true);
    await page.pressEscape();
    await expect.poll(() => page.isShown(dialog)).toBe(false);
  });

  it("sends the contact form and stores the lead once", async () => {
    const email = `engine.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;
    await visit("/contact-get-involved");
    const form = 'form[aria-label="Contact form"]';
    await page.type(`${form} [name="name"]`, "Meera Iyer");
    await page.type(`${form} [name="email"]`, email);
    await page.type(`${form} [name="message"]`, "Could our fintech alliance host a cohort?");
    await page.click(`${form} button[type="submit"]`);
    await expect.poll(() => page.textOf(form), { timeout: 15_000 }).toContain("Thank you for your message! We will be in touch soon.");
    expect(leadsFor(email)).toHaveLength(1);
  });
}

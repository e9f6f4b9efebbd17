import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CONTACT_SUCCESS } from "../../contract/leads/lead-messages.ts";
import { leadsFor, verificationsFor } from "../e2e/support/lead-database.ts";
import { type EnginePage, type OpenOptions, byText } from "./engine-page.ts";

/** Opens one engine's browser on the served site (firefox-page.ts, webkit-page.ts). */
export type OpenEngine = (baseUrl: string, options?: OpenOptions) => Promise<EnginePage>;

const DESKTOP = [1280, 900] as const;
const PHONE = [390, 844] as const;
/** A link's load and an island's code on a busy machine (two cores, several runs). */
const SLOW = { timeout: 15_000 };

const EVENT_REGISTER_PATH = "/resources/events/term-sheets-decoded-2026/register";
const CONTACT_FORM = 'form[aria-label="Contact form"]';
const CONTACT_SUCCESS_REGION = '#contact-form output[aria-live="polite"]';
/** The island around an element: Astro drops its ssr attribute once the island has hydrated. */
const islandAround = (inner: string) => `(//astro-island[.//${inner}])[last()]`;

/**
 * Whether the browser renders the element: checkVisibility() in the page,
 * which also sees content a closed <details> hides (drivers' own checks may not).
 */
const rendersScript = (xpath: string) =>
  `document.evaluate(${JSON.stringify(xpath)}, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue?.checkVisibility() ?? false`;

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

/**
 * Reads the header bar's look: translucent at the top, solid with a shadow
 * once scrolled (engines print colours in different spaces; the alpha tells).
 */
const HEADER_LOOK = `(() => {
  const style = getComputedStyle(document.querySelector("[data-site-header]"));
  const alpha = /\\/\\s*([\\d.]+)\\)$/.exec(style.backgroundColor)?.[1] ?? /^rgba\\([^)]*,\\s*([\\d.]+)\\)$/.exec(style.backgroundColor)?.[1];
  return { solid: alpha === undefined || Number(alpha) === 1, shadow: style.boxShadow !== "none" && !/^(rgba\\(0, 0, 0, 0\\)|transparent)/.test(style.boxShadow) };
})()`;

/**
 * The site in an engine other than Chromium: the platform
 * features the site is built on (popovers, <details name>, <dialog>,
 * scroll-driven animations or their fallback script, islands hydrating on
 * first use, forms the browser posts itself) differ by engine. Named by what
 * a visitor sees and by the API's field names, not by the markup's classes.
 */
export function smokeScenarios(open: OpenEngine): void {
  describe("with JavaScript", () => {
    let page: EnginePage;
    const renders = (xpath: string) => page.evaluate<boolean>(rendersScript(xpath));
    beforeAll(async () => {
      process.env.E2E_DATA_DIR = inject("dataDir");
      page = await open(inject("baseUrl"));
    });
    afterAll(async () => {
      await page?.close();
    });

    it("renders /, /about-us and /faq with their heading and the footer", async () => {
      await page.setViewport(...DESKTOP);
      const pages: [path: string, heading: string][] = [
        ["/", "Connecting Ambition to Opportunity"],
        ["/about-us", "About Us"],
        ["/faq", "Frequently Asked Questions"],
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        expect({ path, heading: (await page.textOf("h1"))?.trim() }).toEqual({ path, heading });
        expect(await page.textOf("footer")).toContain("Ankur Ecosystem Ventures Limited. All rights reserved.");
      }
    });

    it("the phone menu (a popover) opens from its button with its links, one group open at a time, and closes on Escape and on its button", async () => {
      await page.setViewport(...PHONE);
      await page.goto("/about-us");
      const toggle = 'button[popovertarget="phone-menu"]';
      const menu = "#phone-menu";
      // The name the button gives follows the popover's state (CSS shows one of two hidden labels).
      const toggleName = () => page.evaluate<string>(`document.querySelector('${toggle}').innerText.trim()`);
      const openGroups = () =>
        page.evaluate<string[]>(`[...document.querySelectorAll("${menu} details")].filter((group) => group.open).map((group) => group.querySelector("summary").textContent.trim())`);
      expect(await page.isShown(menu)).toBe(false);
      expect(await toggleName()).toBe("Open menu");

      await page.click(toggle);
      await expect.poll(() => page.isShown(menu)).toBe(true);
      expect(await toggleName()).toBe("Close menu");
      expect(await page.isShown(`//*[@id="phone-menu"]//a[normalize-space(.)="About Us"]`)).toBe(true);

      await page.click(byText("Solutions & Services pages", "summary"));
      await expect.poll(openGroups).toEqual(["Solutions & Services pages"]);
      await expect.poll(() => renders(`//*[@id="phone-menu"]//a[normalize-space(.)="MSME Support Schemes"]`)).toBe(true);
      await page.click(byText("Resources pages", "summary"));
      await expect.poll(openGroups).toEqual(["Resources pages"]);
      await expect.poll(() => renders(`//*[@id="phone-menu"]//a[normalize-space(.)="Events & Webinars"]`)).toBe(true);
      expect(await renders(`//*[@id="phone-menu"]//a[normalize-space(.)="MSME Support Schemes"]`)).toBe(false);

      await page.pressEscape();
      await expect.poll(() => page.isShown(menu)).toBe(false);
      expect(await toggleName()).toBe("Open menu");

      await page.click(toggle);
      await expect.poll(() => page.isShown(menu)).toBe(true);
      await page.click(toggle);
      await expect.poll(() => page.isShown(menu)).toBe(false);
    });

    it("a desktop dropdown (a popover) opens from its button with its links, and Escape closes it", async () => {
      await page.setViewport(...DESKTOP);
      await page.goto("/about-us");
      const toggle = '//nav[@aria-label="Main"]//button[.//*[@aria-label="Ecosystem menu"]]';
      // Whether the popover is open: a mouse resting over the item shows the list too (CSS :hover).
      const popoverOpen = () => page.evaluate<boolean>(`document.getElementById("nav-menu-ecosystem").matches(":popover-open")`);
      expect(await popoverOpen()).toBe(false);
      await page.click(toggle);
      await expect.poll(popoverOpen).toBe(true);
      await expect.poll(() => page.isShown(`//*[@id="nav-menu-ecosystem"]//a[normalize-space(.)="Mentorship Network"]`)).toBe(true);
      await page.pressEscape();
      await expect.poll(popoverOpen).toBe(false);
    });

    it("the FAQ opens one answer at a time (<details name>)", async () => {
      await page.setViewport(...DESKTOP);
      await page.goto("/faq");
      const question = (text: string) => `//details[@name="faq"]/summary[.//h3[normalize-space(.)="${text}"]]`;
      const answerTo = (text: string) => `//details[@name="faq"][./summary//h3[normalize-space(.)="${text}"]]//*[@data-testid="faq-answer"]`;
      const openQuestions = () =>
        page.evaluate<string[]>(`[...document.querySelectorAll('details[name="faq"]')].filter((item) => item.open).map((item) => item.querySelector("h3").textContent.trim())`);
      const first = "What is Ankur?";
      const second = "How is Ankur different from other incubators?";
      expect(await openQuestions()).toEqual([]);

      await page.scrollIntoView(question(first));
      await page.click(question(first));
      await expect.poll(openQuestions).toEqual([first]);
      await expect.poll(() => renders(answerTo(first))).toBe(true);

      await page.scrollIntoView(question(second));
      await page.click(question(second));
      await expect.poll(openQuestions).toEqual([second]);
      await expect.poll(() => renders(answerTo(second))).toBe(true);
      expect(await renders(answerTo(first))).toBe(false);
    });

    it("the header turns solid past 10 px of scroll: by a scroll-driven animation, or by the fallback script where the engine has none", async () => {
      await page.setViewport(...DESKTOP);
      await page.goto("/about-us");
      const header = "[data-site-header]";
      const look = () => page.evaluate<{ solid: boolean; shadow: boolean }>(HEADER_LOOK);
      const scrollTo = (y: number) => page.evaluate(`window.scrollTo(0, ${y})`);
      const hasScrollTimelines = await page.evaluate<boolean>(`CSS.supports("animation-timeline: scroll()")`);
      // The fallback (scrolled-header-fallback.astro) marks the bar only where the engine lacks the animation.
      const fallbackMark = (scrolled: boolean) => (hasScrollTimelines ? null : String(scrolled));

      await expect.poll(look).toEqual({ solid: false, shadow: false });
      expect(await page.attributeOf(header, "data-scrolled")).toBe(fallbackMark(false));
      await scrollTo(11);
      await expect.poll(look).toEqual({ solid: true, shadow: true });
      expect(await page.attributeOf(header, "data-scrolled")).toBe(fallbackMark(true));
      await scrollTo(0);
      await expect.poll(look).toEqual({ solid: false, shadow: false });
      expect(await page.attributeOf(header, "data-scrolled")).toBe(fallbackMark(false));
    });

    it("the events page's Register opens the registration form in a <dialog> once its island runs; Escape closes it and focus returns to the link", async () => {
      await page.setViewport(...DESKTOP);
      await page.goto("/resources/events");
      const register = `a[href="${EVENT_REGISTER_PATH}"]`;
      const island = islandAround(`a[@href="${EVENT_REGISTER_PATH}"]`);
      // A pointer over the island brings its code (client:first-use); a click before that follows the link, by design.
      await page.hover(register);
      await expect.poll(() => page.attributeOf(island, "ssr"), SLOW).toBeNull();

      await page.click(register);
      const dialog = "dialog[open]";
      await expect.poll(() => page.isShown(dialog)).toBe(true);
      expect(await page.textOf(dialog)).toContain("Register for this event");
      expect(await page.isShown(`${dialog} [name="fullName"]`)).toBe(true);
      expect(await page.currentUrl()).toMatch(/\/resources\/events$/);

      await page.pressEscape();
      await expect.poll(() => page.isShown(dialog)).toBe(false);
      await expect.poll(() => page.evaluate<string | null>(`document.activeElement?.getAttribute("href") ?? null`)).toBe(EVENT_REGISTER_PATH);
    });

    it("the contact form's island sends it with its solved spam check: the success text in place, the lead stored once, verified", async () => {
      await page.setViewport(...DESKTOP);
      await page.goto("/contact-get-involved");
      const email = uniqueEmail("engine-astro-island");
      await page.scrollIntoView(CONTACT_FORM);
      // The first field typed into brings the island's code; what is typed meanwhile stays in the fields.
      await page.type(`${CONTACT_FORM} [name="name"]`, "Meera Iyer");
      await expect.poll(() => page.attributeOf(CONTACT_FORM, "data-ready"), SLOW).toBe("true");
      await page.type(`${CONTACT_FORM} [name="email"]`, email);
      await page.type(`${CONTACT_FORM} [name="message"]`, "Could our fintech alliance host a cohort?");
      await page.click(`${CONTACT_FORM} button[type="submit"]`);
      // Sent, the form gives its place to the success panel, in the section's live region.
      await expect.poll(() => page.textOf(CONTACT_SUCCESS_REGION), SLOW).toContain(CONTACT_SUCCESS);
      expect(await page.isShown(CONTACT_FORM)).toBe(false);
      expect(await page.currentUrl()).toMatch(/\/contact-get-involved$/);
      expect(leadsFor(email)).toHaveLength(1);
      // The proof of work ran in this engine's Web Workers with its Web Crypto.
      expect(verificationsFor(email)).toEqual(["verified"]);
    });
  });

  describe("without JavaScript (the forms the browser posts itself)", () => {
    let page: EnginePage;
    beforeAll(async () => {
      process.env.E2E_DATA_DIR = inject("dataDir");
      page = await open(inject("baseUrl"), { javaScript: false });
      await page.setViewport(...DESKTOP);
    });
    afterAll(async () => {
      await page?.close();
    });

    it("the contact form posts to the server and lands on the thanks page, the lead stored once, unverified", async () => {
      await page.goto("/contact-get-involved");
      const email = uniqueEmail("engine-astro-plain-post");
      await page.scrollIntoView(CONTACT_FORM);
      await page.type(`${CONTACT_FORM} [name="name"]`, "Meera Iyer");
      await page.type(`${CONTACT_FORM} [name="email"]`, email);
      await page.type(`${CONTACT_FORM} [name="message"]`, "Could our fintech alliance host a cohort?");
      // The page's scripts really are off: typing did not bring the island. (CSS, not XPath: puppeteer's XPath
      // queries wait on the page's event loop, which does not turn with scripts off in Firefox.)
      expect(await page.attributeOf(`astro-island:has(${CONTACT_FORM})`, "ssr")).toBe("");
      await page.click(`${CONTACT_FORM} button[type="submit"]`);
      await expect.poll(() => page.currentUrl(), SLOW).toMatch(/\/thanks\/contact\?reference=/);
      expect(await page.textOf("main")).toContain(CONTACT_SUCCESS);
      expect(leadsFor(email)).toHaveLength(1);
      // No script, no spam check: taken all the same, marked for the team.
      expect(verificationsFor(email)).toEqual(["unverified"]);
    });

    it("the events page's Register goes to the page that holds the registration form", async () => {
      await page.goto("/resources/events");
      await page.click(`a[href="${EVENT_REGISTER_PATH}"]`);
      await expect.poll(() => page.currentUrl(), SLOW).toMatch(new RegExp(`${EVENT_REGISTER_PATH}$`));
      expect(await page.isShown('form[aria-label="Event registration"] [name="fullName"]')).toBe(true);
    });
  });
}

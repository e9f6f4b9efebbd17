import { type Locator, type Page, expect, test } from "@playwright/test";
import { pages } from "../../app/config/pages";
import { pressFiles } from "../../app/features/press-room/press-files.test-support";
import { contactLink } from "../../app/lib/contact-link";
import { expectFocusTrapped } from "./support/focus-trap";
import { scriptFilesOnLoad } from "./support/scripts-on-load";
import { scrollIntoPlace } from "./support/scroll-into-place";

// The Astro page shells of group B (issue 21): the resources pages, success
// stories, partner portal, careers, press, FAQ, legal, login and the
// not-found page. Each shows today's words; none loads a script file until it
// is used; each island works on its first use; the FAQ needs no script. Each
// page's h1, title and description: routes.spec.ts; the item pages (blog
// posts, jobs, press releases, case studies): item-pages.spec.ts.

type ContentPage = { path: keyof typeof pages; texts: readonly string[] };

/** Every registered page of group B, with words only its content holds. */
const contentPages: readonly ContentPage[] = [
  { path: "/resources", texts: ["Explore the library", "Ecosystem, tech and policy posts"] },
  { path: "/resources/blog", texts: ["Featured", "Recent Posts", "Showing all 7 posts", "Why a Troupe Beats a Mentor: Lessons from 250 Ventures"] },
  { path: "/resources/whitepapers", texts: ["The research library", "Showing all 6 whitepapers", "The State of Incubation in Tier-2 India"] },
  { path: "/resources/events", texts: ["Term Sheets Decoded: What Founders Should Negotiate", "Founders pitch live and investors give blunt, useful feedback"] },
  { path: "/resources/tools", texts: ["Business Plans", "Financial Models", "Pitch Decks", "A 15-page plan for your first raise"] },
  { path: "/resources/media", texts: ["Visual Guides", "Brand Assets", "Video Snippets", "Five stages, five review gates and who is in a troupe"] },
  { path: "/success-stories", texts: ["Featured Case Stories", "Our Impact in Numbers", "Industry Recognition", "Venture Spotlight"] },
  { path: "/partner-portal", texts: ["One place for everything you build with our ventures", "Inside the Portal", "Partnership Tiers", "Partner Login"] },
  { path: "/careers", texts: ["Why Work Here", "Current Openings", "Our Application Process", "Ecosystem Development Manager"] },
  { path: "/press", texts: ["Press Releases", "Media Coverage", "Everything you need to write about Ankur"] },
  { path: "/press/archive", texts: [`${pressFiles().length} press releases, newest first.`, "Back to the Press Room"] },
  { path: "/faq", texts: ["Jump to Category", "Do you take equity?", "Still have questions?"] },
  { path: "/legal", texts: ["Our Policies", "Questions about our policies?"] },
  { path: "/legal/privacy-policy", texts: ["Last Updated: April 30, 2025", "2. What we collect through our forms, and why"] },
  { path: "/legal/terms-of-use", texts: ["Last Updated: April 30, 2025", "1. Who may use the website"] },
  { path: "/legal/cookie-policy", texts: ["Last Updated: April 30, 2025", "3. The cookies we set"] },
  { path: "/legal/data-protection-guidelines", texts: ["Last Updated: April 30, 2025", "4. Encryption"] },
  { path: "/login", texts: ["Accounts Open by Invitation", "Ask for the Document by E-mail", "Already Part of Ankur?"] },
];

/** A control's accessible name: its visible label, then (for screen readers) what it acts on. */
function action(label: string, title: string): RegExp {
  return new RegExp(`^${label}\\s*:\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

/** The island that holds `control` (the outermost, should islands nest). */
function islandHolding(page: Page, control: Locator): Locator {
  return page.locator("astro-island").filter({ has: control }).first();
}

/** Waits until Astro has hydrated the island (it drops `ssr` then). */
async function expectHydrated(islandElement: Locator) {
  await expect(islandElement).toHaveCount(1);
  await expect(islandElement).not.toHaveAttribute("ssr");
}

/** What the page logs as an error or warning, and its uncaught errors (a hydration mismatch, say); a resource that failed to load on purpose aside. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  return errors;
}

test.describe("every page of group B", () => {
  for (const { path, texts } of contentPages) {
    test(`${path}: its words`, async ({ page }) => {
      await page.goto(path);
      for (const text of texts) await expect(page.getByRole("main")).toContainText(text);
    });
  }

  for (const path of [...contentPages.map((contentPage) => contentPage.path), "/blog/why-troupes-beat-mentors", "/job/troup-lead-technology", "/no-such-page"]) {
    test(`${path} loads no script file until it is used`, async ({ page }) => {
      expect(await scriptFilesOnLoad(page, path)).toEqual([]);
    });
  }
});

test.describe("the not-found page", () => {
  test("an unknown path answers 404, noindex, with a way on to the main sections", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found | Ankur");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator("h1")).toHaveText("Page not found");
    await page.getByRole("main").getByRole("link", { name: "Resources" }).click();
    await expect(page).toHaveURL(/\/resources$/);
  });
});

test.describe("static pages' links and anchors", () => {
  test("resources hub: five resource cards and Get in Touch", async ({ page }) => {
    await page.goto("/resources");
    for (const slug of ["blog", "whitepapers", "events", "tools", "media"]) await expect(page.locator(`#resource-library a[href="/resources/${slug}"]`)).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
  });

  test("success stories: case stories link to /case-studies/{slug} with the spec's figures", async ({ page }) => {
    await page.goto("/success-stories");
    const main = page.getByRole("main");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    for (const slug of ["nexgen-health", "ecoharvest", "finedge"]) await expect(main.locator(`a[href="/case-studies/${slug}"]`)).toHaveCount(1);
    for (const figure of ["₹32 crore", "120+", "35,000+", "85%", "12x", "5,000+", "3.2M", "₹50 crore", "₹750 crore+", "12,000+", "250+", "₹18 crore", "400+", "32x"]) {
      await expect(main).toContainText(figure);
    }
    await expect(main.locator('a[href="/contact-get-involved"]')).not.toHaveCount(0);
    await expect(main.locator('a[href="/solutions-services"]')).not.toHaveCount(0);
  });

  test("partner portal: feature anchors that lead to their sections, three tiers with Apply Now, a testimonial", async ({ page }) => {
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
    for (const link of await main.getByRole("link", { name: /^Apply Now/ }).all()) await expect(link).toHaveAttribute("href", "/contact-get-involved");
    await expect(main.locator("#partner-testimonial blockquote")).toHaveCount(1);
    await expect(main.getByRole("link", { name: "Read our success stories" })).toHaveAttribute("href", "/success-stories");
  });

  test("careers: View Open Positions goes to #current-openings, which lists the three roles; the five steps of applying", async ({ page }) => {
    await page.goto("/careers");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "View Open Positions" }).click();
    await expect(page).toHaveURL(/#current-openings$/);
    await expect(page.locator("#current-openings")).toBeInViewport();
    for (const slug of ["ecosystem-development-manager", "troup-lead-technology", "impact-assessment-specialist"]) {
      await expect(main.locator(`#current-openings a[href="/job/${slug}"]`)).toHaveCount(1);
    }
    const applying = main.locator("#application-process");
    await expect(applying.locator("ol > li")).toHaveCount(5);
    for (const text of ["reviewed within 1-2 weeks", "30-45 minute video call", "within 1 week of final interviews"]) await expect(applying).toContainText(text);
  });

  test("press: releases with their tags, the archive, coverage and media resources", async ({ page }) => {
    await page.goto("/press");
    const main = page.getByRole("main");
    await expect(page.getByTestId("press-category")).toHaveText(["Announcement", "Partnership", "Milestone"]);
    for (const path of ["/press/climate-tech-fund", "/press/karnataka-partnership", "/press/250-ventures-milestone", "/press/archive"]) await expect(main.locator(`a[href="${path}"]`).first()).toBeVisible();
    await expect(main.locator("#media-coverage li")).toHaveCount(4);
    const resources = main.locator("#media-resources li");
    await expect(resources).toHaveCount(4);
    for (const link of await resources.getByRole("link").all()) {
      expect(await link.getAttribute("href")).toMatch(/^(\/contact-get-involved\?topic=|mailto:|tel:)/);
    }
  });

  test("legal: the hub links to the four documents and /contact; each document's date, sections, contact block, and contents that lead to its sections", async ({ page }) => {
    const documents = [
      { path: "/legal/privacy-policy", heading: "9. Your rights" },
      { path: "/legal/terms-of-use", heading: "1. Who may use the website" },
      { path: "/legal/cookie-policy", heading: "3. The cookies we set" },
      { path: "/legal/data-protection-guidelines", heading: "4. Encryption" },
    ];
    await page.goto("/legal");
    for (const { path } of documents) await expect(page.getByRole("main").locator(`a[href="${path}"]`)).toHaveCount(1);
    await expect(page.getByRole("main").locator('a[href="/contact"]')).toHaveCount(1);
    for (const { path, heading } of documents) {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(page.getByTestId("legal-last-updated")).toHaveText("Last Updated: April 30, 2025");
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: "Contact Us" })).toBeVisible();
      await expect(main.getByRole("link", { name: "grievance@ankur-ecosystem.in" })).toHaveAttribute("href", "mailto:grievance@ankur-ecosystem.in");
      await expect(main.locator("address")).toContainText("Pune, Maharashtra");
      const targets = await main.getByRole("navigation", { name: "On this page" }).getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(targets.length).toBeGreaterThan(3);
      for (const href of targets) await expect(page.locator(`[id="${href?.slice(1)}"]`)).toHaveCount(1);
    }
  });

  test("legal: the privacy policy names the Board, the rights and the data collected by the forms", async ({ page }) => {
    await page.goto("/legal/privacy-policy");
    const main = page.getByRole("main");
    for (const text of ["Data Protection Board of India", "Erasure", "Correction", "Access", "pitch deck", "partnership type", "Grievance Officer"]) {
      await expect(main).toContainText(text);
    }
  });

  test("login: no sign-in form, the e-mail request for the library instead, and the members' links", async ({ page }) => {
    await page.goto("/login");
    const main = page.getByRole("main");
    await expect(main.locator("input")).toHaveCount(0);
    await expect(main.getByRole("heading", { name: "Accounts Open by Invitation" })).toBeVisible();
    await expect(page.locator("#email-request ol > li")).not.toHaveCount(0);
    const request = page.locator("#email-request").getByRole("link", { name: "Request by E-mail" });
    await expect(request).toHaveAttribute("href", /^\/contact-get-involved\?topic=/);
    expect(new URL((await request.getAttribute("href")) ?? "", "http://site").searchParams.get("topic")).toBe("Resource library access");
    await expect(main.getByRole("link", { name: "Back to the Whitepapers" })).toHaveAttribute("href", "/resources/whitepapers");
  });
});

test.describe("islands on first use", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = recordErrors(page);
  });
  test.afterEach(() => {
    expect(errors, "errors or warnings in the console").toEqual([]);
  });

  test("blog: the first press on a category chip filters; search and category combine over posts linking to /blog/{id}", async ({ page }) => {
    await page.goto("/resources/blog");
    const chips = page.getByRole("group", { name: "Filter posts by category" });
    const library = islandHolding(page, chips);
    await expect(library).toHaveAttribute("ssr");
    await expect(chips.getByRole("button")).toHaveText(["All Posts", "Ecosystem", "Tech", "Policy"]);
    await expect(chips.getByRole("button", { name: "All Posts" })).toHaveAttribute("aria-pressed", "true");
    const posts = page.getByTestId("blog-post");
    await expect(posts).toHaveCount(7);
    await expect(page.getByRole("heading", { name: "Featured" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Why a Troupe Beats a Mentor: Lessons from 250 Ventures", exact: true })).toHaveAttribute("href", "/blog/why-troupes-beat-mentors");

    await chips.getByRole("button", { name: "Tech" }).click();
    await expectHydrated(library);
    await expect(chips.getByRole("button", { name: "Tech" })).toHaveAttribute("aria-pressed", "true");
    await expect(posts).toHaveCount(2);
    for (const post of await posts.all()) await expect(post).toContainText("Tech");
    await expect(page.getByRole("heading", { name: "Featured" })).toBeHidden();

    await chips.getByRole("button", { name: "Policy" }).click();
    await page.getByLabel("Search articles").fill("dpdp");
    await expect(posts).toHaveCount(1);
    await expect(posts.first().getByRole("link").first()).toHaveAttribute("href", "/blog/dpdp-rules-startup-checklist");
    await chips.getByRole("button", { name: "Tech" }).click();
    await expect(page.getByText("No posts match your search.")).toBeVisible();
  });

  for (const { path, label, words, items } of [
    { path: "/resources/blog", label: "Search articles", words: "ondc", items: (page: Page) => page.getByTestId("blog-post") },
    {
      path: "/resources/whitepapers",
      label: "Search whitepapers by title or description",
      words: "abandoned",
      items: (page: Page) => page.locator("#library").getByRole("heading", { level: 3 }),
    },
  ]) {
    test(`${path}: words typed before the code arrives still search`, async ({ page }) => {
      await page.goto(path);
      await expect(items(page)).not.toHaveCount(1);
      const search = page.getByLabel(label);
      await search.pressSequentially(words);
      await expectHydrated(islandHolding(page, search));
      await expect(search).toHaveValue(words);
      await expect(items(page)).toHaveCount(1);
    });
  }

  test("blog: a cover that fails to load falls back to the placeholder, before and after the filter's code", async ({ page }) => {
    await page.route("**/covers/blog/building-on-ondc.svg", (route) => route.abort());
    await page.goto("/resources/blog");
    const cover = page.getByTestId("blog-post").filter({ hasText: "Building on ONDC" }).locator("img[data-blog-image]");
    await cover.scrollIntoViewIfNeeded();
    await expect(cover).toHaveAttribute("src", "/images/placeholder.svg");
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole("group", { name: "Filter posts by category" }).getByRole("button", { name: "Tech" }).click();
    await expect(page.getByTestId("blog-post").filter({ hasText: "Building on ONDC" }).locator("img[data-blog-image]")).toHaveAttribute("src", "/images/placeholder.svg");
  });

  test("whitepapers: search and topic, citation to the clipboard, Login Required modal closed by Escape or Cancel", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/resources/whitepapers");
    const titles = page.locator("#library").getByRole("heading", { level: 3 });
    await expect(titles).toHaveCount(6);
    const topics = page.getByRole("group", { name: "Filter whitepapers by topic" });
    await topics.getByRole("button", { name: "Digital" }).click();
    await expectHydrated(islandHolding(page, topics));
    await expect(titles).toHaveCount(2);
    await page.getByLabel("Search whitepapers by title or description").fill("ABANDONED");
    await expect(titles).toHaveText(["MSME Digital Adoption Index 2026"]);
    await page.getByLabel("Search whitepapers by title or description").fill("");
    await topics.getByRole("button", { name: "All Topics" }).click();
    await expect(titles).toHaveCount(6);

    await page.getByRole("button", { name: action("Copy Citation", "The State of Incubation in Tier-2 India") }).click();
    await expect(page.getByText("Citation copied to the clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Dr. Ananya Krishnan (14 March 2026). The State of Incubation in Tier-2 India. Ankur Research.");

    const download = page.getByRole("button", { name: action("Download", "The State of Incubation in Tier-2 India") });
    await download.click();
    const dialog = page.getByRole("dialog", { name: "Login Required" });
    await expect(dialog).toBeVisible();
    // The wall offers the e-mail request (whitepaper-request.spec.ts), focused; Log In stays.
    await expect(dialog.getByRole("textbox", { name: /Email/ })).toBeFocused();
    await expect(dialog.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    await expectFocusTrapped(page, dialog, 8);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(download).toBeFocused();

    await download.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(download).toBeFocused();
  });

  test("whitepapers: the first press on Download opens the modal", async ({ page }) => {
    await page.goto("/resources/whitepapers");
    const download = page.getByRole("button", { name: action("Download", "The State of Incubation in Tier-2 India") });
    await scrollIntoPlace(download);
    await download.click();
    await expect(page.getByRole("dialog", { name: "Login Required" })).toBeVisible();
  });

  test("events: the first press on a tab switches; arrow keys move between tabs", async ({ page }) => {
    await page.goto("/resources/events");
    const upcoming = page.getByRole("tab", { name: "Upcoming Events" });
    const recorded = page.getByRole("tab", { name: "On-Demand Recordings" });
    const recordings = page.getByRole("tabpanel", { name: "On-Demand Recordings" });
    await expect(upcoming).toHaveAttribute("aria-selected", "true");
    await expect(recorded).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel", { name: "Upcoming Events" })).toBeVisible();
    await expect(recordings).toBeHidden();

    await recorded.click();
    await expectHydrated(islandHolding(page, recorded));
    await expect(recorded).toHaveAttribute("aria-selected", "true");
    await expect(recordings).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Upcoming Events" })).toBeHidden();
    await expect(recordings.getByRole("link", { name: /^Watch Now/ }).first()).toHaveAttribute("href", /^\/contact-get-involved\?topic=/);

    // From the last tab ArrowRight wraps to the first, and from the first moves on.
    await page.keyboard.press("ArrowRight");
    await expect(upcoming).toBeFocused();
    await expect(upcoming).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(recorded).toBeFocused();
    await expect(recorded).toHaveAttribute("aria-selected", "true");
    await expect(recordings).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(upcoming).toBeFocused();
    await page.keyboard.press("End");
    await expect(recorded).toBeFocused();
    await expect(recordings).toBeVisible();
  });

  test("partner portal: Sign In and Forgot password say sign-in opens by invitation, and send nothing", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" || request.url().includes("/api/")) sent.push(`${request.method()} ${request.url()}`);
    });
    await page.goto("/partner-portal");
    const form = page.getByRole("form", { name: "Partner Login" });
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await form.getByLabel("Email").fill("meera@dakshin.in");
    await expectHydrated(islandHolding(page, form));
    await form.getByLabel("Password").fill("not-a-real-password");
    await form.getByRole("button", { name: "Sign In" }).click();
    const status = form.getByRole("status");
    await expect(status).toContainText("Partner sign-in opens by invitation");
    await expect(status.getByRole("link", { name: "Apply to become a partner" })).toHaveAttribute("href", "/contact-get-involved/partner-apply");
    await expect(page).toHaveURL(/\/partner-portal$/);
    await expect(form.getByLabel("Email")).toHaveValue("meera@dakshin.in");
    await form.getByRole("button", { name: "Forgot password?" }).click();
    await expect(status).toContainText("opens by invitation");
    await expect(status.getByRole("link")).toHaveAttribute("href", "/contact-get-involved/partner-apply");
    expect(sent).toEqual([]);
  });
});

test.describe("FAQ, with no script at all", () => {
  test.use({ javaScriptEnabled: false });

  const categories = ["About", "For Entrepreneurs", "Troup-Based Incubation", "Partnerships & Engagement", "Resources & Support"];
  const question = (page: Page, text: string) => page.getByRole("main").locator("details").filter({ has: page.locator("summary", { hasText: text }) });

  test("five categories; at most one answer open; pressing the open one closes it", async ({ page }) => {
    await page.goto("/faq");
    const main = page.getByRole("main");
    for (const name of categories) await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    const answers = page.getByTestId("faq-answer");
    expect(await answers.count()).toBeGreaterThanOrEqual(15);
    await expect(answers.filter({ visible: true })).toHaveCount(0);

    const equity = question(page, "Do you take equity?");
    const troupe = question(page, "What is a troupe?");
    await equity.locator("summary").click();
    await expect(equity).toHaveAttribute("open");
    await expect(equity.getByTestId("faq-answer")).toBeVisible();
    await expect(equity.getByTestId("faq-answer")).toContainText("3-7%");
    await expect(answers.filter({ visible: true })).toHaveCount(1);

    // Another question, in another category: the first closes.
    await troupe.locator("summary").click();
    await expect(troupe).toHaveAttribute("open");
    await expect(equity).not.toHaveAttribute("open");
    await expect(answers.filter({ visible: true })).toHaveCount(1);

    // The open one again: all closed.
    await troupe.locator("summary").click();
    await expect(troupe).not.toHaveAttribute("open");
    await expect(answers.filter({ visible: true })).toHaveCount(0);

    // By keyboard.
    await equity.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(equity.getByTestId("faq-answer")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(equity.getByTestId("faq-answer")).toBeHidden();
  });

  test("Jump to Category lands the category's heading under the header and moves focus to it", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("navigation", { name: "Jump to Category" }).getByRole("link", { name: "Resources & Support" }).click();
    const heading = page.getByRole("heading", { level: 2, name: "Resources & Support", exact: true });
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/#faq-resources$/);
    const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await expect.poll(top, { timeout: 5000 }).toBeLessThan(100);
    expect(await top()).toBeGreaterThanOrEqual(64);
  });

  test("the contact block: support e-mail, Live Chat to the contact form, Schedule a Call, and the FAQPage data", async ({ page }) => {
    await page.goto("/faq");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "support@ankur-ecosystem.in" })).toHaveAttribute("href", "mailto:support@ankur-ecosystem.in");
    await expect(main.getByRole("link", { name: "Live Chat" })).toHaveAttribute("href", contactLink("Live chat request"));
    await expect(main.getByRole("link", { name: "Live Chat" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Live Chat" })).toBeHidden();
    await expect(main.getByRole("link", { name: "Schedule a Call" })).toHaveAttribute("href", "/contact-get-involved");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { "@type": string; mainEntity?: { name: string }[] });
    expect(blocks.find((block) => block["@type"] === "FAQPage")?.mainEntity?.map((entry) => entry.name)).toContain("Do you take equity?");
  });
});

test.describe("FAQ Live Chat", () => {
  test("its first press opens the support chat, before any script has loaded", async ({ page }) => {
    await page.goto("/faq");
    const launcher = page.getByRole("button", { name: "Support chat" });
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("main").getByRole("link", { name: "Live Chat" })).toBeHidden();
    await page.getByRole("main").getByRole("button", { name: "Live Chat" }).click();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("on a phone", () => {
  test("a tap on FAQ's Live Chat opens the support chat; a tap on a blog chip filters @phone", async ({ page }) => {
    await page.goto("/faq");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Live Chat" }).tap();
    await expect(page.getByRole("button", { name: "Support chat" })).toHaveAttribute("aria-expanded", "true");

    await page.goto("/resources/blog");
    await page.getByRole("group", { name: "Filter posts by category" }).getByRole("button", { name: "Tech" }).tap();
    await expect(page.getByTestId("blog-post")).toHaveCount(2);
  });
});

test.describe("FAQ scrolling", () => {
  test("Jump to Category scrolls smoothly, in many steps", async ({ page }) => {
    await page.goto("/faq");
    await page.evaluate(() => {
      const counter = window as unknown as { scrolls: number };
      counter.scrolls = 0;
      window.addEventListener("scroll", () => counter.scrolls++, { passive: true });
    });
    await page.getByRole("navigation", { name: "Jump to Category" }).getByRole("link", { name: "Resources & Support" }).click();
    const heading = page.getByRole("heading", { level: 2, name: "Resources & Support", exact: true });
    await expect(heading).toBeFocused();
    // It lands just under the fixed header (the page's scroll padding), in many steps, not one jump.
    const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await expect.poll(top, { timeout: 5000 }).toBeLessThan(100);
    expect(await top()).toBeGreaterThanOrEqual(64);
    expect(await page.evaluate(() => (window as unknown as { scrolls: number }).scrolls)).toBeGreaterThan(1);
  });

  test("under reduced motion the jump is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/faq");
    await page.getByRole("navigation", { name: "Jump to Category" }).getByRole("link", { name: "Partnerships & Engagement" }).click();
    // Read at once: no animation to wait for.
    const top = await page.locator("#faq-partnerships").evaluate((element) => Math.round(element.getBoundingClientRect().top));
    expect(top).toBeGreaterThanOrEqual(64);
    expect(top).toBeLessThan(100);
    await expect(page.getByRole("heading", { level: 2, name: "Partnerships & Engagement", exact: true })).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("events show both lists, the libraries every item, and the partner login falls back to the application page", async ({ page }) => {
    await page.goto("/resources/events");
    await expect(page.getByRole("heading", { name: "Term Sheets Decoded: What Founders Should Negotiate" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pitch Clinic: Ten Decks, Ten Minutes Each" })).toBeVisible();
    await page.goto("/resources/blog");
    await expect(page.getByTestId("blog-post")).toHaveCount(7);
    await page.goto("/resources/whitepapers");
    await expect(page.locator("#library").getByRole("heading", { level: 3 })).toHaveCount(6);
    await page.goto("/partner-portal");
    await page.getByRole("form", { name: "Partner Login" }).getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/contact-get-involved\/partner-apply\??$/);
  });
});

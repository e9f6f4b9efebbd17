import { type Page, expect, test } from "@playwright/test";
import { isPagePath } from "../../app/config/pages";
import { type PageExpectation, aboutPage, ecosystemPages, groupAPages, solutionsPages, specifiedFuturePaths } from "./support/pages-a-expectations";
import { scriptFilesOnLoad } from "./support/scripts-on-load";

/**
 * Group A's page shells on the Astro build (issue 21), and /about-us: every
 * page shows its sections and figures, and group A's load no JavaScript until
 * the visitor reaches for an island. Each page's h1, title and description:
 * routes.spec.ts; its islands' behaviour: pages-a-islands.spec.ts.
 */

/** Whitespace folded, as a reader sees it. */
const fold = (text: string) => text.replace(/\s+/g, " ").trim();

/** The page's <main> holds the expected headings (h2-h4), figures, card counts and anchors. */
async function expectPageContent(page: Page, expectation: PageExpectation): Promise<void> {
  const main = page.getByRole("main");
  const headings = (await main.locator("h2, h3, h4").allTextContents()).map(fold);
  for (const heading of expectation.headings) expect(headings, `heading "${heading}"`).toContain(heading);
  const text = fold((await main.textContent()) ?? "");
  for (const figure of expectation.figures ?? []) expect(text, `text "${figure}"`).toContain(figure);
  for (const [section, count] of Object.entries(expectation.cards ?? {})) {
    await expect(main.locator(`section#${section} h3`), `cards in #${section}`).toHaveCount(count);
  }
  for (const id of expectation.ids ?? []) await expect(main.locator(`[id="${id}"]`), `anchor #${id}`).toHaveCount(1);
}

/** Every link of <main> leads to a page of the site (or one the spec names), every button is a carousel's. */
async function expectNoDeadControls(page: Page): Promise<void> {
  const hrefs = await page.locator("main a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href, "a link with a target").not.toMatch(/^(#?$|javascript:)/);
    if (/^https?:/.test(href)) continue;
    const { pathname } = new URL(href, "http://site");
    expect(isPagePath(pathname) || specifiedFuturePaths.includes(pathname), `${href} leads to a page`).toBe(true);
  }
  const strayButtons = await page.locator("main button").evaluateAll((buttons) => buttons.filter((b) => !b.closest('[aria-roledescription="carousel"]')).length);
  expect(strayButtons, "buttons outside carousels").toBe(0);
}

test.describe("group A pages on the Astro build", () => {
  for (const expectation of groupAPages) {
    const { path } = expectation;
    test(`${path}: its sections and figures, and no script on load`, async ({ page }) => {
      // No island of these pages is above the fold: the carousels and the logo strip
      // (client:visible) sit far below the first screen, the rest hydrate on first use.
      expect(await scriptFilesOnLoad(page, path), "script files loaded with no interaction").toEqual([]);
      await expectPageContent(page, expectation);
    });
  }

  test("no script on load on a phone either @phone", async ({ page }) => {
    for (const { path } of groupAPages) {
      expect(await scriptFilesOnLoad(page, path), `${path}: script files loaded with no interaction`).toEqual([]);
    }
  });
});

test.describe("about, ecosystem and solutions pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of [...ecosystemPages, ...solutionsPages]) {
    test(`${path}: every link leads to a page, every button is a carousel's`, async ({ page }) => {
      await page.goto(path);
      await expectNoDeadControls(page);
    });
  }

  test("/about-us: its sections, anchors, figures and cards; every link leads to a page, every button is a carousel's", async ({ page }) => {
    await page.goto(aboutPage.path);
    await expectPageContent(page, aboutPage);
    await expectNoDeadControls(page);
  });
});

/**
 * "View Profile: Harish Gokhale" matches the control "View Profile" whose
 * screen-reader suffix names the card (browsers may put a space before the colon).
 */
function linkName(label: string): RegExp {
  const [control, ...card] = label.split(": ").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(card.length ? `^${control}\\s*: ${card.join(": ")}$` : `^${control}`);
}

const topic = (t: string) => new RegExp(`/contact-get-involved\\?topic=${encodeURIComponent(t).replace(/[()*.]/g, "\\$&")}#contact-form$`);

type Journey = { from: string; link: string; exact?: boolean; to: RegExp };

const journeys: readonly Journey[] = [
  { from: "/", link: "Get Started", exact: true, to: /\/contact-get-involved\/partner-apply$/ },
  { from: "/", link: "Watch Overview Video", exact: true, to: /\/resources\/media#overview-video$/ },
  { from: "/about-us", link: "Get Involved", exact: true, to: /\/contact-get-involved$/ },
  { from: "/about-us", link: "Download Brochure", exact: true, to: topic("Brochure request") },
  { from: "/about-us", link: "How partners govern with us: Saptarishi Ventures", to: /\/ecosystem\/associate-bodies$/ },
  { from: "/ecosystem/associate-bodies", link: "breadcrumb:Ecosystem", to: /\/ecosystem$/ },
  { from: "/ecosystem/associate-bodies", link: "breadcrumb:Home", to: /\/$/ },
  { from: "/ecosystem/participating-companies", link: "breadcrumb:Ecosystem", to: /\/ecosystem$/ },
  { from: "/ecosystem/troup-based-incubation-model", link: "breadcrumb:Ecosystem", to: /\/ecosystem$/ },
  { from: "/solutions-services/msme-support-schemes", link: "breadcrumb:Solutions & Services", to: /\/solutions-services$/ },
  { from: "/ecosystem", link: "Explore Solutions & Services", to: /\/solutions-services$/ },
  { from: "/ecosystem/associate-bodies", link: "Contact Our Governance Team", to: /\/contact-get-involved$/ },
  { from: "/ecosystem/participating-companies", link: "Apply for Incubation", to: /\/solutions-services\/startup-incubation-packages$/ },
  { from: "/ecosystem/participating-companies", link: "Schedule a Consultation", to: /\/contact-get-involved$/ },
  { from: "/ecosystem/troup-based-incubation-model", link: "Apply for Incubation", to: /\/solutions-services\/startup-incubation-packages$/ },
  { from: "/ecosystem/troup-based-incubation-model", link: "Request TBBIM Consultation", to: /\/contact-get-involved$/ },
  { from: "/ecosystem/mentorship-network", link: "Find a Mentor", to: /\/contact-get-involved$/ },
  { from: "/ecosystem/mentorship-network", link: "Become a Mentor", to: /\/contact-get-involved$/ },
  { from: "/ecosystem/mentorship-network", link: "View Profile: Harish Gokhale", to: topic("Mentor introduction: Harish Gokhale") },
  { from: "/ecosystem/industry-partners", link: "Apply for Partnership", to: /\/contact-get-involved\/partner-apply$/ },
  { from: "/solutions-services", link: "How the Troup-Based Incubation Model works", to: /\/ecosystem\/troup-based-incubation-model$/ },
  { from: "/solutions-services", link: "Learn more: Wanapreneur Programs", to: /\/solutions-services\/wanapreneur-programs$/ },
  { from: "/solutions-services", link: "Book a Free Consultation", to: /\/contact-get-involved$/ },
  { from: "/solutions-services/corporate-partnerships", link: "Learn More: Open Innovation Challenge", to: topic("R&D co-development package: Open Innovation Challenge") },
  { from: "/solutions-services/government-programs-grants", link: "Download Checklist: Data Protection (DPDP Act 2023)", to: topic("Compliance checklist request: Data Protection (DPDP Act 2023)") },
  { from: "/solutions-services/startup-incubation-packages", link: "Apply Now: Enterprise Sales Accelerator", to: topic("Market-entry accelerator application: Enterprise Sales Accelerator") },
  { from: "/solutions-services/msme-support-schemes", link: "Download Toolkit: Lean Shop Floor Toolkit", to: topic("MSME toolkit request: Lean Shop Floor Toolkit") },
  { from: "/solutions-services/wanapreneur-programs", link: "Apply Now", exact: true, to: /\/contact-get-involved$/ },
  { from: "/solutions-services/digital-transformation-training", link: "Schedule a Consultation", to: /\/contact-get-involved$/ },
];

test.describe("breadcrumbs and calls to action, as plain links", () => {
  // Without the page transition: in headless Chromium 156, 1 to 2 in 20 clicks on these links
  // never committed their navigation while a cross-document view transition was on (none in 40
  // with it off, with or without the speculation rules' prefetch or the fragment). What is tested
  // here is where each link leads; the transition itself has its own tests (shell.spec.ts).
  test.use({ reducedMotion: "reduce" });
  for (const journey of journeys) {
    test(`${journey.from}: "${journey.link}" leads to ${journey.to.source}`, async ({ page }) => {
      await page.goto(journey.from);
      const link = journey.link.startsWith("breadcrumb:")
        ? page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: journey.link.slice("breadcrumb:".length), exact: true })
        : page.getByRole("main").getByRole("link", { name: journey.exact ? journey.link : linkName(journey.link) });
      await link.first().click();
      // A whole document's load, on a machine other test runs share: more than the default 5 s at worst.
      await expect(page).toHaveURL(journey.to, { timeout: 15_000 });
    });
  }

  test("home: the quick links lead to the platform, the ecosystem and the programmes", async ({ page }) => {
    await page.goto("/");
    for (const href of ["/platform", "/ecosystem", "/programs"]) await expect(page.locator(`#quick-links a[href="${href}"]`)).toHaveCount(1);
  });

  test("the flagship programme and assessment cards link to the paths the spec gives", async ({ page }) => {
    await page.goto("/solutions-services");
    const hrefs = await page.locator("#flagship-programs a, #assessments a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(specifiedFuturePaths);
  });

  test("the Associate Bodies breadcrumb reads Home / Ecosystem / Associate Bodies", async ({ page }) => {
    await page.goto("/ecosystem/associate-bodies");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(crumbs).toHaveText([/^Home$/, /Ecosystem$/, /Associate Bodies$/]);
    await expect(crumbs.nth(0).getByRole("link")).toHaveAttribute("href", "/");
    await expect(crumbs.nth(1).getByRole("link")).toHaveAttribute("href", "/ecosystem");
    await expect(crumbs.nth(2).locator("[aria-current=page]")).toHaveText("Associate Bodies");
  });

  test("the audience hub: five audience cards and Contact Us", async ({ page }) => {
    await page.goto("/audience-hub");
    const main = page.getByRole("main");
    for (const slug of ["industry-corporate", "investors-vcs", "entrepreneurs-startups", "government-ngos", "consultants-academics"]) {
      await expect(main.locator(`#audiences a[href="/audience-hub/${slug}"]`)).toHaveCount(1);
    }
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("consultants and government: placeholder controls have real targets", async ({ page }) => {
    await page.goto("/audience-hub/consultants-academics");
    for (const name of [/^Submit Inquiry/, /^Register Now/, /^Download Paper/]) {
      await expect(page.getByRole("link", { name }).first()).toHaveAttribute("href", /^\/contact-get-involved\?topic=/);
    }
    await page.goto("/audience-hub/government-ngos");
    const updates = page.locator("#regulatory-updates");
    await expect(updates.getByText("Active", { exact: true })).toHaveCount(2);
    await expect(updates.getByText("Upcoming", { exact: true })).toHaveCount(1);
    const details = updates.getByRole("link", { name: /View Details/ });
    await expect(details).toHaveCount(3);
    await expect(details.first()).toHaveAttribute("target", "_blank");
    await expect(details.first()).toHaveAttribute("href", /^https:\/\//);
    await expect(page.getByRole("link", { name: /^Download Report/ }).first()).toHaveAttribute("href", /^\/contact-get-involved\?topic=/);
    await expect(page.getByRole("link", { name: /^Download Template/ }).first()).toHaveAttribute("href", /^\/contact-get-involved\?topic=/);
  });

  test("platform: the five groups and their pages", async ({ page }) => {
    await page.goto("/platform");
    const members = page.locator("#members");
    for (const href of ["/audience-hub/entrepreneurs-startups", "/audience-hub/investors-vcs", "/audience-hub/industry-corporate", "/ecosystem/mentorship-network", "/ecosystem/associate-bodies"]) {
      await expect(members.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test("programs: four programmes, three assessments and the incubation packages", async ({ page }) => {
    await page.goto("/programs");
    for (const path of specifiedFuturePaths.slice(0, 4)) await expect(page.locator(`#flagship-programs a[href="${path}"]`)).toHaveCount(1);
    for (const path of specifiedFuturePaths.slice(4)) await expect(page.locator(`#assessments a[href="${path}"]`)).toHaveCount(1);
    await expect(page.locator('#incubation-packages a[href^="/solutions-services/startup-incubation-packages"]')).toHaveCount(3);
    await expect(page.getByRole("table")).toContainText("90-day sprints");
  });
});

test.describe("order, status and layout", () => {
  test("the model page shows the five stages in order, each with its duration and review gate", async ({ page }) => {
    await page.goto("/ecosystem/troup-based-incubation-model");
    const stages = page.locator("#stages ol > li");
    await expect(stages.getByTestId("stage-name")).toHaveText([
      "Stage 1: Ideation & Validation",
      "Stage 2: MVP Development",
      "Stage 3: Market Traction",
      "Stage 4: Growth & Scaling",
      "Stage 5: Maturity & Exit",
    ]);
    for (const [i, duration] of ["4-6 weeks", "8-12 weeks", "3-4 months", "4-6 months", "3-6 months"].entries()) {
      await expect(stages.nth(i)).toContainText(duration);
      await expect(stages.nth(i)).toContainText(`Review gate ${i + 1}`);
      await expect(stages.nth(i)).toContainText("Decision: continuation, pivot or exit");
    }
  });

  test("the four operating bodies come in the order of their cycles", async ({ page }) => {
    await page.goto("/ecosystem/associate-bodies");
    await expect(page.locator("#operating-bodies h3")).toHaveText(["Strategy & Innovation", "Financial Governance", "Ecosystem Partnerships", "Technology & Infrastructure"]);
    await expect(page.locator("#operating-bodies dd")).toHaveText(["Quarterly review", "Monthly", "Bi-monthly", "Bi-weekly sprint"]);
    await expect(page.locator("#governance-matrix table")).toBeVisible();
    await expect(page.locator("#governance-matrix thead th")).toHaveCount(5);
  });

  test("statuses are spelled out and coloured apart", async ({ page }) => {
    await page.goto("/solutions-services/startup-incubation-packages");
    const available = page.locator("#market-entry [data-tone]", { hasText: "Available" }).first();
    const limited = page.locator("#market-entry [data-tone]", { hasText: "Limited Spots" });
    await expect(available).toBeVisible();
    const colour = (l: typeof available) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await colour(available)).not.toBe(await colour(limited));

    await page.goto("/ecosystem/industry-partners");
    await expect(page.locator("#co-innovation [data-tone=green]")).toHaveText(["Status: Completed"]);
    await expect(page.locator("#co-innovation [data-tone=blue]").first()).toHaveText("Status: In Progress");

    await page.goto("/solutions-services/government-programs-grants");
    await expect(page.locator("#compliance-checklists [data-tone]")).toHaveText(["Importance: Critical", "Importance: High", "Importance: Essential"]);
  });

  test("entrepreneurs: the hero is 400 px high", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/audience-hub/entrepreneurs-startups");
    expect((await page.getByTestId("entrepreneurs-hero").boundingBox())?.height).toBe(400);
  });

  test("programmes: the banner gives the duration and the first call to action its path", async ({ page }) => {
    const expected = [
      ["/solutions-services/catalyst-program", "12 weeks", "/contact-get-involved"],
      ["/solutions-services/scaleup-studio", "6 months", "/contact-get-involved"],
      ["/solutions-services/enterprise-innovation-lab", "90-day sprints", "/contact-get-involved/partner-apply"],
      ["/solutions-services/ecosystem-builder", "12 months", "/contact-get-involved/partner-apply"],
    ] as const;
    for (const [path, duration, applyPath] of expected) {
      await page.goto(path);
      const banner = page.locator("main header").first();
      await expect(banner.getByText(`Duration: ${duration}`, { exact: true })).toBeVisible();
      expect(new URL((await banner.getByRole("link").first().getAttribute("href")) ?? "", "http://site").pathname).toBe(applyPath);
    }
  });

  test("Catalyst: six weeks' blocks, its two Apply links, Ask a question first, FAQ by keyboard without a script", async ({ page }) => {
    await page.goto("/solutions-services/catalyst-program");
    const main = page.getByRole("main");
    for (const heading of ["Who It Is For", "Week by Week", "What You Leave With", "Eligibility and Cost", "Questions About Catalyst"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByRole("list", { name: /week by week/ }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(6);
    await expect(main.locator('a[href="#schedule"]')).toHaveCount(1);
    for (const apply of await main.getByRole("link", { name: "Apply for Catalyst" }).all()) {
      await expect(apply).toHaveAttribute("href", "/contact-get-involved#apply-for-incubation");
    }
    await expect(main.getByRole("link", { name: "Apply for Catalyst" })).toHaveCount(2);
    const question = new URL((await main.getByRole("link", { name: "Ask a question first" }).getAttribute("href")) ?? "", "http://site");
    expect([question.pathname, question.hash, question.searchParams.get("topic")]).toEqual(["/contact-get-involved", "#contact-form", "Programme enquiry: Catalyst Program"]);
    await main.getByText("When do cohorts start?").focus();
    await page.keyboard.press("Enter");
    await expect(main.getByText(/Three times a year/)).toBeVisible();
  });
});

import { type Page, expect, test } from "@playwright/test";
import { type PagePath, isPagePath } from "../../app/config/pages";

/**
 * About, Ecosystem (and its five pages), Solutions & Services (and its six
 * pages): spec 2 §2, §4 and §9. The expectations are written out from the spec,
 * not read from the content files, so a content change that drops a section or
 * a figure fails here.
 */
type PageExpectation = {
  path: PagePath;
  /** Anchors the page must offer. */
  ids?: readonly string[];
  /** Headings (h1-h4), matched exactly. */
  headings: readonly string[];
  /** Text that must appear in the page: figures, labels, statuses. */
  figures: readonly string[];
  /** Card headings (h3) to count inside a section, by section id. */
  cards?: Readonly<Record<string, number>>;
};

const contentPages: readonly PageExpectation[] = [
  {
    path: "/about-us",
    ids: ["our-story", "mission", "leadership", "partners"],
    headings: ["Our Story", "Mission & Vision", "Our Mission", "Our Vision", "Our Core Values", "Leadership Team", "What People Say About Us", "Our Partners", "Get Involved"],
    figures: [
      "FY 2015-16", "pilot", "February 2019", "public limited company", "July 2020", "sister company",
      "Collaboration", "Integrity", "Innovation", "Inclusivity",
      "Stage 1: Ideation", "Stage 2: Validation", "Stage 3: Setup", "Stage 4: Growth", "Stage 5: Scaling",
      "Download Brochure", "Ananya Iyer", "Rajesh Nambiar", "Dr. Kavita Rao",
    ],
    cards: { "our-story": 3, values: 4, leadership: 3, partners: 5 },
  },
  {
    path: "/ecosystem",
    headings: ["Associate Bodies and Cells", "Participating Companies", "Troup-Based Incubation Model", "Mentorship Network", "Industry Partners", "Roles", "SOPs", "Enrollment Process", "Performance Dashboards", "Profiles", "Case Studies", "Success Metrics", "Onboarding Criteria"],
    figures: ["Stage 1: Ideation", "Stage 2: Validation", "Stage 3: Setup", "Stage 4: Growth", "Stage 5: Scaling", "4-6 specialists", "78%", "32%", "3-7%", "Explore Solutions & Services"],
    cards: { "incubation-model": 9 },
  },
  {
    path: "/ecosystem/associate-bodies",
    headings: ["Governance Framework", "Associate Operating Bodies", "Strategy & Innovation", "Financial Governance", "Ecosystem Partnerships", "Technology & Infrastructure", "Associate Operational Cells", "Incubation Excellence", "Resources & Community", "Governance Matrix"],
    figures: ["Quarterly review", "Monthly", "Bi-monthly", "Bi-weekly sprint", "Protocols", "Decision area", "Contact Our Governance Team"],
    cards: { "operating-bodies": 4, "operational-cells": 2 },
  },
  {
    path: "/ecosystem/participating-companies",
    headings: ["How We Select Companies", "Innovation potential", "Team strength", "Market opportunity", "Alignment with focus sectors", "Featured Companies", "Our Portfolio by Sector", "Success Metrics", "Onboarding Criteria", "Team", "Market", "Product", "Business", "Impact"],
    figures: [
      "Scale-up Stage", "Growth Stage", "Early Traction", "Electric mobility", "Enterprise software", "Agri-tech", "Joined", "Team size",
      "8 companies · 24% of portfolio", "11 companies · 34% of portfolio", "6 companies · 18% of portfolio",
      "4 companies · 12% of portfolio", "3 companies · 9% of portfolio", "1 company · 3% of portfolio",
      "₹12.8 Cr", "average capital raised", "86%", "follow-on funding within 12 months", "3.7x", "team expansion", "92%", "retention",
      "Key questions", "Apply for Incubation", "Schedule a Consultation",
    ],
    cards: { "selection-criteria": 4, "featured-companies": 3, sectors: 6, "onboarding-criteria": 5 },
  },
  {
    path: "/ecosystem/troup-based-incubation-model",
    headings: ["What Is the Troup-Based Model?", "Two Core Components", "Troupes", "Stage-Gate Framework", "Five-Stage Breakdown", "Key Benefits", "Case Study: Sutra Cloud Systems"],
    figures: [
      "Stage 1: Ideation & Validation", "Stage 2: MVP Development", "Stage 3: Market Traction", "Stage 4: Growth & Scaling", "Stage 5: Maturity & Exit",
      "4-6 weeks", "8-12 weeks", "3-4 months", "4-6 months", "3-6 months",
      "Review gate 5", "continuation", "pivot", "exit",
      "4-6 specialists", "typically 3-7%", "78%", "32%", "214%", "41%", "within 24 hours",
      "Apply for Incubation", "Request TBBIM Consultation",
    ],
    cards: { stages: 5, benefits: 4 },
  },
  {
    path: "/ecosystem/mentorship-network",
    headings: ["How Mentoring Works", "Featured Mentors"],
    figures: [
      "Searchable profiles", "availability calendar", "Direct messaging", "Skill matching", "Session ratings",
      "4.9", "(124 reviews)", "4.8", "(98 reviews)", "(156 reviews)", "View Profile", "Find a Mentor", "Become a Mentor",
    ],
    cards: { "how-it-works": 3, "featured-mentors": 3 },
  },
  {
    path: "/ecosystem/industry-partners",
    headings: ["Why Partner With Us", "Co-Innovation Projects", "What Our Partners Say"],
    figures: [
      "Completed", "In Progress", "40% faster launch", "Apply for Partnership",
      "Venkatesh Iyengar", "VP Manufacturing Excellence, Dakshin Components Ltd.", "Farah Qureshi", "Sunil Patwardhan",
    ],
    cards: { benefits: 4, "co-innovation": 3 },
  },
  {
    path: "/solutions-services",
    headings: [
      "Our Approach", "Core Services", "Corporate Partnerships", "Government Programs & Grants", "Startup Incubation Packages", "MSME Support Schemes", "Wanapreneur Programs", "Digital Transformation & Training",
      "Flagship Programs", "Catalyst Program", "ScaleUp Studio", "Enterprise Innovation Lab", "Ecosystem Builder",
      "Assessments", "Startup Readiness Assessment", "Innovation Diagnostic", "Investment Readiness", "Success Stories",
    ],
    figures: ["12 weeks", "6 months", "90-day sprints", "12-month", "12 dimensions", "Book a Free Consultation", "Dr. Aditi Joshi", "Prakash Jadhav", "Lakshmi Narayanan"],
    cards: { "core-services": 6, "flagship-programs": 4, assessments: 3 },
  },
  {
    path: "/solutions-services/corporate-partnerships",
    headings: ["CSR Strategy Design", "R&D Co-development Packages", "Collaboration Case Studies"],
    figures: ["Custom pricing", "Duration", "Investment", "Learn More", "Features", "Deliverables", "Challenge", "Solution", "Results", "Completed", "Ongoing"],
    cards: { "csr-strategy": 3, "rd-packages": 3, "case-studies": 3 },
  },
  {
    path: "/solutions-services/government-programs-grants",
    headings: ["Policy Alignment Guides", "Grant Application Support", "Compliance Checklists"],
    figures: ["Download Guide", "Download Checklist", "Critical", "High", "Essential"],
    cards: { "policy-guides": 3, "grant-support": 3, "compliance-checklists": 3 },
  },
  {
    path: "/solutions-services/startup-incubation-packages",
    headings: ["Ideation Workshops", "MVP Development Support", "Market-Entry Accelerators"],
    figures: ["Register", "Next session", "5 days", "3 days", "4 days", "2-3 weeks", "Available", "Limited Spots", "Apply Now"],
    cards: { "ideation-workshops": 3, "mvp-support": 3, "market-entry": 3 },
  },
  {
    path: "/solutions-services/msme-support-schemes",
    headings: ["Digitalisation Roadmaps", "Credit Facilitation Services", "Process Optimisation Toolkits"],
    figures: ["Download Toolkit", "CGTMSE", "Udyam"],
    cards: { "digitalisation-roadmaps": 3, "credit-facilitation": 3, "process-toolkits": 3 },
  },
  {
    path: "/solutions-services/wanapreneur-programs",
    headings: ["For Aspiring Entrepreneurs", "Capacity Building Modules", "Networking & Pitch Events", "Peer-Learning Circles"],
    figures: ["aspiring entrepreneurs", "Apply Now"],
    cards: { programs: 3 },
  },
  {
    path: "/solutions-services/digital-transformation-training",
    headings: ["Our Services", "Technology Audits", "Custom Training Curricula", "Certification Pathways", "Why Choose Ankur"],
    figures: ["2-3 weeks", "Schedule a Consultation"],
    cards: { services: 3, "why-choose": 3 },
  },
];

/** Paths the spec links to before their pages exist ("No dead ends" builds them). */
const specifiedFuturePaths = new Set([
  "/solutions-services/catalyst-program",
  "/solutions-services/scaleup-studio",
  "/solutions-services/enterprise-innovation-lab",
  "/solutions-services/ecosystem-builder",
  "/solutions-services/readiness-assessment",
  "/solutions-services/innovation-diagnostic",
  "/solutions-services/investment-readiness",
]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] === "#") return String.fromCodePoint(code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
      return ENTITIES[code] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

function mainOf(html: string): string {
  const match = /<main\b[\s\S]*<\/main>/.exec(html);
  expect(match, "the page has a <main>").not.toBeNull();
  return match![0];
}

function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h([1-4])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => decode(m[2]!));
}

test.describe("content pages I: the prerendered HTML (no JavaScript)", () => {
  for (const expectation of contentPages) {
    test(`${expectation.path} holds its sections, anchors and figures`, async ({ request }) => {
      const response = await request.get(expectation.path);
      expect(response.status()).toBe(200);
      const main = mainOf(await response.text());
      const headings = headingsOf(main);
      for (const heading of expectation.headings) expect(headings, `heading "${heading}"`).toContain(heading);
      const text = decode(main);
      for (const figure of expectation.figures) expect(text, `text "${figure}"`).toContain(figure);
      for (const id of expectation.ids ?? []) expect(main, `anchor #${id}`).toContain(`id="${id}"`);
    });
  }
});

test.describe("content pages I without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const expectation of contentPages) {
    test(`${expectation.path}: card counts, and no dead controls`, async ({ page }) => {
      await page.goto(expectation.path);
      for (const [section, count] of Object.entries(expectation.cards ?? {})) {
        await expect(page.locator(`main section#${section} h3`), `cards in #${section}`).toHaveCount(count);
      }
      await expectNoDeadControls(page);
    });
  }
});

/** Every link leads to a page of the site (or one the spec names), every button is a carousel control. */
async function expectNoDeadControls(page: Page): Promise<void> {
  const hrefs = await page.locator("main a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href, "a link with a target").not.toMatch(/^(#?$|javascript:)/);
    if (/^https?:/.test(href)) continue;
    const { pathname } = new URL(href, "http://site");
    expect(isPagePath(pathname) || specifiedFuturePaths.has(pathname), `${href} leads to a page`).toBe(true);
  }
  const strayButtons = await page.locator("main button").evaluateAll(
    (buttons) => buttons.filter((b) => !b.closest('[aria-roledescription="carousel"]')).length,
  );
  expect(strayButtons, "buttons outside carousels").toBe(0);
}

/**
 * "View Profile: Harish Gokhale" matches the control "View Profile" whose
 * screen-reader suffix names the card (browsers may put a space before the colon).
 */
function linkName(label: string): RegExp {
  const [control, ...card] = label.split(": ").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(card.length ? `^${control}\\s*: ${card.join(": ")}$` : `^${control}`);
}

type Journey = { from: PagePath; link: string; exact?: boolean; to: RegExp };

const topic = (t: string) => new RegExp(`/contact-get-involved\\?topic=${encodeURIComponent(t).replace(/[()*.]/g, "\\$&")}#contact-form$`);

const journeys: readonly Journey[] = [
  // Breadcrumbs (first crumb is Home, the middle one the parent page).
  { from: "/ecosystem/associate-bodies", link: "breadcrumb:Ecosystem", to: /\/ecosystem$/ },
  { from: "/ecosystem/associate-bodies", link: "breadcrumb:Home", to: /\/$/ },
  { from: "/ecosystem/participating-companies", link: "breadcrumb:Ecosystem", to: /\/ecosystem$/ },
  { from: "/ecosystem/troup-based-incubation-model", link: "breadcrumb:Ecosystem", to: /\/ecosystem$/ },
  { from: "/solutions-services/msme-support-schemes", link: "breadcrumb:Solutions & Services", to: /\/solutions-services$/ },
  // Calls to action and links the spec names.
  { from: "/about-us", link: "Get Involved", exact: true, to: /\/contact-get-involved$/ },
  { from: "/about-us", link: "Download Brochure", exact: true, to: topic("Brochure request") },
  { from: "/about-us", link: "How partners govern with us: Saptarishi Ventures", to: /\/ecosystem\/associate-bodies$/ },
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

test.describe("content pages I: breadcrumbs and calls to action", () => {
  // Without the page transition: Playwright's clicks on Chromium can stall after a cross-document
  // view transition (microsoft/playwright#41562); shell.spec.ts tests the transition itself.
  test.use({ reducedMotion: "reduce" });
  for (const journey of journeys) {
    test(`${journey.from}: "${journey.link}" leads to ${journey.to.source}`, async ({ page }) => {
      await page.goto(journey.from);
      const link = journey.link.startsWith("breadcrumb:")
        ? page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: journey.link.slice("breadcrumb:".length), exact: true })
        : page.getByRole("main").getByRole("link", { name: journey.exact ? journey.link : linkName(journey.link) });
      await link.click();
      await expect(page).toHaveURL(journey.to);
    });
  }

  test("the flagship programme and assessment cards link to the paths the spec gives", async ({ page }) => {
    await page.goto("/solutions-services");
    const hrefs = await page.locator("#flagship-programs a, #assessments a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([...specifiedFuturePaths]);
  });

  test("the Associate Bodies breadcrumb reads Home / Ecosystem / Associate Bodies", async ({ page }) => {
    await page.goto("/ecosystem/associate-bodies");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(crumbs).toHaveText([/^Home$/, /Ecosystem$/, /Associate Bodies$/]);
    await expect(crumbs.nth(0).getByRole("link")).toHaveAttribute("href", "/");
    await expect(crumbs.nth(1).getByRole("link")).toHaveAttribute("href", "/ecosystem");
    await expect(crumbs.nth(2).locator("[aria-current=page]")).toHaveText("Associate Bodies");
  });
});

test.describe("content pages I: order and status", () => {
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
    const durations = ["4-6 weeks", "8-12 weeks", "3-4 months", "4-6 months", "3-6 months"];
    for (const [i, duration] of durations.entries()) {
      await expect(stages.nth(i)).toContainText(duration);
      await expect(stages.nth(i)).toContainText(`Review gate ${i + 1}`);
      await expect(stages.nth(i)).toContainText("Decision: continuation, pivot or exit");
    }
  });

  test("the four operating bodies come in the order of their cycles", async ({ page }) => {
    await page.goto("/ecosystem/associate-bodies");
    const bodies = page.locator("#operating-bodies h3");
    await expect(bodies).toHaveText(["Strategy & Innovation", "Financial Governance", "Ecosystem Partnerships", "Technology & Infrastructure"]);
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
});

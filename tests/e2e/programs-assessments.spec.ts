import { type Locator, type Page, expect, test } from "@playwright/test";
import { pages } from "../../app/config/pages";
import { gotoHydrated } from "./support/hydration";

const programPaths = [
  "/solutions-services/catalyst-program",
  "/solutions-services/scaleup-studio",
  "/solutions-services/enterprise-innovation-lab",
  "/solutions-services/ecosystem-builder",
] as const;
const assessmentPaths = [
  "/solutions-services/readiness-assessment",
  "/solutions-services/innovation-diagnostic",
  "/solutions-services/investment-readiness",
] as const;
const hubPaths = ["/platform", "/programs", "/login"] as const;

/** The contact form link's parts: path, anchor and prefilled topic. */
function contactTarget(href: string | null) {
  const url = new URL(href ?? "", "http://site.test");
  return { path: url.pathname, hash: url.hash, topic: url.searchParams.get("topic") };
}

/** Chooses the answer at `optionIndex` in every statement of the form, by clicking. */
async function answerAll(form: Locator, optionIndex: (statement: number) => number) {
  const groups = form.getByRole("group");
  const count = await groups.count();
  for (let i = 0; i < count; i++) await groups.nth(i).getByRole("radio").nth(optionIndex(i)).check();
}

async function expectPageExists(page: Page, href: string) {
  const response = await page.request.get(href);
  expect(response.status(), href).toBe(200);
}

test.describe("programme, assessment and hub pages", () => {
  for (const path of [...programPaths, ...assessmentPaths, ...hubPaths]) {
    test(`${path} answers 200 with its h1`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(pages[path].title);
    });
  }
});

test.describe("flagship programmes", () => {
  test("Catalyst: who it is for, week by week, outcomes, eligibility, cost, FAQs and the application", async ({ page }) => {
    await gotoHydrated(page, "/solutions-services/catalyst-program");
    const main = page.getByRole("main");
    await expect(main.getByText("12 weeks").first()).toBeVisible();
    for (const heading of ["Who It Is For", "Week by Week", "What You Leave With", "Eligibility and Cost", "Questions About Catalyst"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByRole("list", { name: /week by week/ }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(6);
    await expect(main.locator('a[href="#schedule"]')).toHaveCount(1);
    await expect(main.locator("#schedule")).toHaveCount(1);

    await expect(main.getByRole("link", { name: "Apply for Catalyst" })).toHaveCount(2);
    for (const apply of await main.getByRole("link", { name: "Apply for Catalyst" }).all()) {
      await expect(apply).toHaveAttribute("href", "/contact-get-involved#apply-for-incubation");
    }
    const question = contactTarget(await main.getByRole("link", { name: "Ask a question first" }).getAttribute("href"));
    expect(question).toEqual({ path: "/contact-get-involved", hash: "#contact-form", topic: "Programme enquiry: Catalyst Program" });

    // FAQ answers open from the keyboard.
    const faq = main.getByText("When do cohorts start?");
    await faq.focus();
    await page.keyboard.press("Enter");
    await expect(main.getByText(/Three times a year/)).toBeVisible();
  });

  test("durations and apply paths of the other programmes", async ({ page }) => {
    const expected = [
      ["/solutions-services/scaleup-studio", "6 months", "/contact-get-involved"],
      ["/solutions-services/enterprise-innovation-lab", "90-day sprints", "/contact-get-involved/partner-apply"],
      ["/solutions-services/ecosystem-builder", "12 months", "/contact-get-involved/partner-apply"],
    ] as const;
    for (const [path, duration, applyPath] of expected) {
      await page.goto(path);
      const banner = page.locator("main header").first();
      await expect(banner.getByText(`Duration: ${duration}`, { exact: true })).toBeVisible();
      const apply = banner.getByRole("link").first();
      expect(contactTarget(await apply.getAttribute("href")).path).toBe(applyPath);
    }
  });
});

test.describe("self-assessments", () => {
  test("the readiness assessment covers 12 dimensions and scores them all", async ({ page }) => {
    await gotoHydrated(page, "/solutions-services/readiness-assessment");
    const form = page.getByRole("form", { name: "Startup Readiness Assessment" });
    await expect(form.getByTestId("assessment-dimension")).toHaveCount(12);
    await expect(form.getByRole("group")).toHaveCount(24);

    // Asking for a result too early names what is missing and where.
    await form.getByRole("button", { name: "See My Result" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("24 statements are still without an answer");
    await expect(alert).toBeFocused();
    await expect(alert.getByRole("link", { name: "Go to the first one" })).toHaveAttribute("href", "#question-problem-interviews");

    // "Not yet" on Problem & Customer, "Mostly" everywhere else: 44 of 72 points.
    await answerAll(form, (i) => (i < 2 ? 0 : 2));
    await expect(form.getByTestId("answered-count")).toHaveText("24 of 24 statements answered");
    await form.getByRole("button", { name: "See My Result" }).click();

    const result = page.locator("#assessment-result");
    await expect(result.getByRole("heading", { name: "Your Result" })).toBeFocused();
    await expect(result.getByTestId("overall-score")).toHaveText("61%");
    const dimensions = result.getByRole("list", { name: "Score per dimension" }).getByRole("listitem");
    await expect(dimensions).toHaveCount(12);
    await expect(dimensions.first()).toContainText("Problem & Customer");
    await expect(dimensions.first()).toContainText("0%");
    await expect(dimensions.nth(11)).toContainText("Governance & Reporting");
    await expect(dimensions.nth(11)).toContainText("67%");
    await expect(result.getByTestId("recommendation")).toContainText("Ready to build");

    const send = result.getByTestId("send-result");
    const target = contactTarget(await send.getAttribute("href"));
    expect(target.path).toBe("/contact-get-involved");
    expect(target.hash).toBe("#contact-form");
    expect(target.topic).toBe(
      "Startup Readiness Assessment result: 61% — Ready to build. Focus areas: Problem & Customer 0%, Solution & Product 67%, Market Opportunity 67%",
    );

    // Changing an answer updates the result at once.
    await form.getByRole("group").first().getByRole("radio", { name: "Done, with evidence" }).check();
    await expect(result.getByTestId("overall-score")).toHaveText("65%");

    const recommendation = result.getByTestId("recommendation-link");
    await expect(recommendation).toHaveAttribute("href", "/solutions-services/catalyst-program");
    await recommendation.click();
    await expect(page).toHaveURL(/\/solutions-services\/catalyst-program$/);
    await expect(page.locator("h1")).toHaveText("Catalyst Program");
  });

  test("the send-result link opens the contact page with the topic", async ({ page }) => {
    await gotoHydrated(page, "/solutions-services/investment-readiness");
    const form = page.getByRole("form", { name: "Investment Readiness Check" });
    await answerAll(form, () => 3);
    await form.getByRole("button", { name: "See My Result" }).click();
    const result = page.locator("#assessment-result");
    await expect(result.getByTestId("overall-score")).toHaveText("100%");
    await expect(result.getByText("Every dimension scores as a strength.")).toBeVisible();
    await result.getByTestId("send-result").click();
    await expect(page).toHaveURL(/\/contact-get-involved\?topic=/);
    expect(new URL(page.url()).searchParams.get("topic")).toBe("Investment Readiness Check result: 100% — Ready to raise");
    await expect(page.locator("h1")).toHaveText("Contact & Get Involved");
    await expect(page.locator("#contact-form").getByLabel("Message")).toHaveValue(/^Regarding: Investment Readiness Check result: 100% — Ready to raise/);
  });

  test("every recommendation link of a low score leads to an existing page", async ({ page }) => {
    await gotoHydrated(page, "/solutions-services/investment-readiness");
    const form = page.getByRole("form", { name: "Investment Readiness Check" });
    await answerAll(form, () => 0);
    await form.getByRole("button", { name: "See My Result" }).click();
    const result = page.locator("#assessment-result");
    await expect(result.getByTestId("overall-score")).toHaveText("0%");
    await expect(result.getByTestId("recommendation")).toContainText("Too early to raise");
    for (const href of await result.getByTestId("recommendation").getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
      await expectPageExists(page, href);
    }
    // Start Again clears every answer.
    await result.getByRole("button", { name: "Start Again" }).click();
    await expect(form.getByTestId("answered-count")).toHaveText("0 of 12 statements answered");
    await expect(page.locator("#assessment-result")).toHaveCount(0);
  });

  test("keyboard only: answer every statement and see the result", async ({ page }) => {
    await gotoHydrated(page, "/solutions-services/innovation-diagnostic");
    const form = page.getByRole("form", { name: "Innovation Diagnostic" });
    const groups = form.getByRole("group");
    await expect(groups).toHaveCount(12);

    await page.getByRole("link", { name: "Start the Assessment" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(groups.first().getByRole("radio").first()).toBeFocused();
    for (let i = 0; i < 12; i++) {
      // Space picks "Not at all"; two arrow presses move the choice to "Mostly".
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await expect(groups.nth(i).getByRole("radio", { name: "Mostly" })).toBeChecked();
      await page.keyboard.press("Tab");
    }
    await expect(form.getByRole("button", { name: "See My Result" })).toBeFocused();
    await page.keyboard.press("Enter");

    const result = page.locator("#assessment-result");
    await expect(result.getByRole("heading", { name: "Your Result" })).toBeFocused();
    await expect(result.getByTestId("overall-score")).toHaveText("67%");
    await expect(result.getByRole("list", { name: "Score per dimension" }).getByRole("listitem")).toHaveCount(6);
    await expect(result.getByTestId("recommendation-link")).toHaveAttribute("href", "/solutions-services/corporate-partnerships");
  });
});

test.describe("self-assessments without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the statements are readable, and the page says scoring needs JavaScript", async ({ page }) => {
    await page.goto("/solutions-services/readiness-assessment");
    const form = page.getByRole("form", { name: "Startup Readiness Assessment" });
    await expect(form.getByRole("group")).toHaveCount(24);
    await expect(form.getByText("We have spoken to at least 30 potential customers about the problem.")).toBeVisible();
    // The button never submits answers into a URL without the script that scores them.
    await expect(form.getByRole("button", { name: "See My Result" })).toBeDisabled();
    // Playwright's script switch does not make Chromium render <noscript>; check the prerendered note.
    const html = await (await page.request.get("/solutions-services/readiness-assessment")).text();
    expect(html).toMatch(/<noscript><p[^>]*>Scoring runs in your browser and needs JavaScript\./);
  });
});

test.describe("hub pages", () => {
  test("platform: the five groups and their pages", async ({ page }) => {
    await page.goto("/platform");
    const members = page.locator("#members");
    for (const href of [
      "/audience-hub/entrepreneurs-startups",
      "/audience-hub/investors-vcs",
      "/audience-hub/industry-corporate",
      "/ecosystem/mentorship-network",
      "/ecosystem/associate-bodies",
    ]) {
      await expect(members.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test("programs: four programmes, three assessments and the incubation packages", async ({ page }) => {
    await page.goto("/programs");
    for (const path of programPaths) await expect(page.locator(`#flagship-programs a[href="${path}"]`)).toHaveCount(1);
    for (const path of assessmentPaths) await expect(page.locator(`#assessments a[href="${path}"]`)).toHaveCount(1);
    await expect(page.locator('#incubation-packages a[href^="/solutions-services/startup-incubation-packages"]')).toHaveCount(3);
    await expect(page.getByRole("table")).toContainText("90-day sprints");
  });

  test("login: no sign-in form, the e-mail request instead", async ({ page }) => {
    await page.goto("/login");
    const main = page.getByRole("main");
    await expect(main.locator("input")).toHaveCount(0);
    await expect(main.getByRole("heading", { name: "Accounts Open by Invitation" })).toBeVisible();
    const request = main.getByRole("link", { name: "Request by E-mail" });
    expect(contactTarget(await request.getAttribute("href")).topic).toBe("Resource library access");
    await expect(main.getByRole("link", { name: "Back to the Whitepapers" })).toHaveAttribute("href", "/resources/whitepapers");
  });
});

import { type Locator, type Page, expect, test } from "@playwright/test";
import { dropRoutesAfterEachTest, holdRequests } from "./support/held-requests";

/**
 * Group A's islands on the Astro build (issue 21): the testimonial carousels
 * and the logo strip (client:first-use near the viewport), the
 * self-assessments, the funding checklist, the story gallery and the paper
 * search (client:first-use) work once reached, and what a visitor does while
 * an island's code is on its way counts. The audience pages' engagement
 * forms are the forms work's islands: forms.spec.ts.
 */

dropRoutesAfterEachTest();

// A hydration mismatch or a failing island shows as an error in the console: each test fails on one.
// A resource the test itself refuses (a partner logo) is not the page's error.
let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && !message.text().startsWith("Failed to load resource")) pageErrors.push(message.text());
  });
});
test.afterEach(() => {
  expect(pageErrors, "errors in the page's console").toEqual([]);
});

/** Brings `inside`'s island into view and waits until Astro has handed it to React. */
async function reachIsland(page: Page, inside: Locator): Promise<void> {
  await inside.first().scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island").filter({ has: inside.first() })).not.toHaveAttribute("ssr");
}

/**
 * Runs the page's clock 5000 ms at a time until the carousel's autoplay has
 * moved it on (React starts its timer a moment after hydration), and checks
 * it moved by exactly one slide.
 */
async function expectAutoplayToAdvance(page: Page, slides: Locator) {
  await expect(slides.nth(0)).toBeVisible();
  await expect(async () => {
    await page.clock.runFor(5000);
    await expect(slides.nth(0)).toBeHidden({ timeout: 200 });
  }).toPass();
  await expect(slides.nth(1)).toBeVisible();
}

/** Chooses the answer at `optionIndex` in every statement of the form, by clicking. */
async function answerAll(form: Locator, optionIndex: (statement: number) => number) {
  const groups = form.getByRole("group");
  const count = await groups.count();
  for (let i = 0; i < count; i++) await groups.nth(i).getByRole("radio").nth(optionIndex(i)).check();
}

/** The contact form link's parts: path, anchor and prefilled topic. */
function contactTarget(href: string | null) {
  const url = new URL(href ?? "", "http://site.test");
  return { path: url.pathname, hash: url.hash, topic: url.searchParams.get("topic") };
}

test.describe("home: the partner testimonial carousel and the logo strip", () => {
  test("the carousel holds still until near, then advances by itself, by buttons and dots, and wraps both ways", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Partner testimonials" });
    const slides = carousel.getByTestId("carousel-slide");
    // Its code loads as it comes near the viewport; until then it holds still.
    await page.clock.runFor(12_000);
    await expect(slides.nth(0)).toBeVisible();
    await reachIsland(page, carousel);
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    await expectAutoplayToAdvance(page, slides);

    await carousel.getByRole("button", { name: "Show testimonial 1 of" }).click();
    await expect(slides.nth(0)).toBeVisible();
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(slides.nth(count - 1)).toBeVisible();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slides.nth(0)).toBeVisible();
  });

  test("the carousel pauses on request, on focus and while hovered", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Partner testimonials" });
    const slides = carousel.getByTestId("carousel-slide");
    await reachIsland(page, carousel);
    await expectAutoplayToAdvance(page, slides);
    await carousel.getByRole("button", { name: "Pause testimonials" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    await expect(slides.nth(1)).toBeVisible();
    await carousel.getByRole("button", { name: "Play testimonials" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(slides.nth(2)).toBeVisible();

    // Hovering holds the slide.
    await carousel.hover();
    await page.clock.runFor(12_000);
    await expect(slides.nth(2)).toBeVisible();
    await page.mouse.move(0, 0);

    // Keyboard focus on a slide control stops rotation until Play is pressed.
    await carousel.getByRole("button", { name: "Next testimonial" }).focus();
    await page.clock.runFor(12_000);
    await expect(carousel.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await expect(slides.nth(2)).toBeVisible();
  });

  test("keyboard focus on a carousel control stays there when its code takes over", async ({ page }) => {
    await page.clock.install();
    const release = await holdRequests(page, /\.js$/);
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Partner testimonials" });
    const next = carousel.getByRole("button", { name: "Next testimonial" });
    await next.focus();
    await release();
    await expect(page.locator("astro-island").filter({ has: carousel })).not.toHaveAttribute("ssr");
    await expect(next).toBeFocused();
    // Focus inside stops the rotation (APG carousel pattern).
    await page.clock.runFor(12_000);
    await expect(carousel.getByTestId("carousel-slide").nth(0)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(carousel.getByTestId("carousel-slide").nth(1)).toBeVisible();
  });

  test("Next pressed while the carousel's code is on its way moves it once the code has come @phone", async ({ page }) => {
    await page.clock.install();
    const release = await holdRequests(page, /\.js$/);
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Partner testimonials" });
    const slides = carousel.getByTestId("carousel-slide");
    // Coming near the viewport starts its code (held back here); the tap lands before it arrives.
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("button", { name: "Next testimonial" }).tap();
    await expect(slides.nth(0)).toBeVisible();
    await release();
    await expect(page.locator("astro-island").filter({ has: carousel })).not.toHaveAttribute("ssr");
    await expect(slides.nth(1)).toBeVisible();
  });

  test("a partner logo that fails to load shows the partner's name", async ({ page }) => {
    await page.route("**/marks/konkan-energy-foundation.svg", (route) => route.abort());
    await page.goto("/");
    const strip = page.locator("#trusted-by");
    await reachIsland(page, strip);
    await expect(page.getByTestId("partner-name-fallback")).toHaveText("Konkan Energy Foundation");
    await expect(page.getByRole("img", { name: "Dakshin Components" })).toBeVisible();
  });
});

test.describe("the other testimonial carousels", () => {
  for (const [path, name] of [
    ["/ecosystem/industry-partners", "Partner testimonials"],
    ["/solutions-services", "Success story testimonials"],
  ] as const) {
    test(`${path}: "${name}" advances by itself once near, and by its buttons`, async ({ page }) => {
      await page.clock.install();
      await page.goto(path);
      const carousel = page.getByRole("region", { name });
      const slides = carousel.getByTestId("carousel-slide");
      await reachIsland(page, carousel);
      await expectAutoplayToAdvance(page, slides);
      await carousel.getByRole("button", { name: "Previous testimonial" }).click();
      await expect(slides.nth(0)).toBeVisible();
    });
  }
});

test.describe("self-assessments", () => {
  test("the readiness assessment covers 12 dimensions and scores them all", async ({ page }) => {
    await page.goto("/solutions-services/readiness-assessment");
    const form = page.getByRole("form", { name: "Startup Readiness Assessment" });
    await expect(form.getByTestId("assessment-dimension")).toHaveCount(12);
    await expect(form.getByRole("group")).toHaveCount(24);

    // "See My Result" waits for the scoring code, which comes as the visitor first reaches into the form.
    const see = form.getByRole("button", { name: "See My Result" });
    await expect(see).toBeDisabled();
    await form.getByRole("group").first().hover();
    await expect(see).toBeEnabled();

    // Asking for a result too early names what is missing and where.
    await see.click();
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
    expect(contactTarget(await result.getByTestId("send-result").getAttribute("href"))).toEqual({
      path: "/contact-get-involved",
      hash: "#contact-form",
      topic: "Startup Readiness Assessment result: 61% — Ready to build. Focus areas: Problem & Customer 0%, Solution & Product 67%, Market Opportunity 67%",
    });

    // Changing an answer updates the result at once.
    await form.getByRole("group").first().getByRole("radio", { name: "Done, with evidence" }).check();
    await expect(result.getByTestId("overall-score")).toHaveText("65%");

    const recommendation = result.getByTestId("recommendation-link");
    await expect(recommendation).toHaveAttribute("href", "/solutions-services/catalyst-program");
    await recommendation.click();
    await expect(page).toHaveURL(/\/solutions-services\/catalyst-program$/);
    await expect(page.locator("h1")).toHaveText("Catalyst Program");
  });

  test("a high score: every dimension a strength, and the send-result link opens the contact form with the result as its topic", async ({ page }) => {
    await page.goto("/solutions-services/investment-readiness");
    const form = page.getByRole("form", { name: "Investment Readiness Check" });
    await answerAll(form, () => 3);
    await form.getByRole("button", { name: "See My Result" }).click();
    const result = page.locator("#assessment-result");
    await expect(result.getByTestId("overall-score")).toHaveText("100%");
    await expect(result.getByText("Every dimension scores as a strength.")).toBeVisible();
    const send = result.getByTestId("send-result");
    const target = contactTarget(await send.getAttribute("href"));
    expect(target).toEqual({ path: "/contact-get-involved", hash: "#contact-form", topic: "Investment Readiness Check result: 100% — Ready to raise" });

    await send.click();
    await expect(page).toHaveURL(/\/contact-get-involved\?topic=/);
    expect(new URL(page.url()).searchParams.get("topic")).toBe("Investment Readiness Check result: 100% — Ready to raise");
    await expect(page.locator("h1")).toHaveText("Contact & Get Involved");
    await expect(page.locator("#contact-form").getByLabel("Message")).toHaveValue(/^Regarding: Investment Readiness Check result: 100% — Ready to raise/);
  });

  test("a low score's recommendation links lead to pages, and Start Again clears every answer", async ({ page }) => {
    await page.goto("/solutions-services/investment-readiness");
    const form = page.getByRole("form", { name: "Investment Readiness Check" });
    await answerAll(form, () => 0);
    await form.getByRole("button", { name: "See My Result" }).click();
    const result = page.locator("#assessment-result");
    await expect(result.getByTestId("overall-score")).toHaveText("0%");
    await expect(result.getByTestId("recommendation")).toContainText("Too early to raise");
    for (const href of await result.getByTestId("recommendation").getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    await result.getByRole("button", { name: "Start Again" }).click();
    await expect(form.getByTestId("answered-count")).toHaveText("0 of 12 statements answered");
    await expect(page.locator("#assessment-result")).toHaveCount(0);
    await expect(form.getByRole("radio").first()).toBeFocused();
  });

  test("keyboard only: answer every statement and see the result", async ({ page }) => {
    await page.goto("/solutions-services/innovation-diagnostic");
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

  test("an answer tapped before the island's code arrives is counted @phone", async ({ page }) => {
    const release = await holdRequests(page, /\.js$/);
    await page.goto("/solutions-services/readiness-assessment");
    const form = page.getByRole("form", { name: "Startup Readiness Assessment" });
    const answer = form.getByRole("group").first().getByRole("radio", { name: "Mostly" });
    await answer.tap();
    await expect(answer).toBeChecked();
    await expect(form.getByTestId("answered-count")).toHaveText("0 of 24 statements answered");
    await release();
    await expect(form.getByTestId("answered-count")).toHaveText("1 of 24 statements answered");
    await expect(answer).toBeChecked();
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
    const html = await (await page.request.get("/solutions-services/readiness-assessment")).text();
    expect(html).toMatch(/<noscript><p[^>]*>Scoring runs in your browser and needs JavaScript\./);
  });
});

test.describe("entrepreneurs: the funding readiness checklist and the story gallery", () => {
  test("the checklist counts ticked / 8 as a whole percent", async ({ page }) => {
    await page.goto("/audience-hub/entrepreneurs-startups");
    const bar = page.getByRole("progressbar", { name: "Funding readiness" });
    const percent = page.getByTestId("readiness-percent");
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expect(percent).toHaveText("0%");
    const boxes = page.locator("#funding-readiness").getByRole("checkbox");
    await expect(boxes).toHaveCount(8);
    for (let i = 0; i < 8; i++) await expect(boxes.nth(i)).not.toBeChecked();

    await page.getByRole("checkbox", { name: /Business plan/ }).check();
    await expect(percent).toHaveText("13%");
    await expect(bar).toHaveAttribute("aria-valuenow", "13");
    await page.getByRole("checkbox", { name: /Pitch deck/ }).check();
    await page.getByRole("checkbox", { name: /Founding team/ }).check();
    await expect(percent).toHaveText("38%");
    await page.getByRole("checkbox", { name: /Intellectual property/ }).check();
    await expect(percent).toHaveText("50%");
    await expect(bar).toHaveAttribute("aria-valuenow", "50");
    await page.getByRole("checkbox", { name: /Pitch deck/ }).uncheck();
    await expect(percent).toHaveText("38%");
    for (let i = 0; i < 8; i++) await boxes.nth(i).check();
    await expect(percent).toHaveText("100%");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
  });

  test("a box ticked before the island's code arrives is counted, and the code comes only then", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const release = await holdRequests(page, /\.js$/);
    await page.goto("/audience-hub/entrepreneurs-startups");
    expect(scripts, "no script before the visitor reaches for an island").toEqual([]);
    const box = page.getByRole("checkbox", { name: /Business plan/ });
    await box.check();
    await expect.poll(() => scripts.length, { message: "the first press asks for the island's code" }).toBeGreaterThan(0);
    await expect(page.getByTestId("readiness-percent")).toHaveText("0%");
    await release();
    await expect(page.getByTestId("readiness-percent")).toHaveText("13%");
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(page.getByTestId("readiness-percent")).toHaveText("0%");
  });

  test("keyboard only: Tab reaches the first box and Space ticks it, at once", async ({ page }) => {
    await page.goto("/audience-hub/entrepreneurs-startups");
    const first = page.locator("#funding-readiness").getByRole("checkbox").first();
    // Focus arrives from the control before it, as a Tab press brings it.
    await page.locator("#funding-readiness h2").evaluate((heading) => {
      heading.setAttribute("tabindex", "-1");
      (heading as HTMLElement).focus();
    });
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByTestId("readiness-percent")).toHaveText("13%");
    await expect(first).toBeChecked();
    await expect(first).toBeFocused();
  });

  test("story chips show only their category", async ({ page }) => {
    await page.goto("/audience-hub/entrepreneurs-startups");
    const chips = page.getByRole("group", { name: "Filter stories by category" });
    const stories = page.getByRole("list", { name: "Success stories" }).getByRole("listitem");
    await expect(chips.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(stories).toHaveCount(3);

    // The first press hydrates the gallery and is pressed again once it has.
    await chips.getByRole("button", { name: "CleanTech" }).click();
    await expect(chips.getByRole("button", { name: "CleanTech" })).toHaveAttribute("aria-pressed", "true");
    await expect(chips.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    await expect(stories).toHaveCount(1);
    await expect(stories.first()).toContainText("Suryodaya Cold Chain");
    await expect(stories.first().getByRole("link", { name: /Read Full Story/ })).toHaveAttribute("href", "/success-stories");

    await chips.getByRole("button", { name: "FinTech" }).click();
    await expect(page.getByText("No FinTech stories in this gallery yet.")).toBeVisible();
    await page.getByRole("button", { name: "Show all stories" }).click();
    await expect(stories).toHaveCount(3);
    await expect(chips.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("a chip pressed before the gallery's code arrives", () => {
  test("is pressed again once it has @phone", async ({ page }) => {
    const release = await holdRequests(page, /\.js$/);
    await page.goto("/audience-hub/entrepreneurs-startups");
    const chips = page.getByRole("group", { name: "Filter stories by category" });
    await chips.getByRole("button", { name: "CleanTech" }).tap();
    await expect(chips.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await release();
    await expect(chips.getByRole("button", { name: "CleanTech" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("list", { name: "Success stories" }).getByRole("listitem")).toHaveCount(1);
  });
});

test.describe("consultants: the research papers search", () => {
  test("search on title or abstract AND the category chip", async ({ page }) => {
    await page.goto("/audience-hub/consultants-academics");
    const section = page.locator("#research-papers");
    const search = section.getByPlaceholder("Search papers...");
    const papers = section.getByRole("heading", { level: 3 });
    await expect(papers).toHaveCount(6);

    await search.fill("COLD STORAGE");
    await expect(papers).toHaveCount(1);
    await expect(papers.first()).toHaveText("Solar Cold Storage and Post-Harvest Losses in Horticulture");
    await search.fill("payback"); // only in an abstract
    await expect(papers).toHaveText(["Edge AI for Visual Quality Inspection in MSME Manufacturing"]);
    await search.fill("Kulkarni"); // an author: not searched
    await expect(papers).toHaveCount(0);
    await expect(section.getByText("No papers match your search.")).toBeVisible();

    await search.fill("");
    const chips = section.getByRole("group", { name: "Filter papers by category" });
    await chips.getByRole("button", { name: "Technology" }).click();
    await expect(chips.getByRole("button", { name: "Technology" })).toHaveAttribute("aria-pressed", "true");
    await expect(papers).toHaveCount(2);
    await search.fill("small manufacturers");
    await expect(papers).toHaveText(["Low-Code Platforms and Software Adoption in Small Manufacturers"]);
    await chips.getByRole("button", { name: "Sustainability" }).click();
    await expect(papers).toHaveCount(0);
    await section.getByRole("button", { name: "Clear filters" }).click();
    await expect(search).toHaveValue("");
    await expect(chips.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(papers).toHaveCount(6);
  });

  test("words typed before the island's code arrives filter once it has", async ({ page }) => {
    const release = await holdRequests(page, /\.js$/);
    await page.goto("/audience-hub/consultants-academics");
    const section = page.locator("#research-papers");
    await section.getByPlaceholder("Search papers...").fill("payback");
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(6);
    await release();
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(["Edge AI for Visual Quality Inspection in MSME Manufacturing"]);
    await expect(section.getByPlaceholder("Search papers...")).toHaveValue("payback");
  });
});

test.describe("entrepreneurs without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the checklist's eight boxes and the Founders' Fundraising Circle are there", async ({ page }) => {
    await page.goto("/audience-hub/entrepreneurs-startups");
    await expect(page.getByRole("heading", { name: "Founders' Fundraising Circle" })).toBeVisible();
    await expect(page.getByRole("checkbox")).toHaveCount(8);
  });
});

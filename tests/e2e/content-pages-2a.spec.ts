import { type Locator, type Page, expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

/** A control's accessible name: its visible label, then (for screen readers) what it acts on. */
function action(label: string, title: string): RegExp {
  return new RegExp(`^${label}\\s*:\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

/** Tabs through the open dialog `presses` times (both ways) and checks focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 8) {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  }
}

test.describe("audience hub", () => {
  test("five audience cards and Contact Us", async ({ page }) => {
    await page.goto("/audience-hub");
    const main = page.getByRole("main");
    for (const slug of ["industry-corporate", "investors-vcs", "entrepreneurs-startups", "government-ngos", "consultants-academics"]) {
      await expect(main.locator(`#audiences a[href="/audience-hub/${slug}"]`)).toHaveCount(1);
    }
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("entrepreneurs: the hero is 400 px high", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/audience-hub/entrepreneurs-startups");
    const box = await page.getByTestId("entrepreneurs-hero").boundingBox();
    expect(box?.height).toBe(400);
  });

  test("entrepreneurs: the readiness checklist counts ticked / 8 as a whole percent", async ({ page }) => {
    await gotoHydrated(page, "/audience-hub/entrepreneurs-startups");
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

  test("entrepreneurs: story chips show only their category", async ({ page }) => {
    await gotoHydrated(page, "/audience-hub/entrepreneurs-startups");
    const chips = page.getByRole("group", { name: "Filter stories by category" });
    const stories = page.getByRole("list", { name: "Success stories" }).getByRole("listitem");
    await expect(chips.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(stories).toHaveCount(3);

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

  test("consultants: paper search on title or abstract AND the category chip", async ({ page }) => {
    await gotoHydrated(page, "/audience-hub/consultants-academics");
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
});

test.describe("engagement forms", () => {
  test("corporate inquiry: per-field errors, then a confirmation", async ({ page }) => {
    await gotoHydrated(page, "/audience-hub/industry-corporate");
    const form = page.getByRole("form", { name: "Corporate engagement inquiry" });
    await expect(form.getByRole("group", { name: /Areas of interest/ }).getByRole("checkbox")).toHaveCount(6);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    const summary = form.getByRole("alert").first();
    await expect(summary).toContainText("Please fix 5 fields");
    await expect(summary).toBeFocused();
    const name = form.getByLabel("Name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name.");
    await expect(form.getByRole("group", { name: /Areas of interest/ })).not.toHaveAttribute("aria-describedby");

    await name.fill("Kavita Rao");
    await form.getByLabel("Email").fill("kavita@dakshin.in");
    await form.getByLabel("Company").fill("Dakshin Components");
    await form.getByLabel("Role").fill("Head of Innovation");
    await form.getByRole("checkbox", { name: "Process Automation" }).check();
    await form.getByLabel("Message").fill("We want to pilot predictive maintenance.");
    await expect(summary).toBeEmpty();
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you, Kavita. Your inquiry for Dakshin Components about Process Automation");
    await expect(name).toHaveValue("");
  });

  test("investor access: a valid submit opens the NDA; Cancel keeps the details, Accept confirms", async ({ page }) => {
    await gotoHydrated(page, "/audience-hub/investors-vcs");
    await expect(page.getByText("₹100 Cr", { exact: true })).toBeVisible();
    await expect(page.getByText("₹500 Cr", { exact: true })).toBeVisible();
    const form = page.getByRole("form", { name: "Pitch deck access request" });
    const submit = form.getByRole("button", { name: "Request Pitch Deck Access" });
    await submit.click();
    await expect(form.getByRole("alert").first()).toContainText("Company / Fund: Please enter your company or fund.");
    const dialog = page.getByRole("dialog", { name: "Non-Disclosure Agreement" });
    await expect(dialog).toBeHidden();

    await form.getByLabel("Name").fill("Arjun Bhatnagar");
    await form.getByLabel("Email").fill("arjun@saptarishi.vc");
    await form.getByLabel("Company / Fund").fill("Saptarishi Ventures");
    await form.getByLabel("Role").fill("Partner");
    await form.getByRole("checkbox", { name: "Deep Tech" }).check();
    await form.getByLabel("Message").fill("Seed-stage climate and deep tech.");
    await submit.click();
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog, 5);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();
    await expect(form.getByRole("status").filter({ hasText: "Pitch decks are shared only under the NDA" })).toBeVisible();
    await expect(form.getByLabel("Company / Fund")).toHaveValue("Saptarishi Ventures");

    await submit.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Accept & Continue" }).click();
    await expect(dialog).toBeHidden();
    const confirmation = form.getByRole("status").filter({ hasText: "Thank you, Arjun. You have accepted the NDA" });
    await expect(confirmation).toBeVisible();
    // Focus is on the confirmation, so the keyboard user is not left on the cleared form.
    await expect(confirmation.locator(":focus")).toHaveCount(1);
    await expect(form.getByLabel("Company / Fund")).toHaveValue("");
  });
});

test.describe("resources", () => {
  test("hub: five resource cards and Get in Touch", async ({ page }) => {
    await page.goto("/resources");
    for (const slug of ["blog", "whitepapers", "events", "tools", "media"]) {
      await expect(page.locator(`#resource-library a[href="/resources/${slug}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
  });

  test("blog: category filter and search over posts linking to /blog/{id}", async ({ page }) => {
    await gotoHydrated(page, "/resources/blog");
    const chips = page.getByRole("group", { name: "Filter posts by category" });
    await expect(chips.getByRole("button")).toHaveText(["All Posts", "Ecosystem", "Tech", "Policy"]);
    await expect(chips.getByRole("button", { name: "All Posts" })).toHaveAttribute("aria-pressed", "true");
    const posts = page.getByTestId("blog-post");
    await expect(posts).toHaveCount(7);
    await expect(page.getByRole("heading", { name: "Featured" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Why a Troupe Beats a Mentor: Lessons from 250 Ventures", exact: true })).toHaveAttribute("href", "/blog/why-troupes-beat-mentors");

    await chips.getByRole("button", { name: "Tech" }).click();
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

  test("blog: an image that fails to load falls back to the placeholder", async ({ page }) => {
    await page.route("**/images/blog/building-on-ondc.svg", (route) => route.abort());
    await gotoHydrated(page, "/resources/blog");
    const card = page.getByTestId("blog-post").filter({ hasText: "Building on ONDC" });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator("img")).toHaveAttribute("src", "/images/placeholder.svg");
    await expect.poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("whitepapers: search and topic, citation to the clipboard, Login Required modal", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/resources/whitepapers");
    const titles = page.locator("#library").getByRole("heading", { level: 3 });
    await expect(titles).toHaveCount(6);
    const topics = page.getByRole("group", { name: "Filter whitepapers by topic" });
    await topics.getByRole("button", { name: "Digital" }).click();
    await expect(titles).toHaveCount(2);
    await page.getByLabel("Search whitepapers by title or description").fill("ABANDONED"); // in a description
    await expect(titles).toHaveText(["MSME Digital Adoption Index 2026"]);
    await page.getByLabel("Search whitepapers by title or description").fill("");
    await topics.getByRole("button", { name: "All Topics" }).click();
    await expect(titles).toHaveCount(6);

    await page.getByRole("button", { name: action("Copy Citation", "The State of Incubation in Tier-2 India") }).click();
    await expect(page.getByText("Citation copied to the clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "Dr. Ananya Krishnan (14 March 2026). The State of Incubation in Tier-2 India. Ankur Research.",
    );

    const download = page.getByRole("button", { name: action("Download", "The State of Incubation in Tier-2 India") });
    await download.click();
    const dialog = page.getByRole("dialog", { name: "Login Required" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Log In" })).toBeFocused();
    await expect(dialog.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(download).toBeFocused();

    await download.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(download).toBeFocused();
  });

  test("events: tabs by click and arrow keys; the register modal keeps and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/resources/events");
    const upcoming = page.getByRole("tab", { name: "Upcoming Events" });
    const recorded = page.getByRole("tab", { name: "On-Demand Recordings" });
    await expect(upcoming).toHaveAttribute("aria-selected", "true");
    await expect(recorded).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel", { name: "Upcoming Events" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "On-Demand Recordings" })).toBeHidden();

    await upcoming.focus();
    await page.keyboard.press("ArrowRight");
    await expect(recorded).toBeFocused();
    await expect(recorded).toHaveAttribute("aria-selected", "true");
    const recordings = page.getByRole("tabpanel", { name: "On-Demand Recordings" });
    await expect(recordings).toBeVisible();
    await expect(recordings.getByRole("link", { name: /^Watch Now/ }).first()).toHaveAttribute("href", /^\/contact-get-involved\?topic=/);
    await page.keyboard.press("ArrowRight");
    await expect(upcoming).toBeFocused();
    await expect(upcoming).toHaveAttribute("aria-selected", "true");
    await recorded.click();
    await expect(recordings).toBeVisible();
    await upcoming.click();

    const register = page.getByRole("link", { name: action("Register", "Term Sheets Decoded: What Founders Should Negotiate") });
    await register.click();
    const dialog = page.getByRole("dialog", { name: "Register for this event" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(register).toBeFocused();

    await register.click();
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByRole("alert").first()).toContainText("Please fix 2 fields");
    await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Full name").fill("Asha Verma");
    await dialog.getByLabel("Email").fill("asha@example");
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid e-mail address, such as name@company.in.");
    await dialog.getByLabel("Email").fill("asha@example.in");
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByRole("status")).toContainText(
      "You're registered, Asha Verma, for Term Sheets Decoded: What Founders Should Negotiate on Thu, 10 Dec 2026, 4:00 pm IST. We'll send the joining link to asha@example.in.",
    );
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(register).toBeFocused();
  });

  test("tools and media: a download asks for an e-mail, then says the file is on its way", async ({ page }) => {
    await gotoHydrated(page, "/resources/tools");
    for (const group of ["Business Plans", "Financial Models", "Pitch Decks"]) {
      await expect(page.getByRole("heading", { name: group, level: 2 })).toBeVisible();
    }
    for (const format of ["DOCX", "XLSX", "PPTX"]) await expect(page.getByText(format, { exact: true }).first()).toBeVisible();
    const download = page.getByRole("link", { name: action("Download", "Three-Year SaaS Financial Model") });
    await download.click();
    const dialog = page.getByRole("dialog", { name: "Get this file by e-mail" });
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await dialog.getByLabel("Email").fill("founder@");
    await dialog.getByRole("button", { name: "Send Me the File" }).click();
    await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Email").fill("founder@startup.in");
    await dialog.getByRole("button", { name: "Send Me the File" }).click();
    await expect(dialog.getByRole("status")).toContainText("Three-Year SaaS Financial Model is on its way: our team e-mails it to founder@startup.in within one working day.");
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(download).toBeFocused();

    await gotoHydrated(page, "/resources/media");
    for (const group of ["Visual Guides", "Brand Assets", "Video Snippets"]) {
      await expect(page.getByRole("heading", { name: group, level: 2 })).toBeVisible();
    }
    await page.getByRole("link", { name: action("Get Video", "Ankur in Two Minutes") }).click();
    const mediaDialog = page.getByRole("dialog", { name: "Get this file by e-mail" });
    await mediaDialog.getByLabel("Email").fill("press@example.in");
    await mediaDialog.getByRole("button", { name: "Send Me the File" }).click();
    await expect(mediaDialog.getByRole("status")).toContainText("Ankur in Two Minutes is on its way: our team e-mails it to press@example.in");
    await expect(mediaDialog.getByRole("link", { name: "Confirm on the Contact Form" })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("events show both lists and every page keeps its text", async ({ page }) => {
    await page.goto("/resources/events");
    await expect(page.getByRole("heading", { name: "Term Sheets Decoded: What Founders Should Negotiate" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pitch Clinic: Ten Decks, Ten Minutes Each" })).toBeVisible();
    await page.goto("/audience-hub/entrepreneurs-startups");
    await expect(page.getByRole("heading", { name: "Founders' Fundraising Circle" })).toBeVisible();
    await expect(page.getByRole("checkbox")).toHaveCount(8);
  });
});

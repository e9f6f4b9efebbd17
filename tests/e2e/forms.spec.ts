import { type Locator, type Page, expect, test } from "@playwright/test";
import { dropRoutesAfterEachTest, holdRequests } from "./support/held-requests";
import { CONTACT_SUCCESS as CONTACT_SUCCESS_TEXT } from "../../contract/leads/lead-messages";
import { EVENT_ID, FORM_CASES, type FormCase, TOOL_ID } from "./support/form-cases";
import { field, fillForm, openForm, pitchDeckPdf, storedLeads, uniqueEmail } from "./support/lead-forms";

dropRoutesAfterEachTest();

// The seven lead forms on the Astro pages with JavaScript: the island checks
// with the shared schema and shows the spec's texts in place, sends with
// fetch, and the server stores the lead once.

/** Fills a case's valid values (ticks, deck) into the form. */
async function fillValid(form: Locator, formCase: FormCase, email: string): Promise<void> {
  await fillForm(form, formCase.valid(email));
  for (const tick of formCase.ticks ?? []) await form.getByRole("checkbox", { name: tick, exact: true }).check();
  if (formCase.withDeck) await form.getByLabel(/^Pitch Deck/).setInputFiles(pitchDeckPdf());
}

/** Presses the submit button; the investor form then asks for the NDA, which the visitor accepts. */
async function send(page: Page, form: Locator, formCase: FormCase): Promise<void> {
  await form.getByRole("button", { name: formCase.submitLabel }).click();
  if (formCase.kind !== "investor-access") return;
  const nda = page.getByRole("dialog", { name: "Non-Disclosure Agreement" });
  await expect(nda).toBeVisible();
  await nda.getByRole("button", { name: "Accept & Continue" }).click();
}

for (const formCase of FORM_CASES) {
  test.describe(`${formCase.kind} form`, () => {
    test("sent empty: the spec's message beside each field, focus on the first, nothing sent", async ({ page }) => {
      const form = await openForm(page, formCase.path, formCase.formName);
      let sent = false;
      page.on("request", (request) => {
        if (request.url().includes("/api/")) sent = true;
      });
      await form.getByRole("button", { name: formCase.submitLabel }).click();
      for (const [label, message] of Object.entries(formCase.emptyMessages)) {
        await expect(field(form, label)).toHaveAttribute("aria-invalid", "true");
        await expect(field(form, label)).toHaveAccessibleDescription(message);
      }
      if (formCase.emptyAlert) {
        await expect(form.getByRole("alert").filter({ hasText: formCase.emptyAlert })).toHaveText(formCase.emptyAlert);
        await expect(field(form, Object.keys(formCase.emptyMessages)[0]!)).toBeFocused();
      } else {
        // The error summary lists each field with its message, and takes focus.
        const summary = form.getByRole("alert").filter({ hasText: /^Please fix \d+ fields?:/ });
        await expect(summary).toBeFocused();
        for (const [label, message] of Object.entries(formCase.emptyMessages)) await expect(summary.getByRole("link", { name: `${label}: ${message}` })).toBeVisible();
      }
      expect(sent).toBe(false);
    });

    test("sent filled in: the success text in place, the fields cleared, the lead stored once with its key", async ({ page }) => {
      const form = await openForm(page, formCase.path, formCase.formName);
      const email = uniqueEmail(formCase.kind);
      await fillValid(form, formCase, email);
      const answer = page.waitForResponse((response) => response.url().endsWith("/submit.php") && response.request().method() === "POST");
      await send(page, form, formCase);
      const request = (await answer).request();
      expect(request.headers()["accept"]).toBe("application/json");
      expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);

      await expect(form.locator("output").first()).toContainText(formCase.successInPlace(email));
      // The notice inside the live region takes focus: the fieldset was disabled, so focus would be lost.
      await expect(form.locator("output > [tabindex='-1']")).toBeFocused();
      const firstLabel = Object.keys(formCase.valid(email))[0]!;
      await expect(field(form, firstLabel)).toHaveValue("");

      const leads = storedLeads(email);
      expect(leads).toHaveLength(1);
      expect(leads[0]!.kind).toBe(formCase.kind);
      expect(leads[0]!.fields).toMatchObject(formCase.stored(email));
      if (formCase.withDeck) expect(leads[0]!.hasDeck).toBe(true);
    });
  });
}

test("incubation: the Application ID and the way to its status", async ({ page }) => {
  const formCase = FORM_CASES.find((candidate) => candidate.kind === "incubation")!;
  const form = await openForm(page, formCase.path, formCase.formName);
  const email = uniqueEmail("incubation-id");
  await fillValid(form, formCase, email);
  await send(page, form, formCase);
  const outcome = form.locator("output").first();
  await expect(outcome.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
  const reference = storedLeads(email)[0]!.reference;
  await expect(outcome).toContainText(`Application ID: ${reference}`);
  await expect(outcome.getByRole("link", { name: "check your application status" })).toHaveAttribute("href", `/contact-get-involved/application-status?applicationId=${reference}`);
});

test("contact: a contact link's topic starts the message as the page loads, and the island keeps it", async ({ page }) => {
  await page.goto("/contact-get-involved?topic=Brochure%20request#contact-form");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(field(form, "Message")).toHaveValue("Regarding: Brochure request\n\n");
  await expect(form).not.toHaveAttribute("data-ready");
  await openForm(page, "/contact-get-involved?topic=Brochure%20request#contact-form", "Contact form");
  await field(form, "Name").fill("Asha");
  await expect(field(form, "Message")).toHaveValue("Regarding: Brochure request\n\n");
});

test("contact: while it is sent, 'Sending...' and every field disabled", async ({ page }) => {
  const form = await openForm(page, "/contact-get-involved", "Contact form");
  const formCase = FORM_CASES[0]!;
  await fillValid(form, formCase, uniqueEmail("busy"));
  const release = await holdRequests(page, "**/api/contact/submit.php");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(field(form, "Name")).toBeDisabled();
  await release();
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

/** Waits until the island around `inside` has hydrated (Astro drops its ssr mark); a click before that follows the link to the form's page. */
async function islandRuns(page: Page, inside: Locator): Promise<void> {
  await expect(page.locator("astro-island", { has: inside }).last()).not.toHaveAttribute("ssr");
}

test.describe("a content page's form in a dialog", () => {
  test("the events page: Register opens the form with focus inside, Escape closes it and focus returns", async ({ page }) => {
    await page.goto("/resources/events");
    const register = page.getByRole("link", { name: /^Register ?: Term Sheets Decoded/ });
    await expect(register).toHaveAttribute("href", `/resources/events/${EVENT_ID}/register`);
    await register.hover();
    await islandRuns(page, register);
    await register.click();
    const dialog = page.getByRole("dialog", { name: "Register for this event" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Full name", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(register).toBeFocused();
    await expect(page).toHaveURL(/\/resources\/events$/);
  });

  test("the tools library: a download link opens the request form; the lead is stored from the dialog", async ({ page }) => {
    await page.goto("/resources/tools");
    const download = page.locator(`a[href="/resources/tools/${TOOL_ID}/request"]`);
    await download.hover();
    await islandRuns(page, download);
    await download.click();
    const dialog = page.getByRole("dialog", { name: "Get this file by e-mail" });
    await expect(dialog.getByRole("textbox", { name: "Email", exact: true })).toBeFocused();
    const email = uniqueEmail("dialog-download");
    await dialog.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await dialog.getByRole("button", { name: "Send Me the File" }).click();
    await expect(dialog.locator("output").first()).toContainText(`our team e-mails it to ${email}`);
    expect(storedLeads(email)).toMatchObject([{ kind: "download-request", fields: { resourceId: TOOL_ID } }]);
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(download).toBeFocused();
  });
});

test("application status: the success message's link fills in the ID, and the lookup answers in place", async ({ page }) => {
  const formCase = FORM_CASES.find((candidate) => candidate.kind === "incubation")!;
  const form = await openForm(page, formCase.path, formCase.formName);
  const email = uniqueEmail("status");
  await fillValid(form, formCase, email);
  await send(page, form, formCase);
  const statusLink = form.locator("output").getByRole("link", { name: "check your application status", exact: true });
  await expect(statusLink).toBeVisible();
  const reference = storedLeads(email)[0]?.reference;
  await statusLink.click();
  await expect(page).toHaveURL(`/contact-get-involved/application-status?applicationId=${reference}`);
  const lookup = page.getByRole("form", { name: "Application status lookup" });
  // Filled in as the page loads, before the form's island has any code.
  await expect(field(lookup, "Application ID")).toHaveValue(reference!);
  await expect(lookup).toHaveAttribute("method", "post");
  await expect(lookup).toHaveAttribute("action", "/api/incubation/status.php");
  await field(lookup, "Email").fill(email);
  await expect(lookup).toHaveAttribute("data-ready", "true");
  await lookup.getByRole("button", { name: "Check Status" }).click();
  await expect(lookup.locator("output")).toContainText(`Application ${reference}: Received`);
});

test("contact: what is typed while the island's code is on its way is kept and sent by the island", async ({ page }) => {
  const formCase = FORM_CASES[0]!;
  // The island's component and React's renderer (the page's own small scripts come as usual).
  const release = await holdRequests(page, /\/assets\/(contact-form|client)\.[\w-]+\.js$/);
  await page.goto(formCase.path, { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: formCase.formName });
  const email = uniqueEmail("early-typing");
  await fillValid(form, formCase, email);
  await expect(form).not.toHaveAttribute("data-ready");
  await release();
  await expect(form).toHaveAttribute("data-ready", "true");
  for (const [label, value] of Object.entries(formCase.valid(email))) await expect(field(form, label)).toHaveValue(value);
  await form.getByRole("button", { name: formCase.submitLabel }).click();
  await expect(form.locator("output").first()).toContainText(CONTACT_SUCCESS_TEXT);
  expect(storedLeads(email)).toMatchObject([{ kind: "contact", fields: formCase.stored(email) }]);
});

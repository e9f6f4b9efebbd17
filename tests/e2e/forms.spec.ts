import { CHALLENGE_PATH } from "../../contract/leads/lead-challenge.ts";
import { type Locator, type Page, expect, test } from "@playwright/test";
import { APPLICATION_NOT_FOUND, APPLICATION_STATUS_PAGE, applicationStatusPath } from "../../contract/leads/application-status";
import { REQUIRED_FIELDS_MISSING } from "../../contract/leads/lead-messages";
import { isLeadReference } from "../../contract/leads/lead-reference-format";
import { LEAD_SUCCESS_TEXTS } from "../../contract/leads/success-texts";
import { dropRoutesAfterEachTest, holdRequests } from "./support/held-requests";
import { EVENT_ID, FORM_CASES, type FormCase } from "./support/form-cases";
import { expectFocusTrapped } from "./support/focus-trap";
import { field, fillForm, openForm, pitchDeckPdf, storedLeads, storedPitchDeck, uniqueEmail } from "./support/lead-forms";
import { messagesFor, setLeadStatus } from "./support/outbox-database";
import { panelHeading, successPanel } from "./support/success-panel";

dropRoutesAfterEachTest();

// The seven lead forms on the Astro pages with JavaScript: the island checks
// with the shared schema and shows the spec's texts in place, sends with
// fetch, and the server stores the lead once; once sent, a success panel
// (the text, the reference, the reply time, two ways on) replaces the form. What each form does when the
// API fails, a double submit, and the contact pages around the forms:
// contact-pages.spec.ts; the forms without JavaScript: forms-no-js.spec.ts.

const caseOf = (kind: FormCase["kind"]) => FORM_CASES.find((candidate) => candidate.kind === kind)!;

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
        // The spam check's challenge is fetched once the visitor is on the form; nothing else may go.
        if (request.url().includes("/api/") && new URL(request.url()).pathname !== CHALLENGE_PATH) sent = true;
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

    test("sent filled in: the success panel in the form's place with the lead's reference, its heading focused; the lead stored once with its key", async ({ page }) => {
      const form = await openForm(page, formCase.path, formCase.formName);
      const email = uniqueEmail(formCase.kind);
      await fillValid(form, formCase, email);
      const answer = page.waitForResponse((response) => response.url().endsWith("/submit.php") && response.request().method() === "POST");
      await send(page, form, formCase);
      const request = (await answer).request();
      expect(request.headers()["accept"]).toBe("application/json");
      expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);

      const panel = successPanel(page, formCase.kind);
      await expect(panel.getByText(formCase.successInPlace(email))).toBeVisible();
      // The panel's heading takes focus: the form it replaced had focus, which would be lost.
      await expect(panel.getByRole("heading", { name: panelHeading(formCase.kind) })).toBeFocused();
      await expect(form).toHaveCount(0);

      const leads = storedLeads(email);
      expect(leads).toHaveLength(1);
      // The lead's reference (the contact form's too), when to expect a reply, and two ways on.
      await expect(panel.getByRole("definition").first()).toHaveText(leads[0]!.reference);
      await expect(panel.getByRole("term").first()).toHaveText(formCase.kind === "incubation" ? "Application ID" : "Your reference");
      await expect(panel.getByRole("term").last()).toHaveText("When you will hear from us");
      await expect(panel.getByRole("list", { name: "Where to next" }).getByRole("link")).toHaveCount(2);
      expect(leads[0]!.kind).toBe(formCase.kind);
      expect(leads[0]!.fields).toMatchObject(formCase.stored(email));
      if (formCase.withDeck) expect(leads[0]!.deck).toEqual(storedPitchDeck());
    });
  });
}

test("contact: a contact link's topic starts the message as the page loads, and the island keeps it", async ({ page }) => {
  const path = "/contact-get-involved?topic=Brochure%20request%3A%20About%20Ankur%20%26%20team#contact-form";
  await page.goto(path);
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(field(form, "Message")).toHaveValue("Regarding: Brochure request: About Ankur & team\n\n");
  await expect(form).not.toHaveAttribute("data-ready");
  await openForm(page, path, "Contact form");
  await field(form, "Name").fill("Asha");
  await expect(field(form, "Message")).toHaveValue("Regarding: Brochure request: About Ankur & team\n\n");
});

test("contact: while it is sent, 'Sending...' and every field disabled; then the success panel, the row stored as typed; the panel dismissed brings back the empty form", async ({ page }) => {
  const contact = caseOf("contact");
  const form = await openForm(page, contact.path, contact.formName);
  const email = uniqueEmail("busy");
  const typed = { ...contact.valid(email), Role: "Director" };
  await fillForm(form, typed);
  const release = await holdRequests(page, "**/api/contact/submit.php");
  await form.getByRole("button", { name: contact.submitLabel }).click();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  for (const label of Object.keys(typed)) await expect(field(form, label)).toBeDisabled();
  await release();

  const panel = successPanel(page, "contact");
  await expect(panel).toContainText(LEAD_SUCCESS_TEXTS.contact);
  await expect(panel).toContainText("replies within two working days");
  expect(storedLeads(email).map((lead) => lead.fields)).toEqual([{ ...contact.stored(email), role: "Director" }]);

  await panel.getByRole("button", { name: "Dismiss message" }).click();
  await expect(panel).toHaveCount(0);
  // The form again, empty, focus in its first field.
  await expect(field(form, "Name")).toBeFocused();
  for (const label of Object.keys(typed)) await expect(field(form, label)).toHaveValue("");
  await expect(form.getByRole("button", { name: contact.submitLabel })).toBeEnabled();
});

test("contact: what is typed while the island's code is on its way is kept and sent by the island", async ({ page }) => {
  const contact = caseOf("contact");
  // The island's component and React's renderer (the page's own small scripts come as usual).
  const release = await holdRequests(page, /\/assets\/(contact-form|client)\.[\w-]+\.js$/);
  await page.goto(contact.path, { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: contact.formName });
  const email = uniqueEmail("early-typing");
  await fillValid(form, contact, email);
  await expect(form).not.toHaveAttribute("data-ready");
  await release();
  await expect(form).toHaveAttribute("data-ready", "true");
  for (const [label, value] of Object.entries(contact.valid(email))) await expect(field(form, label)).toHaveValue(value);
  await form.getByRole("button", { name: contact.submitLabel }).click();
  await expect(successPanel(page, "contact")).toContainText(contact.successInPlace(email));
  expect(storedLeads(email)).toMatchObject([{ kind: "contact", fields: contact.stored(email) }]);
});

test("corporate inquiry: the summary counts what is missing and empties as the fields are filled; the lead stored with its reference, and an e-mail to the team and the visitor", async ({ page }) => {
  const corporate = caseOf("corporate-inquiry");
  const form = await openForm(page, corporate.path, corporate.formName);
  await expect(form.getByText("We ask for your name, e-mail address, company, role, areas of interest (optional) and message", { exact: false })).toBeVisible();
  const areas = form.getByRole("group", { name: /Areas of interest/ });
  await expect(areas.getByRole("checkbox")).toHaveCount(6);
  await form.getByRole("button", { name: corporate.submitLabel }).click();
  const summary = form.getByRole("alert").first();
  await expect(summary).toContainText("Please fix 5 fields");
  await expect(summary).toBeFocused();
  // The areas are optional: no message describes them.
  await expect(areas).not.toHaveAttribute("aria-describedby");

  const email = uniqueEmail("corporate");
  const valid = corporate.valid(email);
  await fillForm(form, valid);
  for (const tick of corporate.ticks ?? []) await form.getByRole("checkbox", { name: tick, exact: true }).check();
  await expect(summary).toBeEmpty();
  await form.getByRole("button", { name: corporate.submitLabel }).click();
  await expect(successPanel(page, "corporate-inquiry").getByText(corporate.successInPlace(email))).toBeVisible();

  const [lead, ...others] = storedLeads(email);
  expect(others).toEqual([]);
  expect(lead?.kind).toBe("corporate-inquiry");
  expect(isLeadReference("corporate-inquiry", lead?.reference)).toBe(true);
  expect(lead?.fields).toEqual({ name: valid.Name, email, company: valid.Company, role: valid.Role, interests: "Process Automation", message: valid.Message });
  const messages = messagesFor(lead?.reference ?? "");
  expect(messages.map((message) => [message.audience, message.status])).toEqual([
    ["team", "pending"],
    ["visitor", "pending"],
  ]);
  expect(messages[1]?.recipients).toBe(email);
});

test("investor access: a valid request opens the NDA, which holds focus; Cancel sends nothing and keeps the details, Accept & Continue sends them with the time of acceptance", async ({ page }) => {
  const investor = caseOf("investor-access");
  const form = await openForm(page, investor.path, investor.formName);
  await expect(page.getByText("₹100 Cr", { exact: true })).toBeVisible();
  await expect(page.getByText("₹500 Cr", { exact: true })).toBeVisible();
  const submit = form.getByRole("button", { name: investor.submitLabel });
  const dialog = page.getByRole("dialog", { name: "Non-Disclosure Agreement" });
  await submit.click();
  await expect(form.getByRole("alert").first()).toContainText("Company / Fund: Please enter your company or fund.");
  await expect(dialog).toBeHidden();

  const email = uniqueEmail("investor-nda");
  await fillValid(form, investor, email);
  await submit.click();
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog, 5);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
  await expect(form.getByRole("status").filter({ hasText: "Pitch decks are shared only under the NDA" })).toBeVisible();
  await expect(field(form, "Company / Fund")).toHaveValue(investor.valid(email)["Company / Fund"]!);
  expect(storedLeads(email)).toHaveLength(0);

  await submit.click();
  await expect(dialog).toBeVisible();
  const before = Date.now();
  await dialog.getByRole("button", { name: "Accept & Continue" }).click();
  await expect(dialog).toBeHidden();
  await expect(successPanel(page, "investor-access").getByText(investor.successInPlace(email))).toBeVisible();
  const [lead] = storedLeads(email);
  expect(lead?.fields).toMatchObject(investor.stored(email));
  expect(lead?.fields.ndaAcceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Math.abs(Date.parse(lead?.fields.ndaAcceptedAt ?? "") - before)).toBeLessThan(60_000);
});

/** Waits until the island around `inside` has hydrated (Astro drops its ssr mark); a click before that follows the link to the form's page. */
async function islandRuns(page: Page, inside: Locator): Promise<void> {
  await expect(page.locator("astro-island", { has: inside }).last()).not.toHaveAttribute("ssr");
}

/** Opens the events page's registration dialog for Term Sheets Decoded, once its island runs. */
async function openRegistration(page: Page): Promise<{ register: Locator; dialog: Locator }> {
  await page.goto("/resources/events");
  const register = page.getByRole("link", { name: /^Register ?: Term Sheets Decoded/ });
  await expect(register).toHaveAttribute("href", `/resources/events/${EVENT_ID}/register`);
  await register.hover();
  await islandRuns(page, register);
  await register.click();
  const dialog = page.getByRole("dialog", { name: "Register for this event" });
  await expect(dialog).toBeVisible();
  return { register, dialog };
}

test.describe("a content page's form in a dialog", () => {
  test("the events page: Register opens the form with focus inside and kept there, Escape closes it and focus returns", async ({ page }) => {
    const { register, dialog } = await openRegistration(page);
    await expect(field(dialog, "Full name")).toBeFocused();
    await expectFocusTrapped(page, dialog, 8);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(register).toBeFocused();
    await expect(page).toHaveURL(/\/resources\/events$/);
  });

  test("the events page: the dialog says what is missing or wrong, keeps the values when the send fails, then confirms with the calendar file and an e-mail; Done gives focus back", async ({ page }) => {
    const { register, dialog } = await openRegistration(page);
    const registerButton = dialog.getByRole("button", { name: "Register" });
    await registerButton.click();
    await expect(dialog.getByRole("alert").first()).toContainText("Please fix 2 fields");
    await expect(field(dialog, "Email")).toHaveAttribute("aria-invalid", "true");
    await field(dialog, "Full name").fill("Asha Verma");
    await field(dialog, "Email").fill("asha@example");
    await registerButton.click();
    await expect(field(dialog, "Email")).toHaveAccessibleDescription("Please enter a valid e-mail address, such as name@company.in.");

    const email = uniqueEmail("asha");
    await field(dialog, "Email").fill(email);
    await page.route("**/api/event-registration/submit.php", (route) => route.abort());
    await registerButton.click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Network error occurred" })).toBeVisible();
    await expect(field(dialog, "Full name")).toHaveValue("Asha Verma");
    await expect(field(dialog, "Email")).toHaveValue(email);
    expect(storedLeads(email)).toHaveLength(0);

    await page.unroute("**/api/event-registration/submit.php");
    await registerButton.click();
    const panel = successPanel(dialog, "event-registration");
    await expect(panel).toContainText(
      `You're registered, Asha Verma, for Term Sheets Decoded: What Founders Should Negotiate on Thu, 10 Dec 2026, 4:00 pm IST. We'll send the joining link to ${email}.`,
    );
    await expect(panel.getByRole("heading", { name: panelHeading("event-registration") })).toBeFocused();
    await expect(panel.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", `/calendar/${EVENT_ID}.ics`);
    const [lead] = storedLeads(email);
    await expect(panel.getByRole("definition").first()).toHaveText(lead?.reference ?? "");
    expect(lead?.kind).toBe("event-registration");
    expect(lead?.fields).toEqual({ eventId: EVENT_ID, fullName: "Asha Verma", email });
    const [, confirmation] = messagesFor(lead?.reference ?? "");
    expect(confirmation?.body).toContain(`/calendar/${EVENT_ID}.ics`);

    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(register).toBeFocused();
  });

  test("the tools and media libraries: a download opens the request form, which checks the address, stores the lead with its file, e-mails, and gives focus back", async ({ page }) => {
    await page.goto("/resources/tools");
    for (const group of ["Business Plans", "Financial Models", "Pitch Decks"]) await expect(page.getByRole("heading", { name: group, level: 2 })).toBeVisible();
    for (const format of ["DOCX", "XLSX", "PPTX"]) await expect(page.getByText(format, { exact: true }).first()).toBeVisible();
    const download = page.getByRole("link", { name: /^Download\s*:\s*Three-Year SaaS Financial Model$/ });
    await download.hover();
    await islandRuns(page, download);
    await download.click();
    const dialog = page.getByRole("dialog", { name: "Get this file by e-mail" });
    await expect(field(dialog, "Email")).toBeFocused();
    await expect(dialog.getByText("We ask for your e-mail address and the file you asked for to send you that file", { exact: false })).toBeVisible();
    await field(dialog, "Email").fill("founder@");
    await dialog.getByRole("button", { name: "Send Me the File" }).click();
    await expect(field(dialog, "Email")).toHaveAttribute("aria-invalid", "true");

    const email = uniqueEmail("dialog-download");
    await field(dialog, "Email").fill(email);
    await dialog.getByRole("button", { name: "Send Me the File" }).click();
    const panel = successPanel(dialog, "download-request");
    await expect(panel.getByText(`Thank you. Three-Year SaaS Financial Model is on its way: our team e-mails it to ${email} within one working day.`, { exact: true })).toBeVisible();
    const [lead] = storedLeads(email);
    await expect(panel.getByRole("definition").first()).toHaveText(lead?.reference ?? "");
    expect(lead?.kind).toBe("download-request");
    expect(lead?.fields).toEqual({ resourceId: "three-year-saas-model", email });
    expect(messagesFor(lead?.reference ?? "").map((message) => message.subject)).toEqual([
      expect.stringMatching(/^New download request DLR-\d{4}-[0-9A-Z]{6}: /),
      expect.stringMatching(/^Your file is on its way \(DLR-/),
    ]);
    await panel.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(download).toBeFocused();

    await page.goto("/resources/media");
    for (const group of ["Visual Guides", "Brand Assets", "Video Snippets"]) await expect(page.getByRole("heading", { name: group, level: 2 })).toBeVisible();
    const video = page.getByRole("link", { name: /^Get Video\s*:\s*Ankur in Two Minutes$/ });
    await video.hover();
    await islandRuns(page, video);
    await video.click();
    const mediaDialog = page.getByRole("dialog", { name: "Get this file by e-mail" });
    const pressEmail = uniqueEmail("press");
    await field(mediaDialog, "Email").fill(pressEmail);
    await mediaDialog.getByRole("button", { name: "Send Me the File" }).click();
    await expect(successPanel(mediaDialog, "download-request")).toContainText(`Ankur in Two Minutes is on its way: our team e-mails it to ${pressEmail}`);
    await expect(mediaDialog.getByRole("link", { name: "Confirm on the Contact Form" })).toHaveCount(0);
  });
});

test("incubation: the Application ID and the link to its status, which fills in the ID; the lookup answers in place, in the applicant's words, whatever the case of the ID and address, and the same for a wrong ID or address", async ({ page }) => {
  const incubation = caseOf("incubation");
  const form = await openForm(page, incubation.path, incubation.formName);
  const email = uniqueEmail("status");
  await fillValid(form, incubation, email);
  await send(page, form, incubation);
  const outcome = successPanel(page, "incubation");
  await expect(outcome.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeFocused();
  const reference = storedLeads(email)[0]!.reference;
  expect(isLeadReference("incubation", reference)).toBe(true);
  await expect(outcome.getByRole("term").first()).toHaveText("Application ID");
  await expect(outcome.getByRole("definition").first()).toHaveText(reference);
  await expect(outcome).toContainText("reviews applications every fortnight");
  const statusLink = outcome.getByRole("link", { name: "Check your application status", exact: true });
  await expect(statusLink).toHaveAttribute("href", applicationStatusPath(reference));
  const [confirmation] = messagesFor(reference).filter((message) => message.audience === "visitor");
  expect(confirmation?.body).toContain(applicationStatusPath(reference));

  await statusLink.click();
  await expect(page).toHaveURL(applicationStatusPath(reference));
  await expect(page.locator("h1")).toHaveText("Application Status");
  const lookup = page.getByRole("form", { name: "Application status lookup" });
  // Filled in as the page loads, before the form's island has any code.
  await expect(field(lookup, "Application ID")).toHaveValue(reference);
  await expect(lookup).toHaveAttribute("method", "post");
  await expect(lookup).toHaveAttribute("action", "/api/incubation/status.php");
  await field(lookup, "Email").fill(email.toUpperCase());
  await expect(lookup).toHaveAttribute("data-ready", "true");
  const check = lookup.getByRole("button", { name: "Check Status" });
  await check.click();
  await expect(lookup.getByRole("status")).toContainText(`Application ${reference}: Received`);

  setLeadStatus(reference, "qualified");
  await field(lookup, "Application ID").fill(reference.toLowerCase());
  await field(lookup, "Email").fill(email);
  await check.click();
  await expect(lookup.getByRole("status")).toContainText("Shortlisted");
  await expect(lookup.getByRole("status")).toContainText("We will invite you to a 30-minute call with a troupe lead.");
  await expect(lookup.getByRole("status")).not.toContainText(incubation.valid(email)["Company Name"]!);

  for (const [id, address] of [
    [reference, "someone.else@example.in"],
    [reference.replace(/.$/, (last) => (last === "Z" ? "Y" : "Z")), email],
  ] as const) {
    await field(lookup, "Application ID").fill(id);
    await field(lookup, "Email").fill(address);
    await check.click();
    await expect(lookup.getByRole("alert")).toHaveText(APPLICATION_NOT_FOUND);
    await expect(field(lookup, "Email")).toHaveValue(address);
  }
  expect(storedLeads(email)).toHaveLength(1);
});

test("application status: sent empty, the lookup asks for both fields in the form's words", async ({ page }) => {
  const lookup = await openForm(page, APPLICATION_STATUS_PAGE, "Application status lookup");
  await lookup.getByRole("button", { name: "Check Status" }).click();
  await expect(lookup.getByRole("alert")).toHaveText(REQUIRED_FIELDS_MISSING);
  await expect(field(lookup, "Application ID")).toBeFocused();
});

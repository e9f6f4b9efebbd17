import { type Locator, type Page, expect, test } from "@playwright/test";
import { APPLICATION_ID_INVALID, APPLICATION_NOT_FOUND, APPLICATION_STATUS_PAGE, APPLICATION_STATUS_ROUTE } from "../../contract/leads/application-status";
import { NDA_NOT_ACCEPTED } from "../../contract/leads/investor-access";
import { isLeadReference } from "../../contract/leads/lead-reference-format";
import { panelHeading } from "./support/success-panel";
import { LEAD_SUCCESS_TEXTS } from "../../contract/leads/success-texts";
import { EVENT_ID, FORM_CASES, type FormCase, TOOL_ID } from "./support/form-cases";
import { field, fillForm, pitchDeckPdf, storedLeads, storedPitchDeck, uniqueEmail } from "./support/lead-forms";

// The seven lead forms posted by the browser itself: with JavaScript off,
// and with it held back while the visitor types and sends. The server stores
// the lead once and answers with the thanks page (303), or shows the form
// again with the messages beside the fields and every typed value kept. The
// thanks page and the refused form's page themselves: plain-post.spec.ts.

/** The boxes a visitor ticks when the browser posts the form itself. */
const plainPostTicks = (formCase: FormCase) => [...(formCase.ticks ?? []), ...(formCase.plainPostTicks ?? [])];

async function fillValid(form: Locator, formCase: FormCase, email: string): Promise<void> {
  await fillForm(form, formCase.valid(email));
  for (const tick of plainPostTicks(formCase)) await form.getByRole("checkbox", { name: tick, exact: true }).check();
  if (formCase.withDeck) await form.getByLabel(/^Pitch Deck/).setInputFiles(pitchDeckPdf());
}

async function expectThanks(page: Page, formCase: FormCase, email: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/thanks/${formCase.kind}\\?reference=`));
  await expect(page.getByRole("main")).toContainText(LEAD_SUCCESS_TEXTS[formCase.kind]);
  const leads = storedLeads(email);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.kind).toBe(formCase.kind);
  expect(leads[0]!.fields).toMatchObject(formCase.stored(email));
  // The file the browser sent as multipart, named as chosen and typed by its bytes.
  if (formCase.withDeck) expect(leads[0]!.deck).toEqual(storedPitchDeck());
  // The same success panel as the island shows in place: its heading as the page's h1, the reference, the reply time, two ways on.
  const panel = page.getByRole("region", { name: panelHeading(formCase.kind) });
  await expect(panel.getByRole("heading", { level: 1 })).toHaveText(panelHeading(formCase.kind));
  await expect(panel.getByRole("definition").first()).toHaveText(leads[0]!.reference);
  await expect(panel.getByRole("term").last()).toHaveText("When you will hear from us");
  await expect(panel.getByRole("list", { name: "Where to next" }).getByRole("link")).toHaveCount(2);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const formCase of FORM_CASES) {
    test(`${formCase.kind}: sent filled in, 303 to the thanks page and the lead stored once`, async ({ page }) => {
      await page.goto(formCase.path);
      const form = page.getByRole("form", { name: formCase.formName });
      const email = uniqueEmail(`nojs-${formCase.kind}`);
      await fillValid(form, formCase, email);
      const answer = page.waitForResponse((response) => response.url().endsWith("/submit.php") && response.request().method() === "POST");
      await form.getByRole("button", { name: formCase.submitLabel }).click();
      expect((await answer).status()).toBe(303);
      await expectThanks(page, formCase, email);
      if (formCase.kind === "incubation") {
        const reference = storedLeads(email)[0]!.reference;
        expect(isLeadReference("incubation", reference)).toBe(true);
        await expect(page.getByRole("main")).toContainText("Application Submitted Successfully!");
        await expect(page.getByRole("main")).toContainText(reference);
      }
      // Back and reload do not send it again: the thanks page is a GET.
      await page.reload();
      expect(storedLeads(email)).toHaveLength(1);
    });
  }

  test("investor-access: the NDA's terms are readable in the form; sent without its box ticked, the form again with the NDA's message beside the box", async ({ page }) => {
    const formCase = FORM_CASES.find((candidate) => candidate.kind === "investor-access")!;
    await page.goto(formCase.path);
    const form = page.getByRole("form", { name: formCase.formName });
    await form.getByText("Read the Non-Disclosure Agreement").click();
    await expect(form.getByText("You will use pitch decks, financials and data-room documents only to evaluate a possible investment.")).toBeVisible();
    const email = uniqueEmail("nojs-no-nda");
    await fillForm(form, formCase.valid(email));
    for (const tick of formCase.ticks ?? []) await form.getByRole("checkbox", { name: tick, exact: true }).check();
    await form.getByRole("button", { name: formCase.submitLabel }).click();

    const again = page.getByRole("form", { name: formCase.formName });
    const box = again.getByRole("checkbox", { name: "I have read and accept the NDA", exact: true });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(NDA_NOT_ACCEPTED);
    for (const [label, value] of Object.entries(formCase.valid(email))) await expect(field(again, label)).toHaveValue(value);
    for (const tick of formCase.ticks ?? []) await expect(again.getByRole("checkbox", { name: tick, exact: true })).toBeChecked();
    expect(storedLeads(email)).toHaveLength(0);
    // Ticked and sent again, it goes.
    await box.check();
    await again.getByRole("button", { name: formCase.submitLabel }).click();
    await expectThanks(page, formCase, email);
    expect(Date.now() - Date.parse(storedLeads(email)[0]!.fields.ndaAcceptedAt ?? "")).toBeLessThan(120_000);
  });

  test("the application status lookup posts too: a stored application's status, a wrong ID's and a malformed ID's messages, the typed values kept", async ({ page }) => {
    // An application sent without JavaScript, as a visitor would.
    const incubation = FORM_CASES.find((candidate) => candidate.kind === "incubation")!;
    await page.goto(incubation.path);
    const email = uniqueEmail("nojs-status");
    await fillValid(page.getByRole("form", { name: incubation.formName }), incubation, email);
    await page.getByRole("form", { name: incubation.formName }).getByRole("button", { name: incubation.submitLabel }).click();
    await expectThanks(page, incubation, email);
    const applicationId = storedLeads(email)[0]!.reference;

    const lookUp = async (typed: { applicationId: string; email: string }, status: number) => {
      const form = page.getByRole("form", { name: "Application status lookup" });
      await field(form, "Application ID").fill(typed.applicationId);
      await field(form, "Email").fill(typed.email);
      const [answer] = await Promise.all([page.waitForResponse(APPLICATION_STATUS_ROUTE), form.getByRole("button", { name: "Check Status" }).click()]);
      expect(answer.status()).toBe(status);
      const again = page.getByRole("form", { name: "Application status lookup" });
      await expect(field(again, "Application ID")).toHaveValue(typed.applicationId);
      await expect(field(again, "Email")).toHaveValue(typed.email);
      return again;
    };

    await page.goto(APPLICATION_STATUS_PAGE);
    const found = await lookUp({ applicationId: applicationId.toLowerCase(), email }, 200);
    await expect(found.getByRole("status")).toHaveText(
      `Application ${applicationId}: ReceivedYour application is with us and waits for the next selection round. The committee meets every fortnight.`,
    );
    await expect(page).toHaveTitle(/^Your application status \| /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    const wrongId = applicationId.replace(/.$/, (last) => (last === "Z" ? "Y" : "Z"));
    const notFound = await lookUp({ applicationId: wrongId, email }, 404);
    await expect(notFound.getByRole("alert")).toHaveText(APPLICATION_NOT_FOUND);
    await expect(notFound.getByRole("status")).toHaveText("");

    const malformed = await lookUp({ applicationId: "12345", email }, 422);
    await expect(field(malformed, "Application ID")).toHaveAttribute("aria-invalid", "true");
    await expect(field(malformed, "Application ID")).toHaveAccessibleDescription(APPLICATION_ID_INVALID);
  });

  test("/contact, the page without the standard layout: its contact form posts too", async ({ page }) => {
    const formCase = FORM_CASES.find((candidate) => candidate.kind === "contact")!;
    await page.goto("/contact");
    const form = page.getByRole("form", { name: formCase.formName });
    const email = uniqueEmail("nojs-standalone");
    await fillValid(form, formCase, email);
    await form.getByRole("button", { name: formCase.submitLabel }).click();
    await expectThanks(page, formCase, email);
  });

  test("the events page's Register and a library's download link go to the page that holds the form", async ({ page }) => {
    await page.goto("/resources/events");
    await page.getByRole("link", { name: /^Register ?: Term Sheets Decoded/ }).click();
    await expect(page).toHaveURL(`/resources/events/${EVENT_ID}/register`);
    await expect(page.getByRole("form", { name: "Event registration" })).toBeVisible();
    await page.goto("/resources/tools");
    await page.locator(`a[href="/resources/tools/${TOOL_ID}/request"]`).click();
    await expect(page).toHaveURL(`/resources/tools/${TOOL_ID}/request`);
    await expect(page.getByRole("form", { name: "Download request" })).toBeVisible();
  });

  for (const formCase of FORM_CASES) {
    test(`${formCase.kind}: sent with the required fields empty, the form again with the messages beside them and the typed values kept`, async ({ page }) => {
      await page.goto(formCase.path);
      const form = page.getByRole("form", { name: formCase.formName });
      const email = uniqueEmail(`nojs-invalid-${formCase.kind}`);
      const valid = formCase.valid(email);
      // What the visitor typed: everything but the fields the case sends empty.
      const typed = Object.fromEntries(Object.entries(valid).filter(([label]) => !(label in formCase.emptyMessages)));
      await fillForm(form, typed);
      for (const tick of plainPostTicks(formCase)) await form.getByRole("checkbox", { name: tick, exact: true }).check();
      await form.getByRole("button", { name: formCase.submitLabel }).click();

      const again = page.getByRole("form", { name: formCase.formName });
      await expect(again).toBeVisible();
      for (const [label, message] of Object.entries(formCase.emptyMessages)) {
        await expect(field(again, label)).toHaveAttribute("aria-invalid", "true");
        await expect(field(again, label)).toHaveAccessibleDescription(message);
      }
      for (const [label, value] of Object.entries(typed)) await expect(field(again, label)).toHaveValue(value);
      for (const tick of plainPostTicks(formCase)) await expect(again.getByRole("checkbox", { name: tick, exact: true })).toBeChecked();
      expect(storedLeads(email)).toHaveLength(0);
    });
  }
});

test("scripts held back 8 s: the contact form typed and sent before they arrive lands on the thanks page, stored once", async ({ page }) => {
  const formCase = FORM_CASES.find((candidate) => candidate.kind === "contact")!;
  let heldScripts = 0;
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    heldScripts++;
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto(formCase.path, { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: formCase.formName });
  const email = uniqueEmail("late-scripts");
  await fillValid(form, formCase, email);
  await form.getByRole("button", { name: formCase.submitLabel }).click();
  await expectThanks(page, formCase, email);
  // The island's code was asked for (first use) and was still on its way when the form went.
  expect(heldScripts).toBeGreaterThan(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("with JavaScript, the status page a plain lookup was answered with runs its island with nothing in the console, and looks up in place", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => {
    // The page itself comes with the lookup's 404, which Chromium logs as a resource that failed.
    const thePage404 = message.location().url.endsWith(APPLICATION_STATUS_ROUTE) && message.text().includes("status of 404");
    if ((message.type() === "error" || message.type() === "warning") && !thePage404) messages.push(message.text());
  });
  await page.goto(APPLICATION_STATUS_PAGE);
  const lookup = () => page.getByRole("form", { name: "Application status lookup" });
  await field(lookup(), "Application ID").fill("INC-2026-AAAAAA");
  await field(lookup(), "Email").fill("nobody@example.in");
  // A post before the island runs: the browser's own, as when the script is late.
  const answer = page.waitForResponse(APPLICATION_STATUS_ROUTE);
  await lookup().evaluate((form: HTMLFormElement) => form.submit());
  expect((await answer).status()).toBe(404);
  await page.waitForLoadState();
  await expect(lookup().getByRole("alert")).toHaveText(APPLICATION_NOT_FOUND);
  await field(lookup(), "Application ID").focus();
  await expect(lookup()).toHaveAttribute("data-ready", "true");
  await expect(field(lookup(), "Application ID")).toHaveValue("INC-2026-AAAAAA");
  // The island sends the next lookup itself (JSON), and the page stays.
  await field(lookup(), "Application ID").fill("12345");
  await lookup().getByRole("button", { name: "Check Status" }).click();
  await expect(field(lookup(), "Application ID")).toHaveAccessibleDescription(APPLICATION_ID_INVALID);
  await expect(page).toHaveURL(APPLICATION_STATUS_ROUTE);
  expect(messages).toEqual([]);
});

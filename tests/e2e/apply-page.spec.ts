import { expect, test } from "@playwright/test";
import { applicationStatusPath } from "../../contract/leads/application-status-page";
import { isLeadReference } from "../../contract/leads/lead-reference-format";
import { FORM_CASES } from "./support/form-cases";
import { field, fillForm, openForm, pitchDeckPdf, storedLeads, uniqueEmail } from "./support/lead-forms";
import { successPanel } from "./support/success-panel";

// /apply: the incubation application on a page of its own (the header's Apply
// link), the same form island as /contact-get-involved, with what happens
// after it beside the form. Its refused plain post: plain-post.spec.ts.

const incubation = FORM_CASES.find((candidate) => candidate.kind === "incubation")!;

test("the page: its h1, the form, and beside it the steps after applying, with the status lookup", async ({ page }) => {
  await page.goto("/apply");
  await expect(page.locator("h1")).toHaveText("Apply for Incubation");
  await expect(page.getByRole("form", { name: "Incubation application" })).toBeVisible();
  const timeline = page.getByRole("complementary", { name: "What happens after you apply" });
  const steps = timeline.getByRole("listitem");
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText("Your Application ID, at once");
  await expect(steps.nth(1)).toContainText("Reviewed every fortnight");
  await expect(timeline.getByRole("link", { name: "Check your application status" })).toHaveAttribute("href", "/contact-get-involved/application-status");
});

test("with JavaScript: sent filled in, the success panel with the Application ID and its status link; stored once as an incubation lead", async ({ page }) => {
  const form = await openForm(page, "/apply", incubation.formName);
  const email = uniqueEmail("apply");
  await fillForm(form, incubation.valid(email));
  await form.getByLabel(/^Pitch Deck/).setInputFiles(pitchDeckPdf());
  await form.getByRole("button", { name: incubation.submitLabel }).click();
  const panel = successPanel(page, "incubation");
  await expect(panel.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeFocused();
  const [lead, ...others] = storedLeads(email);
  expect(others).toEqual([]);
  expect(lead?.kind).toBe("incubation");
  expect(isLeadReference("incubation", lead?.reference)).toBe(true);
  await expect(panel.getByRole("definition").first()).toHaveText(lead?.reference ?? "");
  await expect(panel.getByRole("link", { name: "Check your application status" })).toHaveAttribute("href", applicationStatusPath(lead?.reference ?? ""));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sent filled in: 303 to the thanks page with the Application ID and the way back to /apply, stored once", async ({ page }) => {
    await page.goto("/apply");
    const form = page.getByRole("form", { name: incubation.formName });
    const email = uniqueEmail("apply-nojs");
    await fillForm(form, incubation.valid(email));
    const answer = page.waitForResponse((response) => response.url().includes("/submit.php") && response.request().method() === "POST");
    await form.getByRole("button", { name: incubation.submitLabel }).click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(/\/thanks\/incubation\?reference=INC-/);
    const [lead] = storedLeads(email);
    await expect(page.getByRole("region", { name: "Application Submitted Successfully!" }).getByRole("definition").first()).toHaveText(lead?.reference ?? "");
    await expect(page.getByRole("link", { name: "Back to Apply for Incubation" })).toHaveAttribute("href", "/apply");
    await expect(field(page.locator("body"), "Email")).toHaveCount(0);
  });
});

import { type Page, expect, test } from "@playwright/test";
import { REQUIRED_FIELDS_MISSING } from "../../contract/leads/lead-messages";
import { LEAD_SUCCESS_TEXTS } from "../../contract/leads/success-texts";
import { field, storedLeads, uniqueEmail } from "./support/lead-forms";

// The pages the server answers a browser's own post of the contact form with
// (no script, or not yet): the refused form's page (422) and the thanks page
// a 303 leads to, the lead stored once however often it is sent. Each form's
// messages beside its fields and its thanks page: forms-no-js.spec.ts.
const CONTACT_SUCCESS = LEAD_SUCCESS_TEXTS.contact;

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });

/** Presses Send and waits for the page the server answers with (the post's own answer, or where its 303 leads). */
async function sendContactForm(page: Page) {
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact/submit.php") && response.request().method() === "POST");
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  const response = await answer;
  await page.waitForLoadState();
  return response;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form sent empty: the form again on a 422 page that is not indexed, with the spec's line and a way back", async ({ page }) => {
    await page.goto("/contact-get-involved");
    const response = await sendContactForm(page);
    expect(response.status()).toBe(422);
    expect(await response.headerValue("x-robots-tag")).toBe("noindex");
    await expect(page).toHaveTitle("Please check the form | Ankur");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check the form");
    await expect(contactForm(page).getByRole("alert").filter({ hasText: REQUIRED_FIELDS_MISSING })).toHaveText(REQUIRED_FIELDS_MISSING);
    await expect(page.getByRole("link", { name: "Back to Contact & Get Involved" })).toHaveAttribute("href", "/contact-get-involved");
  });

  test("the contact form with a wrong address: every typed value kept, the message beside the address", async ({ page }) => {
    await page.goto("/contact-get-involved");
    const form = contactForm(page);
    await field(form, "Name").fill("Priya Deshmukh");
    await field(form, "Email").fill("priya-at-sahyadri");
    await field(form, "Organization").fill("Sahyadri Agro");
    await field(form, "Message").fill("Two lines:\nwe would like a cohort. 🌾");
    expect((await sendContactForm(page)).status()).toBe(422);
    const again = contactForm(page);
    await expect(field(again, "Name")).toHaveValue("Priya Deshmukh");
    await expect(field(again, "Email")).toHaveValue("priya-at-sahyadri");
    await expect(field(again, "Organization")).toHaveValue("Sahyadri Agro");
    await expect(field(again, "Message")).toHaveValue("Two lines:\nwe would like a cohort. 🌾");
    await expect(field(again, "Email")).toHaveAttribute("aria-invalid", "true");
    await expect(field(again, "Name")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the contact form sent filled in: the thanks page with its reference, the message stored as typed over two lines, the lead stored once, also when reloaded or sent again", async ({ page }) => {
    const email = uniqueEmail("plain-post");
    const message = "Please call me about the next cohort.\nMornings suit us best.";
    await page.goto("/contact-get-involved");
    const form = contactForm(page);
    await field(form, "Name").fill("Asha Verma");
    await field(form, "Email").fill(email);
    await field(form, "Message").fill(message);
    const response = await sendContactForm(page);
    expect(response.status()).toBe(303);

    await expect(page).toHaveURL(/\/thanks\/contact\?reference=CON-\d{4}-[2-9A-HJKMNP-Z]{6}$/);
    await expect(page).toHaveTitle("Thank you | Ankur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent");
    await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
    const leads = storedLeads(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.fields).toEqual({ name: "Asha Verma", email, message });
    const panel = page.getByRole("region", { name: "Message sent" });
    await expect(panel.getByRole("term").first()).toHaveText("Your reference");
    await expect(panel.getByRole("definition").first()).toHaveText(leads[0]?.reference ?? "");
    await expect(panel).toContainText("replies within two working days");
    await expect(panel.getByRole("list", { name: "Where to next" }).getByRole("link", { name: "Read the FAQ" })).toHaveAttribute("href", "/faq");
    await expect(page.getByRole("link", { name: "Back to Contact & Get Involved" })).toHaveAttribute("href", "/contact-get-involved");

    const thanksUrl = page.url();
    await page.reload();
    await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
    // Back to the form with its values, and Send again: the same lead's thanks.
    await page.goBack();
    await expect(field(contactForm(page), "Email")).toHaveValue(email);
    expect((await sendContactForm(page)).status()).toBe(303);
    expect(page.url()).toBe(thanksUrl);
    expect(storedLeads(email)).toHaveLength(1);
  });

  test("the incubation form on /apply sent empty: the form again, linking back to /apply, and a second post still names /apply", async ({ page }) => {
    await page.goto("/apply");
    const form = page.getByRole("form", { name: "Incubation application" });
    await expect(form).toHaveAttribute("action", "/api/incubation/submit.php?from=apply");
    const answer = page.waitForResponse((response) => response.url().includes("/submit.php") && response.request().method() === "POST");
    await form.getByRole("button", { name: "Submit Application" }).click();
    expect((await answer).status()).toBe(422);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check the form");
    await expect(page.getByRole("link", { name: "Back to Apply for Incubation" })).toHaveAttribute("href", "/apply");
    await expect(page.getByRole("form", { name: "Incubation application" })).toHaveAttribute("action", "/api/incubation/submit.php?from=apply");
  });

  test("the incubation form on /contact-get-involved sent empty links back there; a page name it does not know is not followed", async ({ page }) => {
    await page.goto("/contact-get-involved");
    const form = page.getByRole("form", { name: "Incubation application" });
    await expect(form).toHaveAttribute("action", "/api/incubation/submit.php");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("link", { name: "Back to Contact & Get Involved" })).toHaveAttribute("href", "/contact-get-involved");

    const forged = await page.request.post("/api/incubation/submit.php?from=https%3A%2F%2Fevil.example", { multipart: { email: "x" }, headers: { accept: "text/html" } });
    expect(forged.status()).toBe(422);
    const html = await forged.text();
    expect(html).toContain('href="/contact-get-involved"');
    expect(html).not.toContain("evil.example");
  });

  test("a thanks page address with something else than a reference shows the success text and not that", async ({ page }) => {
    const response = await page.goto("/thanks/incubation?reference=%3Cb%3EINC-2026-ABCDEF%3C%2Fb%3E");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Submitted Successfully!");
    await expect(page.getByText("Application ID")).toHaveCount(0);
    await expect(page.getByText("INC-2026-ABCDEF")).toHaveCount(0);
  });
});

test("with JavaScript, the refused form's page runs its island under the page's CSP, the values kept", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/contact-get-involved");
  await field(contactForm(page), "Name").fill("Ravi Kumar");
  // A post before the island runs: the browser's own, as when the script is late.
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact/submit.php"));
  await contactForm(page).evaluate((form: HTMLFormElement) => form.submit());
  expect((await answer).status()).toBe(422);
  await page.waitForLoadState();
  const form = contactForm(page);
  await expect(field(form, "Name")).toHaveValue("Ravi Kumar");
  await field(form, "Email").focus();
  await expect(form).toHaveAttribute("data-ready", "true");
  await expect(field(form, "Name")).toHaveValue("Ravi Kumar");
  expect(violations).toEqual([]);
});

import { type Locator, type Page, type Route, expect, test } from "@playwright/test";
import { FORM_LOAD_FAILED, KIT_LOAD_FAILED } from "../../app/features/lead-forms/lead-form-kit";
import { gotoHydrated } from "./support/hydration";
import { leadsFor } from "./support/lead-database";
import { dropRoutesAfterEachTest } from "./support/held-requests";

dropRoutesAfterEachTest();

// Performance issue 10: a form's validation (zod and the contract's schemas)
// and submission (the API client, the Idempotency-Key attempts) load on the
// visitor's first interaction with the form, not with the page. The chunks
// are recognised by what they hold, not by their hashed names.

/** Texts only the code loaded on demand holds. */
const MARKERS = {
  /** zod's issue code. */
  zod: "invalid_type",
  /** The contact schema's message (contract/leads/contact-schema.ts). */
  contactSchema: "Please enter your name.",
  /** The submission's header (contract/leads/idempotency-key.ts). */
  submission: "Idempotency-Key",
  /** The event registration modal's form. */
  registrationForm: "Registering...",
  /** The contact form's own module (its busy label; the forms of two modals have it too). */
  contactForm: "Sending...",
} as const;

const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

/** Every script the page fetches, with its text. */
function recordScripts(page: Page) {
  const scripts: { url: string; body: string }[] = [];
  const reading: Promise<unknown>[] = [];
  page.on("response", (response) => {
    if (!/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) return;
    // A script still arriving when the test ends has no text to read; it is not one the test looked for.
    reading.push(
      response.text().then(
        (body) => scripts.push({ url: response.url(), body }),
        () => undefined,
      ),
    );
  });
  return {
    /** The scripts fetched so far that hold `marker`. */
    async holding(marker: string): Promise<string[]> {
      await Promise.all(reading);
      return scripts.filter((script) => script.body.includes(marker)).map((script) => script.url);
    },
  };
}

/**
 * Serves every script through `decide`: the answer as the server gives it,
 * unless `decide` (which sees its text) holds it back or fails it.
 */
async function throughScripts(page: Page, decide: (body: string, route: Route) => Promise<"serve" | "abort">) {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if ((await decide(body, route)) === "abort") return route.abort("connectionreset");
    return route.fulfill({ response, body });
  });
}

const field = (form: Locator, label: string) => form.getByRole("textbox", { name: label, exact: true });

async function fillContact(form: Locator, email: string) {
  await field(form, "Name").fill("Priya Deshmukh");
  await field(form, "Email").fill(email);
  await field(form, "Message").fill("We would like to discuss a cohort for our member farmers.");
}

const SUCCESS = "Thank you for your message! We will be in touch soon.";

test.describe("the forms' validation and submission load on demand", () => {
  test("the contact page loads neither the forms' code nor their kits until the visitor interacts with a form; then the form works", async ({ page }) => {
    const scripts = recordScripts(page);
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/")) apiCalls.push(request.url());
    });
    await gotoHydrated(page, "/contact-get-involved");
    const form = page.getByRole("form", { name: "Contact form" });
    await page.waitForLoadState("networkidle");
    for (const marker of [MARKERS.contactForm, MARKERS.zod, MARKERS.contactSchema, MARKERS.submission]) expect(await scripts.holding(marker), marker).toEqual([]);
    await expect(form).not.toHaveAttribute("data-ready", "true");

    // The first focus in the form loads the contact form's code, then its kit, once.
    await field(form, "Name").click();
    await expect(form).toHaveAttribute("data-ready", "true");
    await expect(field(form, "Name")).toBeFocused();
    // The kit's chunks arrive in parallel, each in its own response: wait for each.
    await expect.poll(() => scripts.holding(MARKERS.contactSchema)).toHaveLength(1);
    await expect.poll(() => scripts.holding(MARKERS.zod)).not.toHaveLength(0);
    await expect.poll(() => scripts.holding(MARKERS.submission)).not.toHaveLength(0);

    const email = unique("on-demand");
    await fillContact(form, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(SUCCESS);
    expect(await scripts.holding(MARKERS.contactSchema)).toHaveLength(1);
    expect(apiCalls.filter((url) => url.includes("/api/contact/"))).toHaveLength(1);
    expect(leadsFor(email)).toHaveLength(1);
  });

  test("a submit before the code has arrived waits for it and is sent once", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let kitRequested = false;
    await throughScripts(page, async (body) => {
      if (body.includes(MARKERS.contactSchema)) {
        kitRequested = true;
        await held;
      }
      return "serve";
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/contact/")) posts.push(request.url());
    });
    await gotoHydrated(page, "/contact-get-involved");
    const form = page.getByRole("form", { name: "Contact form" });
    const email = unique("waits");
    await fillContact(form, email);
    await expect.poll(() => kitRequested).toBe(true);

    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeVisible();
    await form.getByRole("button", { name: "Sending..." }).click();
    expect(posts).toHaveLength(0);
    release();

    await expect(form.getByRole("status")).toHaveText(SUCCESS);
    expect(posts).toHaveLength(1);
    expect(leadsFor(email)).toHaveLength(1);
  });

  test("a failed load says so and keeps every value; submitting again loads it and sends", async ({ page }) => {
    let failing = true;
    await throughScripts(page, async (body) => (failing && body.includes(MARKERS.contactSchema) ? "abort" : "serve"));
    await gotoHydrated(page, "/contact-get-involved");
    const form = page.getByRole("form", { name: "Contact form" });
    const email = unique("retry-load");
    await fillContact(form, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText(KIT_LOAD_FAILED);
    await expect(field(form, "Name")).toHaveValue("Priya Deshmukh");
    await expect(field(form, "Email")).toHaveValue(email);
    await expect(field(form, "Message")).toHaveValue("We would like to discuss a cohort for our member farmers.");
    expect(leadsFor(email)).toHaveLength(0);

    failing = false;
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(SUCCESS);
    expect(leadsFor(email)).toHaveLength(1);
  });

  test("the events page loads the register form when its modal opens, and says so if it cannot", async ({ page }) => {
    const scripts = recordScripts(page);
    let failing = true;
    await throughScripts(page, async (body) => (failing && body.includes(MARKERS.registrationForm) ? "abort" : "serve"));
    await gotoHydrated(page, "/resources/events");
    await page.waitForLoadState("networkidle");
    for (const marker of [MARKERS.zod, MARKERS.submission]) expect(await scripts.holding(marker), marker).toEqual([]);

    const register = page.getByRole("button", { name: /^Register/ }).first();
    await register.click();
    const dialog = page.getByRole("dialog", { name: "Register for this event" });
    await expect(dialog.getByRole("alert")).toContainText(FORM_LOAD_FAILED);
    failing = false;
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expect(dialog.getByLabel("Full name")).toBeFocused();
    await expect.poll(async () => (await scripts.holding(MARKERS.zod)).length).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: "Register", exact: true }).click();
    await expect(dialog.getByRole("alert")).toContainText("Please fix 2 fields");
  });

  test("every page with a form hydrates without an error and loads none of that code first", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const scripts = recordScripts(page);
    for (const path of [
      "/contact",
      "/contact-get-involved/partner-apply",
      "/contact-get-involved/application-status",
      "/audience-hub/industry-corporate",
      "/audience-hub/investors-vcs",
      "/resources/tools",
      "/resources/media",
    ]) {
      await gotoHydrated(page, path);
      await expect(page.getByRole("form").first().or(page.getByRole("button", { name: /^(Download|Get Video)/ }).first())).toBeVisible();
    }
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    for (const marker of [MARKERS.zod, MARKERS.submission]) expect(await scripts.holding(marker), marker).toEqual([]);
  });

  test("a link that fills in a form loads the form's code at once: ?topic= starts the message, ?applicationId= the lookup", async ({ page }) => {
    await gotoHydrated(page, "/contact-get-involved?topic=Brochure%20request#contact-form");
    const contact = page.getByRole("form", { name: "Contact form" });
    await expect(contact).toHaveAttribute("data-ready", "true");
    await expect(field(contact, "Message")).toHaveValue("Regarding: Brochure request\n\n");

    await gotoHydrated(page, "/contact-get-involved/application-status?applicationId=INC-2026-7KQ3M9");
    const lookup = page.getByRole("form", { name: "Application status lookup" });
    await expect(lookup).toHaveAttribute("data-ready", "true");
    await expect(field(lookup, "Application ID")).toHaveValue("INC-2026-7KQ3M9");

    // Reached by a client-side navigation, the form renders with its code and takes the topic.
    await gotoHydrated(page, "/about-us");
    await page.getByRole("link", { name: "Download Brochure", exact: true }).click();
    await expect(page).toHaveURL(/\/contact-get-involved\?topic=/);
    await expect(field(page.getByRole("form", { name: "Contact form" }), "Message")).toHaveValue("Regarding: Brochure request\n\n");
  });
});

import { CHALLENGE_PATH } from "../../contract/leads/lead-challenge.ts";
import { type Locator, type Request, expect, test } from "@playwright/test";
import { FAILURE_TEXT } from "../../server/api/leads/lead-answers";
import { FORM_CASES } from "./support/form-cases";
import { dropRoutesAfterEachTest } from "./support/held-requests";
import { idempotencyKeysFor } from "./support/lead-database";
import { field, fillForm, openForm, pitchDeckPdf, storedLeads, uniqueEmail } from "./support/lead-forms";
import { successPanel } from "./support/success-panel";

dropRoutesAfterEachTest();

// The Contact & Get Involved pages beyond a form sent and stored
// (forms.spec.ts): each of their three forms when the API is unreachable or
// its database away, what the browser refuses before sending (a wrong
// address, a pitch deck above 10 MB), the partner application page and its
// banner, a double submit (a content page's form too), the offices and the map.

const contact = FORM_CASES.find((candidate) => candidate.kind === "contact")!;
const incubation = FORM_CASES.find((candidate) => candidate.kind === "incubation")!;

/** Every value the form was given is still in its field. */
async function expectValuesKept(form: Locator, values: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await expect(field(form, label)).toHaveValue(value);
}

test.describe("contact form", () => {
  test("with the API unreachable: 'Network error occurred' and every value kept", async ({ page }) => {
    const form = await openForm(page, contact.path, contact.formName);
    await page.route("**/api/contact/submit.php", (route) => route.abort("connectionrefused"));
    const email = uniqueEmail("offline");
    await fillForm(form, contact.valid(email));
    await form.getByRole("button", { name: contact.submitLabel }).click();
    await expect(form.getByRole("alert")).toHaveText("Network error occurred");
    await expectValuesKept(form, contact.valid(email));
    expect(storedLeads(email)).toEqual([]);
  });

  test("with the database away (503): the server's message and every value kept", async ({ page }) => {
    const form = await openForm(page, contact.path, contact.formName);
    // The answer the server gives while its database is unreachable (bench/reliability measures it).
    await page.route("**/api/contact/submit.php", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ success: false, message: FAILURE_TEXT.storageUnavailable }) }),
    );
    const email = uniqueEmail("outage");
    await fillForm(form, contact.valid(email));
    await form.getByRole("button", { name: contact.submitLabel }).click();
    await expect(form.getByRole("alert")).toHaveText(FAILURE_TEXT.storageUnavailable);
    await expectValuesKept(form, contact.valid(email));
    await expect(form.getByRole("button", { name: contact.submitLabel })).toBeEnabled();
    expect(storedLeads(email)).toEqual([]);
  });

  test("a wrong address and no name: both marked, the optional organization not; nothing sent", async ({ page }) => {
    const form = await openForm(page, contact.path, contact.formName);
    let sent = false;
    page.on("request", (request) => {
      // The spam check's challenge is fetched once the visitor is on the form; nothing else may go.
      if (request.url().includes("/api/") && new URL(request.url()).pathname !== CHALLENGE_PATH) sent = true;
    });
    await field(form, "Email").fill("not-an-address");
    await form.getByRole("button", { name: contact.submitLabel }).click();
    await expect(field(form, "Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(form, "Email")).toHaveAttribute("aria-invalid", "true");
    await expect(field(form, "Organization")).not.toHaveAttribute("aria-invalid", "true");
    expect(sent).toBe(false);
  });
});

test.describe("incubation application", () => {
  test("a pitch deck above 10 MB is stopped in the browser with a clear message, and the application goes without it", async ({ page }) => {
    const form = await openForm(page, incubation.path, incubation.formName);
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/incubation")) sent = true;
    });
    const deck = form.getByLabel(/^Pitch Deck/);
    await deck.setInputFiles({ name: "huge-deck.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) });
    const message = "This file is 10.0 MB; the pitch deck may be at most 10MB. Please choose a smaller file.";
    await expect(form.getByRole("alert")).toHaveText(message);
    await expect(deck).toHaveAttribute("aria-invalid", "true");
    expect(await deck.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    expect(sent).toBe(false);
    const email = uniqueEmail("huge");
    await fillForm(form, incubation.valid(email));
    await form.getByRole("button", { name: incubation.submitLabel }).click();
    await expect(successPanel(page, "incubation")).toContainText("Application Submitted Successfully!");
    expect(storedLeads(email)).toMatchObject([{ kind: "incubation", deck: undefined }]);
  });

  test("with the API unreachable: the connection text and every value kept, the chosen deck too", async ({ page }) => {
    const form = await openForm(page, incubation.path, incubation.formName);
    await page.route("**/api/incubation/submit.php", (route) => route.abort("internetdisconnected"));
    const email = uniqueEmail("offline");
    await fillForm(form, incubation.valid(email));
    await form.getByLabel(/^Pitch Deck/).setInputFiles(pitchDeckPdf());
    await form.getByRole("button", { name: incubation.submitLabel }).click();
    await expect(form.getByRole("alert")).toHaveText("Unable to connect to server. Please check your internet connection.");
    await expectValuesKept(form, incubation.valid(email));
    expect(await form.getByLabel(/^Pitch Deck/).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(pitchDeckPdf().name);
  });
});

test.describe("partnership application", () => {
  const values = (email: string) => ({
    "Organization Name": "Deccan Fintech Alliance",
    "Contact Person": "Meera Iyer",
    Email: email,
    Phone: "+91 98765 43210",
    "Partnership Proposal": "A joint fintech cohort for co-operative banks in Maharashtra.",
  });
  const choices = { "Partnership Type": "Strategic", Industry: "Finance", "Company Size": "51-200" };

  const fill = async (form: Locator, email: string) => {
    for (const [label, value] of Object.entries(values(email))) await field(form, label).fill(value);
    for (const [label, value] of Object.entries(choices)) await field(form, label).selectOption(value);
  };

  test("the page: breadcrumb, then the form; selects start on an empty option", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved/partner-apply", "Partnership application");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs).toHaveText(/Home\s*\/\s*Contact & Get Involved\s*\/\s*Partner Application/);
    await expect(crumbs.getByRole("link", { name: "Contact & Get Involved" })).toHaveAttribute("href", "/contact-get-involved");
    for (const label of Object.keys(choices)) await expect(field(form, label)).toHaveValue("");
  });

  test("a sent application: the panel with the banner, the row stored with every field and nothing else, the banner gone after 5 s and the panel with the reference still there", async ({ page }) => {
    await page.clock.install();
    const form = await openForm(page, "/contact-get-involved/partner-apply", "Partnership application");
    const email = uniqueEmail("meera");
    await fill(form, email);
    await form.getByRole("button", { name: "Submit Application" }).click();
    const panel = successPanel(page, "partnership");
    const banner = panel.getByText("Thank you for your partnership application! Our team will review and contact you soon.", { exact: true });
    await expect(banner).toBeVisible();
    await expect(panel).toContainText("replies within five working days");

    expect(storedLeads(email).map((lead) => lead.fields)).toEqual([{
      organizationName: "Deccan Fintech Alliance",
      contactPerson: "Meera Iyer",
      email,
      phone: "+91 98765 43210",
      partnershipType: "Strategic",
      industry: "Finance",
      companySize: "51-200",
      proposal: "A joint fintech cohort for co-operative banks in Maharashtra.",
    }]);

    await page.clock.runFor(4500);
    await expect(banner).toBeVisible();
    await page.clock.runFor(600);
    await expect(banner).toHaveCount(0);
    // The banner goes; the panel, and the reference in it, stay.
    await expect(panel.getByRole("definition").first()).toHaveText(storedLeads(email)[0]!.reference);
  });

  test("the banner can be closed; focus goes to the panel's heading", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved/partner-apply", "Partnership application");
    await fill(form, uniqueEmail("close"));
    await form.getByRole("button", { name: "Submit Application" }).click();
    const panel = successPanel(page, "partnership");
    await panel.getByRole("button", { name: "Close message" }).click();
    await expect(panel).not.toContainText("Thank you for your partnership application!");
    await expect(panel.getByRole("heading", { name: "Application sent" })).toBeFocused();
  });

  test("with the API unreachable: 'Network error occurred' in the red box and every value kept", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved/partner-apply", "Partnership application");
    await page.route("**/api/partnership/submit.php", (route) => route.abort("connectionrefused"));
    const email = uniqueEmail("offline");
    await fill(form, email);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("alert")).toHaveText("Network error occurred");
    for (const [label, value] of Object.entries({ ...values(email), ...choices })) await expect(field(form, label)).toHaveValue(value);
  });
});

test.describe("offices and map", () => {
  test("each office has a Get Directions link that opens in a new tab", async ({ page }) => {
    await page.goto("/contact-get-involved");
    const offices = page.locator("#offices");
    await expect(offices.getByRole("heading", { name: "Head Office" })).toBeVisible();
    await expect(offices.getByRole("heading", { name: "Corporate Office" })).toBeVisible();
    const directions = offices.getByRole("link", { name: /Get Directions/ });
    await expect(directions).toHaveCount(2);
    for (const link of await directions.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\//);
    }
  });

  test("the Pune map makes no third-party request until the visitor asks for it", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(process.env.E2E_BASE_URL ?? "")) thirdParty.push(request.url());
    });
    const cspViolations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
    // No network to the map service in tests: answer the frame locally.
    await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>map</p>" }));
    await openForm(page, "/contact-get-involved", "Contact form");
    await page.locator("#offices").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await page.getByRole("button", { name: "Show the map" }).click();
    const frame = page.locator('iframe[title="Map of the Ankur Head Office on Baner Road, Pune"]');
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    await expect(page.frameLocator("iframe").locator("p")).toHaveText("map");
    expect(thirdParty.some((url) => url.startsWith("https://www.openstreetmap.org/"))).toBe(true);
    expect(cspViolations).toEqual([]);
  });

  test("'Still Unsure?' leads to the contact form", async ({ page }) => {
    await openForm(page, "/contact-get-involved", "Contact form");
    await page.getByRole("link", { name: "Send Us a Message" }).click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeInViewport();
  });
});

test("@phone the partnership form works on a phone", async ({ page }) => {
  const form = await openForm(page, "/contact-get-involved/partner-apply", "Partnership application");
  const email = uniqueEmail("phone");
  await field(form, "Organization Name").fill("Nashik Agri Co-operative");
  await field(form, "Contact Person").fill("Sunil Patil");
  await field(form, "Email").fill(email);
  await field(form, "Phone").fill("098220 12345");
  await field(form, "Partnership Type").selectOption("Associate");
  await field(form, "Industry").selectOption("Other");
  await field(form, "Company Size").selectOption("11-50");
  await field(form, "Partnership Proposal").fill("Grape growers' cold-chain pilots with your agri-tech ventures.");
  await form.getByRole("button", { name: "Submit Application" }).tap();
  await expect(successPanel(page, "partnership")).toContainText("Thank you for your partnership application!");
  expect(storedLeads(email).map((lead) => lead.kind)).toEqual(["partnership"]);
});

// Issue 11: one Idempotency-Key per attempt of the same values, honoured by the server.
test.describe("a double submit never creates two leads", () => {
  const keyOf = (request: Request) => request.headers()["idempotency-key"];

  test("a retry after a lost answer: the same key, the success text, one lead", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved", "Contact form");
    const email = uniqueEmail("retry");
    await field(form, "Name").fill("Rohan Mehta");
    await field(form, "Email").fill(email);
    await field(form, "Message").fill("Could we join the next clean-energy cohort?");

    // The first request reaches the server and is stored; its answer is lost on the way back.
    const keys: (string | undefined)[] = [];
    let lost = false;
    await page.route("**/api/contact/submit.php", async (route) => {
      keys.push(keyOf(route.request()));
      if (lost) return route.continue();
      lost = true;
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await route.abort("connectionreset");
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Network error occurred");
    await expect(field(form, "Email")).toHaveValue(email);
    expect(storedLeads(email)).toHaveLength(1);

    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(successPanel(page, "contact")).toContainText("Thank you for your message! We will be in touch soon.");
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(storedLeads(email)).toHaveLength(1);
  });

  test("a double click: one lead", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved", "Contact form");
    const email = uniqueEmail("double");
    await field(form, "Name").fill("Farah Siddiqui");
    await field(form, "Email").fill(email);
    await field(form, "Message").fill("A mentoring slot for our ed-tech team, please.");
    // Each send of the double click, by its request, with its key and (once answered) its status.
    const sent = new Map<Request, { key: string | undefined; status?: number }>();
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact/submit.php")) sent.set(request, { key: keyOf(request) });
    });
    page.on("requestfinished", async (request) => {
      const send = sent.get(request);
      if (send) send.status = (await request.response())?.status();
    });
    await form.getByRole("button", { name: "Send Message" }).dblclick();
    await expect(successPanel(page, "contact")).toContainText("Thank you for your message! We will be in touch soon.");
    // Every request the double click made has its answer before the count: a second one still on its way would store later.
    await expect.poll(() => sent.size > 0 && [...sent.values()].every((send) => send.status !== undefined)).toBe(true);
    const [first] = sent.values();
    expect([...sent.values()].every((send) => send.status === 201 && send.key === first?.key)).toBe(true);
    expect(storedLeads(email)).toHaveLength(1);
    expect(idempotencyKeysFor(email)).toEqual([first?.key]);
  });

  test("a content page's form submitted twice at once sends once, and one lead is stored", async ({ page }) => {
    const form = await openForm(page, "/audience-hub/industry-corporate", "Corporate engagement inquiry");
    const email = uniqueEmail("twice");
    await form.getByLabel("Name").fill("Kavita Rao");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company").fill("Dakshin Components");
    await form.getByLabel("Role").fill("Head of Innovation");
    await form.getByLabel("Message").fill("We want to pilot predictive maintenance.");
    const keys: (string | undefined)[] = [];
    const answers: number[] = [];
    await page.route("**/api/corporate-inquiry/submit.php", async (route) => {
      keys.push(keyOf(route.request()));
      const answer = await route.fetch();
      answers.push(answer.status());
      await route.fulfill({ response: answer });
    });
    // Two submits in one task, before the form can re-render as "sending".
    await form.evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await expect(successPanel(page, "corporate-inquiry")).toContainText("Thank you, Kavita.");
    // The second submit came while the first was on its way: the island sent nothing for it.
    expect(answers).toEqual([201]);
    expect(keys[0]).toMatch(/\S/);
    expect(storedLeads(email)).toHaveLength(1);
  });
});

import { type Locator, type Page, type Request, expect, test } from "@playwright/test";
import { dropRoutesAfterEachTest, holdRequests } from "./support/held-requests";
import { gotoHydrated } from "./support/hydration";
import { idempotencyKeysFor, leadDatabase, leadsFor } from "./support/lead-database";
import { FAILURE_TEXT } from "../../server/api/leads/lead-answers";

dropRoutesAfterEachTest();

// The three lead forms on the built site against the real server: each sent,
// its success text, the fields cleared and the row in the server's SQLite
// file; with the API unreachable, the right text and every value kept.

type LeadRow = { reference: string; kind: string; email: string; fields: string; submitted_at: string };
type DeckRow = { file_name: string | null; media_type: string; size_bytes: number };

function storedLead(email: string): { lead?: LeadRow; deck?: DeckRow } {
  const db = leadDatabase();
  try {
    const lead = db.prepare("select reference, kind, email, fields, submitted_at from leads where email = ?").get(email) as LeadRow | undefined;
    const deck = lead
      ? (db.prepare("select file_name, media_type, size_bytes from pitch_decks join leads on leads.id = pitch_decks.lead_id where leads.reference = ?").get(lead.reference) as
          | DeckRow
          | undefined)
      : undefined;
    return { lead, deck };
  } finally {
    db.close();
  }
}

const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

/**
 * The form on the hydrated page. Its code loads on first use (the first
 * field filled in), and what is typed before it arrives is carried over:
 * the tests fill it in at once, as a visitor does.
 */
async function openForm(page: Page, path: string, formName: string): Promise<Locator> {
  await gotoHydrated(page, path);
  return page.getByRole("form", { name: formName });
}

/** A text box or select by its accessible name (the label without its * mark). */
const field = (form: Locator, label: string) =>
  form.getByRole("textbox", { name: label, exact: true }).or(form.getByRole("combobox", { name: label, exact: true }));

const pdf = () => ({
  name: "krishiyantra-deck.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1"),
});

test.describe("contact form", () => {
  const values = (email: string) => ({
    Name: "Priya Deshmukh",
    Email: email,
    Organization: "Sahyadri Agro Producers",
    Role: "Director",
    Message: "We would like to discuss a cohort for our member farmers. 🌾",
  });

  test("sends a message: 'Sending...' while it goes, the success text, the fields cleared, the row stored", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved", "Contact form");
    const email = unique("priya");
    for (const [label, value] of Object.entries(values(email))) await field(form, label).fill(value);

    // Hold the request to see the submitting state.
    const release = await holdRequests(page, "**/api/contact/submit.php");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    for (const label of Object.keys(values(email))) await expect(field(form, label)).toBeDisabled();
    await release();

    await expect(form.getByRole("status")).toHaveText("Thank you for your message! We will be in touch soon.");
    for (const label of Object.keys(values(email))) await expect(field(form, label)).toHaveValue("");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();

    const { lead } = storedLead(email);
    expect(lead?.kind).toBe("contact");
    expect(JSON.parse(lead?.fields ?? "{}")).toEqual({ name: "Priya Deshmukh", email, organization: "Sahyadri Agro Producers", role: "Director", message: values(email).Message });

    await form.getByRole("button", { name: "Dismiss message" }).click();
    await expect(form.getByRole("status")).toHaveText("");
  });

  test("with the API unreachable: 'Network error occurred' and every value kept", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved", "Contact form");
    await page.route("**/api/contact/submit.php", (route) => route.abort("connectionrefused"));
    const email = unique("offline");
    for (const [label, value] of Object.entries(values(email))) await field(form, label).fill(value);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Network error occurred");
    for (const [label, value] of Object.entries(values(email))) await expect(field(form, label)).toHaveValue(value);
    expect(storedLead(email).lead).toBeUndefined();
  });

  test("with the database away (503): the server's message and every value kept", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved", "Contact form");
    // The answer the server gives while its database is unreachable (bench/reliability measures it).
    await page.route("**/api/contact/submit.php", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ success: false, message: FAILURE_TEXT.storageUnavailable }) }),
    );
    const email = unique("outage");
    for (const [label, value] of Object.entries(values(email))) await field(form, label).fill(value);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText(FAILURE_TEXT.storageUnavailable);
    for (const [label, value] of Object.entries(values(email))) await expect(field(form, label)).toHaveValue(value);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(storedLead(email).lead).toBeUndefined();
  });

  test("a missing field: spec §5's text, the field marked and described, nothing sent", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved", "Contact form");
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/")) sent = true;
    });
    await field(form, "Email").fill("not-an-address");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields");
    const name = field(form, "Name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`#${describedBy}`)).toHaveText("Please enter your name.");
    await expect(field(form, "Email")).toHaveAttribute("aria-invalid", "true");
    await expect(field(form, "Organization")).not.toHaveAttribute("aria-invalid", "true");
    expect(sent).toBe(false);
  });

  test("a contact link's ?topic= starts the message", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved?topic=Brochure%20request%3A%20About%20Ankur%20%26%20team#contact-form", "Contact form");
    await expect(field(form, "Message")).toHaveValue("Regarding: Brochure request: About Ankur & team\n\n");
  });

  test("/contact is the same page without the standard layout, with a way home", async ({ page }) => {
    const form = await openForm(page, "/contact", "Contact form");
    await expect(form).toBeVisible();
    await expect(page.getByRole("form", { name: "Incubation application" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("incubation application", () => {
  const fill = async (form: Locator, email: string) => {
    await field(form, "Company Name").fill("Krishiyantra Labs");
    await field(form, "Founder Name").fill("Aditya Kulkarni");
    await field(form, "Email").fill(email);
    await field(form, "Industry Sector").selectOption("Agriculture");
    await field(form, "Stage").selectOption("Prototype");
    await field(form, "Why do you want to join the incubation programme?").fill("A low-cost soil sensor that needs a go-to-market troupe.");
  };

  test("sends an application with its pitch deck: the success texts, the Application ID, the fields cleared, the row stored", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved", "Incubation application");
    const email = unique("aditya");
    await fill(form, email);
    await form.getByLabel(/^Pitch Deck/).setInputFiles(pdf());
    await form.getByRole("button", { name: "Submit Application" }).click();

    const status = form.getByRole("status");
    await expect(status.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    await expect(status).toContainText("Thank you for your application! Our team will review and contact you soon.");
    await expect(status).toContainText(/Application ID: INC-\d{4}-[0-9A-Z]{6}/);
    for (const label of ["Company Name", "Founder Name", "Email", "Industry Sector", "Stage", "Why do you want to join the incubation programme?"]) {
      await expect(field(form, label)).toHaveValue("");
    }
    expect(await form.getByLabel(/^Pitch Deck/).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    const { lead, deck } = storedLead(email);
    const shownId = (await status.locator("strong").textContent()) ?? "";
    expect(lead?.reference).toBe(shownId);
    expect(JSON.parse(lead?.fields ?? "{}")).toMatchObject({ companyName: "Krishiyantra Labs", industrySector: "Agriculture", stage: "Prototype" });
    expect(deck).toEqual({ file_name: "krishiyantra-deck.pdf", media_type: "application/pdf", size_bytes: pdf().buffer.length });
  });

  test("a pitch deck above 10 MB is stopped in the browser with a clear message; nothing is sent", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved", "Incubation application");
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
    const email = unique("huge");
    await fill(form, email);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("status")).toContainText("Application Submitted Successfully!");
    // The application went, without the oversized deck.
    const stored = storedLead(email);
    expect(stored.lead?.kind).toBe("incubation");
    expect(stored.deck).toBeUndefined();
  });

  test("a missing field: 'Please fill in all required fields'", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved", "Incubation application");
    await fill(form, unique("missing"));
    await field(form, "Stage").selectOption("");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields");
    await expect(field(form, "Stage")).toHaveAttribute("aria-invalid", "true");
  });

  test("with the API unreachable: the connection text and every value kept", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved", "Incubation application");
    await page.route("**/api/incubation/submit.php", (route) => route.abort("internetdisconnected"));
    const email = unique("offline");
    await fill(form, email);
    await form.getByLabel(/^Pitch Deck/).setInputFiles(pdf());
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("alert")).toHaveText("Unable to connect to server. Please check your internet connection.");
    await expect(field(form, "Company Name")).toHaveValue("Krishiyantra Labs");
    await expect(field(form, "Email")).toHaveValue(email);
    await expect(field(form, "Industry Sector")).toHaveValue("Agriculture");
    await expect(field(form, "Stage")).toHaveValue("Prototype");
    await expect(field(form, "Why do you want to join the incubation programme?")).toHaveValue("A low-cost soil sensor that needs a go-to-market troupe.");
    expect(await form.getByLabel(/^Pitch Deck/).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("krishiyantra-deck.pdf");
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

  test("sends an application: the banner, the fields cleared, the row stored, the banner gone after 5 s", async ({ page }) => {
    await page.clock.install();
    const form = await openForm(page, "/contact-get-involved/partner-apply", "Partnership application");
    const email = unique("meera");
    await fill(form, email);
    await form.getByRole("button", { name: "Submit Application" }).click();
    const banner = form.getByRole("status");
    await expect(banner).toHaveText("Thank you for your partnership application! Our team will review and contact you soon.");
    for (const label of [...Object.keys(values(email)), ...Object.keys(choices)]) await expect(field(form, label)).toHaveValue("");

    const { lead } = storedLead(email);
    expect(JSON.parse(lead?.fields ?? "{}")).toEqual({
      organizationName: "Deccan Fintech Alliance",
      contactPerson: "Meera Iyer",
      email,
      phone: "+91 98765 43210",
      partnershipType: "Strategic",
      industry: "Finance",
      companySize: "51-200",
      proposal: "A joint fintech cohort for co-operative banks in Maharashtra.",
    });

    await page.clock.runFor(4500);
    await expect(banner).toContainText("Thank you for your partnership application!");
    await page.clock.runFor(600);
    await expect(banner).toHaveText("");
  });

  test("the banner can be closed", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved/partner-apply", "Partnership application");
    await fill(form, unique("close"));
    await form.getByRole("button", { name: "Submit Application" }).click();
    await form.getByRole("button", { name: "Close message" }).click();
    await expect(form.getByRole("status")).toHaveText("");
  });

  test("with the API unreachable: 'Network error occurred' in the red box and every value kept", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved/partner-apply", "Partnership application");
    await page.route("**/api/partnership/submit.php", (route) => route.abort("connectionrefused"));
    const email = unique("offline");
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
  const email = unique("phone");
  await field(form, "Organization Name").fill("Nashik Agri Co-operative");
  await field(form, "Contact Person").fill("Sunil Patil");
  await field(form, "Email").fill(email);
  await field(form, "Phone").fill("098220 12345");
  await field(form, "Partnership Type").selectOption("Associate");
  await field(form, "Industry").selectOption("Other");
  await field(form, "Company Size").selectOption("11-50");
  await field(form, "Partnership Proposal").fill("Grape growers' cold-chain pilots with your agri-tech ventures.");
  await form.getByRole("button", { name: "Submit Application" }).tap();
  await expect(form.getByRole("status")).toContainText("Thank you for your partnership application!");
  expect(storedLead(email).lead?.kind).toBe("partnership");
});

// Issue 11: one Idempotency-Key per attempt of the same values, honoured by the server.
test.describe("a double submit never creates two leads", () => {
  const keyOf = (request: Request) => request.headers()["idempotency-key"];

  test("a retry after a lost answer: the same key, the success text, one lead", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved", "Contact form");
    const email = unique("retry");
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
    expect(leadsFor(email)).toHaveLength(1);

    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText("Thank you for your message! We will be in touch soon.");
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(leadsFor(email)).toHaveLength(1);
  });

  test("a double click: one lead", async ({ page }) => {
    const form = await openForm(page, "/contact-get-involved", "Contact form");
    const email = unique("double");
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
    await expect(form.getByRole("status")).toHaveText("Thank you for your message! We will be in touch soon.");
    // Every request the double click made has its answer before the count: a second one still on its way would store later.
    await expect.poll(() => sent.size > 0 && [...sent.values()].every((send) => send.status !== undefined)).toBe(true);
    const [first] = sent.values();
    expect([...sent.values()].every((send) => send.status === 201 && send.key === first?.key)).toBe(true);
    expect(leadsFor(email)).toHaveLength(1);
    expect(idempotencyKeysFor(email)).toEqual([first?.key]);
  });

  test("a content page's form submitted twice at once sends once, and one lead is stored", async ({ page }) => {
    await gotoHydrated(page, "/audience-hub/industry-corporate");
    const form = page.getByRole("form", { name: "Corporate engagement inquiry" });
    const email = unique("twice");
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
    await expect(form.getByRole("status")).toContainText("Thank you, Kavita.");
    // The second submit came while the first was on its way: the island sent nothing for it.
    expect(answers).toEqual([201]);
    expect(keys[0]).toMatch(/\S/);
    expect(leadsFor(email)).toHaveLength(1);
  });
});

import { type Page, expect, test } from "@playwright/test";
import { leadDatabase, leadsFor } from "./support/lead-database";

/**
 * The lead endpoints take a browser's own form posts, with no script of the
 * site's involved: a form is put on a page of the site (its origin, as the
 * API requires) and submitted natively, so the browser itself encodes it.
 * The site's forms post this way from issue 14 on.
 */
const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

type Field = { name: string; value?: string; type?: "text" | "file" | "checkbox" };

type NativeForm = { action: string; enctype: string; fields: Field[] };

async function nativeForm(page: Page, shape: NativeForm) {
  // A page of the site without the app (it would re-render the body): the form still posts from the site's origin.
  await page.goto("/robots.txt");
  await page.evaluate(
    ({ action, enctype, fields }) => {
      const form = document.createElement("form");
      Object.assign(form, { method: "post", action, enctype });
      form.setAttribute("aria-label", "native form post");
      for (const field of fields) {
        const input = Object.assign(document.createElement(field.name === "message" ? "textarea" : "input"), { name: field.name });
        if (field.type) input.setAttribute("type", field.type);
        if (field.type === "checkbox") Object.assign(input, { checked: true, value: field.value });
        else if (field.value !== undefined) input.value = field.value;
        form.append(input);
      }
      form.append(Object.assign(document.createElement("button"), { type: "submit", textContent: "Send" }));
      document.body.replaceChildren(form);
    },
    shape,
  );
  return page.getByRole("form", { name: "native form post" });
}

test.describe("native form posts to the lead endpoints", () => {
  test("a URL-encoded post stores the lead, ticked checkboxes as a list and a multi-line message intact", async ({ page }) => {
    const email = unique("kavita");
    const form = await nativeForm(page, {
      action: "/api/corporate-inquiry/submit.php",
      enctype: "application/x-www-form-urlencoded",
      fields: [
      { name: "name", value: "Kavita Rao" },
      { name: "email", value: email },
      { name: "company", value: "Dakshin Components Ltd." },
      { name: "role", value: "Head of Innovation" },
      { name: "interests", value: "Process Automation", type: "checkbox" },
      { name: "interests", value: "Innovation Consulting", type: "checkbox" },
      { name: "message", value: "Two press lines.\nPredictive maintenance." },
      { name: "website", value: "" },
      ],
    });
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/corporate-inquiry/submit.php"));
    await form.getByRole("button", { name: "Send" }).click();
    // A browser's own post is answered with the thanks page (303), the lead stored.
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(/\/thanks\/corporate-inquiry\?/);
    const [lead] = leadsFor(email);
    expect(JSON.parse(lead?.fields ?? "{}")).toMatchObject({ interests: "Process Automation, Innovation Consulting", message: "Two press lines.\nPredictive maintenance." });
  });

  test("a multipart post carries the pitch deck as a file, typed by its bytes and named as chosen", async ({ page }) => {
    const email = unique("farhan");
    const form = await nativeForm(page, {
      action: "/api/incubation/submit.php",
      enctype: "multipart/form-data",
      fields: [
      { name: "companyName", value: "Vayu Mobility" },
      { name: "founderName", value: "Farhan Qureshi" },
      { name: "email", value: email },
      { name: "industrySector", value: "Sustainability" },
      { name: "stage", value: "Prototype" },
      { name: "pitchDeck", type: "file" },
      { name: "motivation", value: "An electric kit for existing autos." },
      { name: "website", value: "" },
      ],
    });
    const pdf = "%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
    await form.locator('input[name="pitchDeck"]').setInputFiles({ name: "vayu-deck.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/incubation/submit.php"));
    await form.getByRole("button", { name: "Send" }).click();
    const response = await answer;
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/thanks\/incubation\?/);
    const [lead] = leadsFor(email);
    const db = leadDatabase();
    try {
      const deck = db.prepare("select file_name, media_type, size_bytes from pitch_decks where lead_id = (select id from leads where reference = ?)").get(lead?.reference ?? "");
      expect(deck).toEqual({ file_name: "vayu-deck.pdf", media_type: "application/pdf", size_bytes: pdf.length });
    } finally {
      db.close();
    }
  });
});

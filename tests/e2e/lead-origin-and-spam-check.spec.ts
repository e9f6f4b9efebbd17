import { type Page, expect, test } from "@playwright/test";
import { CHALLENGE_PATH } from "../../contract/leads/lead-challenge.ts";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { leadDatabase } from "./support/lead-database";
import { FORM_CASES } from "./support/form-cases";
import { fillForm, uniqueEmail } from "./support/lead-forms";

// Issue 24 §1 and §3 in the browser: the spam check solved while the visitor
// types and sent with the form (the lead is stored "verified"), and where the
// visit came from; without JavaScript the lead is still stored, "unverified",
// with the page it was posted from.

const contactCase = FORM_CASES.find((candidate) => candidate.kind === "contact")!;

type StoredCheck = { verification: string | null; origin: Record<string, string> | null };

function storedCheck(email: string): StoredCheck[] {
  const db = leadDatabase();
  try {
    const rows = db.prepare("select verification, origin from leads where email = ?").all(email) as { verification: string | null; origin: string | null }[];
    return rows.map((row) => ({ verification: row.verification, origin: row.origin === null ? null : (JSON.parse(row.origin) as Record<string, string>) }));
  } finally {
    db.close();
  }
}

/** Counts the page's requests for a challenge. */
function countChallenges(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === CHALLENGE_PATH) count += 1;
  });
  return () => count;
}

test("a visit from a campaign: the check is solved while the visitor types, and the lead is stored verified with its origin", async ({ page }) => {
  const challenges = countChallenges(page);
  await page.goto("/programs?utm_source=newsletter&utm_medium=email&utm_campaign=december-cohort", { referer: "https://mail.example.com/" });
  await page.getByRole("link", { name: "Contact" }).first().click();
  await expect(page).toHaveURL(/\/contact/);
  await page.goto(contactCase.path);
  const form = page.getByRole("form", { name: contactCase.formName });
  await form.getByRole("button", { name: contactCase.submitLabel }).scrollIntoViewIfNeeded();
  // Nothing is fetched for the check until the visitor starts on the form.
  expect(challenges()).toBe(0);
  await form.getByRole("textbox").first().focus();
  await expect(form).toHaveAttribute("data-ready", "true");
  await expect.poll(challenges).toBe(1);
  const email = uniqueEmail("verified-origin");
  await fillForm(form, contactCase.valid(email));
  expect(challenges()).toBe(1);
  const sent = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === leadRoute("contact"));
  await form.getByRole("button", { name: contactCase.submitLabel }).click();
  expect((await sent).postData()).toContain('name="altcha"');
  await expect(page.getByText(contactCase.successInPlace(email))).toBeVisible();
  expect(storedCheck(email)).toEqual([
    {
      verification: "verified",
      origin: {
        landingPage: "/programs?utm_source=newsletter&utm_medium=email&utm_campaign=december-cohort",
        referrer: "https://mail.example.com/",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "december-cohort",
        formPage: contactCase.path,
      },
    },
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the lead is stored, marked unverified, with the page it was posted from", async ({ page }) => {
    await page.goto(`${contactCase.path}?utm_source=poster`);
    const form = page.getByRole("form", { name: contactCase.formName });
    const email = uniqueEmail("unverified-origin");
    await fillForm(form, contactCase.valid(email));
    await form.getByRole("button", { name: contactCase.submitLabel }).click();
    await expect(page).toHaveURL(/\/thanks\//);
    expect(storedCheck(email)).toEqual([{ verification: "unverified", origin: { formPage: `${contactCase.path}?utm_source=poster` } }]);
  });
});

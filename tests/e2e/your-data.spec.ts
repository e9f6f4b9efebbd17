import { type Page, expect, test } from "@playwright/test";
import { DATA_RIGHTS_API, YOUR_DATA_LINK_SENT_PATH, YOUR_DATA_PATH } from "../../contract/data-rights/data-rights-paths";
import { DATA_RIGHTS_TEXTS } from "../../contract/data-rights/data-rights-texts";
import { NEWSLETTER_API } from "../../contract/newsletter/newsletter-paths";
import { hydrateIslands } from "./support/hydration";
import { leadDatabase, leadsFor } from "./support/lead-database";
import { uniqueEmail } from "./support/lead-forms";
import { axeViolations } from "./support/axe";
import { createStaffAccount, signInToInbox } from "./support/staff-accounts";

// /legal/your-data and the signed link it sends (issue 24 §2), as a visitor
// meets them with JavaScript on and off: the same answer for a held and an
// unknown address; the link's page (server-rendered, no script) with the
// download, withdrawal and erasure; a forged link refused with a clear page.

/** The link mail to this address, read from the outbox (the e2e server sends no mail); it is queued just after the answer. */
async function linkMailedTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const db = leadDatabase();
      try {
        const rows = db.prepare("select body from mail_outbox where recipients = ? and subject like 'Your data%'").all(email) as { body: string }[];
        const url = /https?:\/\/\S+\/api\/data-rights\/your-data\?token=\S+/.exec(rows[0]?.body ?? "")?.[0];
        link = url ? `${new URL(url).pathname}${new URL(url).search}` : undefined;
        return link !== undefined;
      } finally {
        db.close();
      }
    })
    .toBe(true);
  return link ?? "";
}


function requestsFor(email: string): { kind: string; state: string }[] {
  const db = leadDatabase();
  try {
    return db.prepare("select kind, state from data_rights_requests where email = ? order by id").all(email) as { kind: string; state: string }[];
  } finally {
    db.close();
  }
}

/** Types the address into the page's form and sends it; answers with what the visitor reads afterwards. */
async function askForLink(page: Page, email: string, javaScriptEnabled: boolean): Promise<string> {
  await page.goto(YOUR_DATA_PATH);
  // With script, the island answers in place once it has hydrated (before that, the form posts as it does without script).
  if (javaScriptEnabled) await hydrateIslands(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Data");
  const form = page.getByRole("form", { name: "Get the link to your data" });
  await form.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
  await form.getByRole("button", { name: "Send me the link" }).click();
  if (!javaScriptEnabled) {
    await expect(page).toHaveURL(YOUR_DATA_LINK_SENT_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DATA_RIGHTS_TEXTS.linkSentHeading);
    return (await page.getByRole("main").textContent()) ?? "";
  }
  const answer = form.getByRole("status");
  await expect(answer).toHaveText(DATA_RIGHTS_TEXTS.linkSent);
  await expect(page).toHaveURL(YOUR_DATA_PATH);
  return (await answer.textContent()) ?? "";
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`your data with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the same answer for a held and an unknown address; the link shows the data, downloads it, withdraws consent and asks for erasure", async ({ page, request }) => {
      const email = uniqueEmail(`rights-${javaScriptEnabled ? "js" : "nojs"}`);
      const signedUp = await request.post(NEWSLETTER_API.signUp, { data: { email, website: "" } });
      expect(signedUp.status()).toBe(202);
      const reference = leadsFor(email)[0]?.reference ?? "";
      expect(reference).toMatch(/^NWS-/);

      const held = await askForLink(page, email, javaScriptEnabled);
      const unknown = await askForLink(page, uniqueEmail("rights-nobody"), javaScriptEnabled);
      expect(unknown).toBe(held);

      const link = await linkMailedTo(email);
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(DATA_RIGHTS_TEXTS.pageHeading);
      // The site's own page (rendered on demand), not the bare fallback.
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("main")).toContainText(reference);
      await expect(page.getByRole("main")).toContainText(email);
      // The same server HTML either way; axe runs its checks with script, so only there.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: DATA_RIGHTS_TEXTS.downloadButton }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^ankur-your-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"))) as { email: string; leads: { reference: string }[] };
      expect(file.email).toBe(email);
      expect(file.leads.map((lead) => lead.reference)).toEqual([reference]);

      await page.getByRole("button", { name: DATA_RIGHTS_TEXTS.withdrawButton }).click();
      await expect(page.getByRole("status")).toContainText("your consent is withdrawn");
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: DATA_RIGHTS_TEXTS.backToYourData }).click();
      await expect(page.getByRole("main")).toContainText("You have withdrawn your consent.");
      await expect(page.getByRole("main")).toContainText("Unsubscribed");

      await page.getByRole("button", { name: DATA_RIGHTS_TEXTS.erasureButton }).click();
      await expect(page.getByRole("status")).toContainText("We have your erasure request (reference DRQ-");
      expect(requestsFor(email)).toEqual([
        { kind: "access", state: "done" },
        { kind: "withdrawal", state: "done" },
        { kind: "erasure", state: "open" },
      ]);
    });

    test("a forged or damaged link is refused with a page that says how to get a new one", async ({ page }) => {
      const response = await page.goto(`${DATA_RIGHTS_API.yourData}?token=not-a-token.at-all`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(DATA_RIGHTS_TEXTS.invalidLinkHeading);
      await page.getByRole("link", { name: "Ask for a new link" }).click();
      await expect(page).toHaveURL(YOUR_DATA_PATH);
    });
  });
}

test("a browser's refused plain post gets the form again with the address typed and the field's message", async ({ request }) => {
  const response = await request.post(DATA_RIGHTS_API.requestLink, { form: { email: "asha@", website: "" }, headers: { accept: "text/html" } });
  expect(response.status()).toBe(422);
  const html = await response.text();
  expect(html).toContain('value="asha@"');
  expect(html).toContain("Please enter a valid e-mail address");
  expect(html).toContain(`action="${DATA_RIGHTS_API.requestLink}"`);
});

test("an erasure request, carried out by a staff member from the staff pages: the data is gone, the trail stays", async ({ page, request }) => {
  const email = uniqueEmail("rights-erase");
  expect((await request.post(NEWSLETTER_API.signUp, { data: { email, website: "" } })).status()).toBe(202);
  const lead = leadsFor(email)[0]?.reference ?? "";
  expect((await request.post(DATA_RIGHTS_API.requestLink, { data: { email, website: "" } })).status()).toBe(202);
  const token = new URL(await linkMailedTo(email), "http://localhost").searchParams.get("token") ?? "";
  const asked = await request.post(DATA_RIGHTS_API.erasure, { form: { token }, headers: { accept: "application/json" } });
  expect(asked.status()).toBe(200);
  const reference = ((await asked.json()) as { reference: string }).reference;

  // An admin account made with the CLI, as the staff inbox's own test does (only admins erase, decision 0019).
  const staff = uniqueEmail("rights-staff");
  const password = "Pune-Monsoon-2026!";
  createStaffAccount(staff, password, "admin");
  await signInToInbox(page, staff, password);

  await page.getByRole("link", { name: "Data-rights requests" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data-rights requests");
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("Erasure");
  await expect(row).toContainText("in 30 days");
  await row.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("main")).toContainText(lead);
  await page.getByRole("button", { name: "Carry out the erasure…" }).click();
  await page.getByRole("button", { name: "Erase 1 lead(s) permanently" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erased" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Carried out");

  expect(leadsFor(email)).toEqual([]);
  expect(requestsFor(email)).toEqual([
    { kind: "erasure", state: "done" },
  ]);
  const db = leadDatabase();
  try {
    const trail = db.prepare("select action, details from audit_log where lead_reference in (?, ?) order by id").all(reference, lead) as { action: string; details: string | null }[];
    expect(trail.map((step) => step.action)).toEqual(["rights-request", "rights-request-view", "erasure", "rights-request-done"]);
    expect(JSON.stringify(trail)).not.toContain(email);
    const told = db.prepare("select lead_id, subject from mail_outbox where recipients = ?").all(email) as { lead_id: number | null; subject: string }[];
    expect(told).toEqual([{ lead_id: null, subject: `Your request ${reference} is done` }]);
  } finally {
    db.close();
  }
});

import { type Page, expect, test } from "@playwright/test";
import { NEWSLETTER_API, NEWSLETTER_PAGES } from "../../contract/newsletter/newsletter-paths";
import { NEWSLETTER_TEXTS } from "../../contract/newsletter/newsletter-texts";
import { leadDatabase, leadsFor } from "./support/lead-database";
import { uniqueEmail } from "./support/lead-forms";

// The footer's newsletter sign-up (double opt-in) as a visitor meets it: a
// plain form post, with JavaScript and without; the confirmation mail's
// links (read from the outbox: the e2e server sends no mail) confirm and
// unsubscribe; the same page for an address already on the list.

type OutboxMail = { subject: string; body: string; headers: string | null };

function mailsTo(email: string): OutboxMail[] {
  const db = leadDatabase();
  try {
    return db.prepare("select subject, body, headers from mail_outbox where recipients = ? order by id").all(email) as OutboxMail[];
  } finally {
    db.close();
  }
}

/** The path and query of the mail's link to this endpoint. */
function linkIn(mail: OutboxMail | undefined, endpoint: string): string {
  const url = [...(mail?.body ?? "").matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0])).find((link) => link.pathname === endpoint);
  if (!url) throw new Error(`no ${endpoint} link in ${mail?.body}`);
  return `${url.pathname}${url.search}`;
}

async function signUpFromFooter(page: Page, email: string): Promise<void> {
  const form = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter" });
  await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(NEWSLETTER_PAGES.checkInbox);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWSLETTER_TEXTS.checkInboxHeading);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`newsletter sign-up with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("signs up from the footer, confirms from the mail's link and leaves from its unsubscribe link", async ({ page }) => {
      const email = uniqueEmail(`news-${javaScriptEnabled ? "js" : "nojs"}`);
      await page.goto("/about-us");
      await signUpFromFooter(page, email);
      const [lead, ...more] = leadsFor(email);
      expect(more).toEqual([]);
      expect(lead?.kind).toBe("newsletter");
      expect(JSON.parse(lead?.fields ?? "{}")).toEqual({ email, subscription: "Pending confirmation" });
      const [mail] = mailsTo(email);
      expect(JSON.parse(mail?.headers ?? "{}")).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

      // Opening the link (as a mail scanner does) only shows the button; the press confirms.
      await page.goto(linkIn(mail, NEWSLETTER_API.confirm));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWSLETTER_TEXTS.pressToConfirmHeading);
      // The site's own page (rendered on demand), not the bare fallback.
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(JSON.parse(leadsFor(email)[0]?.fields ?? "{}")).toMatchObject({ subscription: "Pending confirmation" });
      await page.getByRole("main").getByRole("button", { name: NEWSLETTER_TEXTS.pressToConfirmButton }).click();
      await expect(page).toHaveURL(NEWSLETTER_PAGES.confirmed);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWSLETTER_TEXTS.confirmedHeading);
      expect(JSON.parse(leadsFor(email)[0]?.fields ?? "{}")).toMatchObject({ subscription: "Confirmed" });

      // Known address: the same page, and no mail.
      await signUpFromFooter(page, email);
      expect(mailsTo(email)).toHaveLength(1);

      await page.goto(linkIn(mail, NEWSLETTER_API.unsubscribe));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWSLETTER_TEXTS.pressToUnsubscribeHeading);
      expect(JSON.parse(leadsFor(email)[0]?.fields ?? "{}")).toMatchObject({ subscription: "Confirmed" });
      await page.getByRole("main").getByRole("button", { name: NEWSLETTER_TEXTS.pressToUnsubscribeButton }).click();
      await expect(page).toHaveURL(NEWSLETTER_PAGES.unsubscribed);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWSLETTER_TEXTS.unsubscribedHeading);
      expect(JSON.parse(leadsFor(email)[0]?.fields ?? "{}")).toMatchObject({ subscription: "Unsubscribed" });
    });
  });
}

test("a mail scanner's GET of both links changes nothing; the header's one-click POST unsubscribes", async ({ page, request }) => {
  const email = uniqueEmail("news-scanner");
  await page.goto("/about-us");
  await signUpFromFooter(page, email);
  const [mail] = mailsTo(email);
  for (const link of [linkIn(mail, NEWSLETTER_API.confirm), linkIn(mail, NEWSLETTER_API.unsubscribe)]) {
    const res = await request.get(link, { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('name="token"');
  }
  expect(JSON.parse(leadsFor(email)[0]?.fields ?? "{}")).toMatchObject({ subscription: "Pending confirmation" });
  const headerUrl = /^<(\S+)>$/.exec(JSON.parse(mail?.headers ?? "{}")["List-Unsubscribe"] ?? "")?.[1] ?? "";
  const url = new URL(headerUrl);
  const oneClick = await request.post(`${url.pathname}${url.search}`, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  expect(JSON.parse(leadsFor(email)[0]?.fields ?? "{}")).toMatchObject({ subscription: "Unsubscribed" });
});

test("a damaged confirmation link lands on the page that says so", async ({ page }) => {
  await page.goto(`${NEWSLETTER_API.confirm}?token=not.signed`);
  await expect(page).toHaveURL(NEWSLETTER_PAGES.invalidLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWSLETTER_TEXTS.invalidLinkHeading);
});

test("a refused plain post gets the form again with its message and the typed address", async ({ page }) => {
  // A browser checks type=email itself; an old one, or a bot, posts anyway: the server answers with the form.
  const res = await page.request.post(NEWSLETTER_API.signUp, {
    headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    form: { email: "not-an-address", website: "" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(422);
  await page.setContent(await res.text());
  const form = page.getByRole("main").getByRole("form", { name: "Your subscription" });
  await expect(form.getByRole("textbox", { name: "E-mail address" })).toHaveValue("not-an-address");
  await expect(form.getByRole("textbox", { name: "E-mail address" })).toHaveAttribute("aria-invalid", "true");
});

test("the footer carries the trust block, the newsletter and the spec's links; /contact a slim footer with the legal links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Registered office" })).toBeVisible();
  for (const term of ["CIN", "Phone", "E-mail"]) await expect(footer.getByRole("term").filter({ hasText: term })).toBeVisible();
  await expect(footer.getByRole("navigation", { name: "Legal links" }).getByRole("link")).toHaveCount(4);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

  await page.goto("/contact");
  const slim = page.getByRole("contentinfo");
  await expect(slim.getByRole("navigation", { name: "Legal links" }).getByRole("link")).toHaveText(["Privacy Policy", "Terms of Use", "Cookie Policy", "Data Protection Guidelines"]);
  await expect(slim).toContainText(`© ${new Date().getFullYear()}`);
  await expect(slim.getByRole("form", { name: "Newsletter" })).toHaveCount(0);
});

test("@phone the footer's link columns sit two abreast", async ({ page }) => {
  await page.goto("/about-us");
  const navs = page.getByRole("contentinfo").getByRole("navigation");
  const company = await navs.filter({ has: page.getByRole("heading", { name: "Company" }) }).boundingBox();
  const ecosystem = await navs.filter({ has: page.getByRole("heading", { name: "Ecosystem" }) }).boundingBox();
  expect(company && ecosystem && Math.abs(company.y - ecosystem.y)).toBeLessThan(2);
  expect(ecosystem!.x).toBeGreaterThan(company!.x + company!.width - 1);
});

import { type Page, expect, test } from "@playwright/test";
import { fillForm, openForm, uniqueEmail } from "./support/lead-forms";
import { messagesFor } from "./support/outbox-database";
import { axeViolations } from "./support/axe";
import { createStaffAccount, signInToInbox } from "./support/staff-accounts";
import { successPanel } from "./support/success-panel";

// Working a lead on the built site against the real server (issue 25): a
// member of staff takes a contact message sent through the public form,
// assigns it to themselves, replies from its page with the template filled
// in, and sees the reply queued in the outbox, the clock stopped and the lead
// under "Mine" in the inbox.

const PASSWORD = "Nashik-Vineyard-2026!";



async function sendContactMessage(page: Page, email: string): Promise<string> {
  const form = await openForm(page, "/contact-get-involved", "Contact form");
  await fillForm(form, { Name: "Priya Deshmukh", Email: email, Organization: "Sahyadri Agro", Message: "We would like to discuss a cohort." });
  await form.getByRole("button", { name: "Send Message" }).click();
  const reference = successPanel(page, "contact").getByRole("definition").first();
  await expect(reference).toHaveText(/^CON-\d{4}-[0-9A-Z]{6}$/);
  return (await reference.textContent()) ?? "";
}

test("staff assign a lead to themselves and reply to it from its page; the reply waits in the outbox and the clock stops", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const staff = uniqueEmail("meera").replace("@example.in", "@ankur.example.in");
  createStaffAccount(staff, PASSWORD);
  const visitor = uniqueEmail("priya");
  const reference = await sendContactMessage(page, visitor);

  await signInToInbox(page, staff, PASSWORD);

  // Nobody owns the new lead yet: find it among the unassigned ones.
  const filters = page.getByRole("search", { name: "Filter the leads" });
  await filters.getByLabel("Search name, e-mail, organisation or message").fill(visitor);
  await filters.getByLabel("Owner").selectOption("unassigned");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/owner=unassigned/);
  const table = page.getByRole("table");
  await expect(table).toContainText(reference);
  await expect(table).toContainText("No owner");
  await expect(table).toContainText(/left|Overdue by/);
  await table.getByRole("link", { name: "Priya Deshmukh" }).click();

  const work = page.getByRole("region", { name: "Owner and reply" });
  await expect(work).toContainText("Reply due by");
  expect(await axeViolations(page, "section:has(#reply)")).toEqual([]);
  await work.getByRole("button", { name: "Assign to me" }).click();
  await expect(work).toContainText(`Owner saved: ${staff}.`);

  // The contact template, filled in; the subject carries the reference, the mailto: link too.
  const subject = work.getByLabel("Subject");
  await expect(subject).toHaveValue(`Your message to Ankur (${reference})`);
  const body = work.getByLabel(/^E-mail/);
  await expect(body).toHaveValue(/^Dear Priya,\n\nThank you for writing to us at Ankur\./);
  await expect(work.getByRole("link", { name: "Write in your own mail program" })).toHaveAttribute("href", new RegExp(`^mailto:.+\\?subject=Your%20message%20to%20Ankur%20\\(${reference}\\)$`));
  await body.fill(`Dear Priya,\n\nThank you. Our cohort lead will call you on Monday.\n\nYour reference: ${reference}`);
  await work.getByRole("button", { name: "Send reply" }).click();
  await expect(work).toContainText("Reply queued.");
  await expect(work).toContainText("Delivery: Queued");
  await expect(work).toContainText("Reply-time clock stopped on");
  await expect(work).toContainText("by the first reply");

  // The lead's e-mails list it as well: the e2e server has no SMTP_URL, so all three wait.
  await expect(page.getByRole("region", { name: "E-mails" })).toContainText("3 e-mails: 3 queued.");
  const reply = messagesFor(reference).find((message) => message.subject === `Your message to Ankur (${reference})`);
  expect(reply).toMatchObject({ audience: "visitor", recipients: visitor, status: "pending" });
  expect(reply?.body).toContain("Our cohort lead will call you on Monday.");

  // Under "Mine" in the inbox, replied.
  await page.goto(`/admin?owner=mine&q=${encodeURIComponent(visitor)}`);
  const mine = page.getByRole("table");
  await expect(mine).toContainText(reference);
  await expect(mine).toContainText(`Owner: ${staff}`);
  await expect(mine).toContainText("Replied");
  expect(await axeViolations(page, "search")).toEqual([]);
  expect(errors).toEqual([]);
});

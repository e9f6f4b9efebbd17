import { type APIRequestContext, expect, test } from "@playwright/test";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { axeViolations } from "./support/axe";
import { createStaffAccount, signInToInbox } from "./support/staff-accounts";

// People and spam (issue 25) on the built site against the real server: two
// applications from one address (in different case) are one person, "+1 more
// from this person" in the list; a lead marked spam leaves the inbox, shows
// under the "Marked spam" filter and comes back when unmarked; the person page
// opens from a lead and is axe-clean on a phone and a desktop.

const PASSWORD = "Chilika-Lagoon-2026!";
const unique = (name: string) => `${name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;


/** An incubation application sent by script, with a word to find this test's leads by. */
async function apply(request: APIRequestContext, founderName: string, email: string, word: string): Promise<string> {
  const res = await request.post(leadRoute("incubation"), {
    headers: { origin: process.env.E2E_BASE_URL ?? "" },
    data: { companyName: `${founderName} Labs`, founderName, email, industrySector: "Agriculture", stage: "Prototype", motivation: `Drip irrigation ${word}.` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}


test("staff mark a lead spam and back, and open the person of a lead: all their leads and one timeline", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const staff = `${unique("rohini")}@ankur.example.in`;
  createStaffAccount(staff, PASSWORD);
  const word = unique("people");
  const address = `${unique("lakshmi")}@example.in`;
  const first = await apply(request, "Lakshmi Iyer", address, word);
  const other = await apply(request, "Joseph Kurian", `${unique("joseph")}@example.in`, word);
  const second = await apply(request, "Lakshmi Iyer", address.toUpperCase(), word);

  await signInToInbox(page, staff, PASSWORD);

  // The list: one person's two leads each say there is one more; the other address's lead does not.
  await page.goto(`/admin?q=${word}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").filter({ hasText: second })).toContainText("+1 more from this person");
  await expect(table.getByRole("row").filter({ hasText: first })).toContainText("+1 more from this person");
  await expect(table.getByRole("row").filter({ hasText: other })).not.toContainText("more from this person");

  // Mark the newest spam from its page, by keyboard: the question says what it does.
  await table.getByRole("row").filter({ hasText: second }).getByRole("link").click();
  const section = page.getByRole("region", { name: "Spam and this person" });
  await expect(section).toContainText("This person: 2 leads.");
  await section.getByRole("button", { name: "Mark as spam" }).focus();
  await page.keyboard.press("Enter");
  await expect(section).toContainText("Nothing is deleted, nobody is told");
  await expect(section.getByRole("button", { name: "Yes, mark as spam" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(section.locator("output")).toHaveText("Marked spam: hidden from the inbox.");
  await expect(section).toContainText(`Marked spam by ${staff} on`);
  await expect(section.getByRole("button", { name: "Not spam" })).toBeFocused();

  // Gone from the inbox; there under the filter.
  await page.goto(`/admin?q=${word}`);
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table).not.toContainText(second);
  const filters = page.getByRole("search", { name: "Filter the leads" });
  await filters.getByLabel("Marked spam").selectOption("yes");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/spam=yes/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(second);

  // Not spam: back in the list.
  await table.getByRole("link").first().click();
  await section.getByRole("button", { name: "Not spam" }).click();
  await expect(section.locator("output")).toHaveText("Not spam any more: back in the inbox.");
  await expect(section).not.toContainText("Marked spam by");
  await page.goto(`/admin?q=${word}`);
  await expect(table.getByRole("row")).toHaveCount(4);

  // The person, from the older lead's page.
  await table.getByRole("row").filter({ hasText: first }).getByRole("link").click();
  await section.getByRole("link", { name: "See all their leads and one timeline" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${first}/person$`));
  await expect(page.getByRole("heading", { level: 1, name: "Lakshmi Iyer" })).toBeVisible();
  await expect(page.getByText(address, { exact: true })).toBeVisible();
  const leads = page.getByRole("region", { name: "Their leads, newest first" });
  await expect(leads.getByRole("link")).toHaveCount(2);
  await expect(leads.getByRole("link").first()).toContainText(second);
  const timeline = page.getByRole("region", { name: "Timeline, newest first" }).locator("ol");
  await expect(timeline.getByRole("listitem").filter({ hasText: "Incubation application received" })).toHaveCount(2);
  // Each lead's e-mails (the team's notification, the confirmation) are in it, named by their lead.
  await expect(timeline.getByRole("listitem").filter({ hasText: "E-mail to" }).filter({ hasText: second })).not.toHaveCount(0);
  await expect(timeline).not.toContainText(other);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("heading", { level: 1, name: "Lakshmi Iyer" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: `Back to lead ${first}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${first}$`));
  expect(errors).toEqual([]);
});

import { type APIRequestContext, expect, test } from "@playwright/test";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { axeViolations } from "./support/axe";
import { createStaffAccount, signInToInbox } from "./support/staff-accounts";

// Faster triage (issue 25) on the built site against the real server: the
// new-lead count in the header, j/k down the list and from lead to lead,
// previous/next within the list's filters, e to the reply, a to assign, ? for
// the list of shortcuts in a dialog, and the status saved as it is chosen.

const PASSWORD = "Sundarbans-Mangrove-2026!";
const unique = (name: string) => `${name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;


/** An incubation application sent by script, one word in it to find the three of this test by. */
async function apply(request: APIRequestContext, founderName: string, word: string): Promise<string> {
  const res = await request.post(leadRoute("incubation"), {
    headers: { origin: process.env.E2E_BASE_URL ?? "" },
    data: { companyName: `${founderName} Labs`, founderName, email: `${unique("founder")}@example.in`, industrySector: "Agriculture", stage: "Prototype", motivation: `Soil sensors ${word}.` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}


test("staff triage from the keyboard: the new-lead count, j/k through the list and its leads, e, a, ? and the status saved as chosen", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const staff = `${unique("anita")}@ankur.example.in`;
  createStaffAccount(staff, PASSWORD);
  const word = unique("triage");
  const oldest = await apply(request, "Kavya Rao", word);
  const middle = await apply(request, "Imran Sheikh", word);
  const newest = await apply(request, "Tenzing Bhutia", word);

  await signInToInbox(page, staff, PASSWORD);

  // The header counts the new leads and links to them.
  const count = page.getByRole("banner").getByRole("link", { name: /^\d+ new leads?$/ });
  await expect(count).toBeVisible();
  expect(Number((await count.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(3);
  await expect(count).toHaveAttribute("href", "/admin?status=new");

  const filters = page.getByRole("search", { name: "Filter the leads" });
  await filters.getByLabel("Search name, e-mail, organisation or message").fill(word);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(4);

  // j and k move down and up the list; Enter opens the lead.
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await page.keyboard.press("j");
  await expect(table.getByRole("link", { name: "Tenzing Bhutia" })).toBeFocused();
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(table.getByRole("link", { name: "Kavya Rao" })).toBeFocused();
  await page.keyboard.press("k");
  await expect(table.getByRole("link", { name: "Imran Sheikh" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Imran Sheikh" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${middle}$`));

  // Previous and next within the list's filters; j and k go on from lead to lead.
  const others = page.getByRole("navigation", { name: "Other leads" });
  await expect(others.getByRole("link", { name: "Previous lead" })).toHaveAttribute("href", `/admin/leads/${newest}`);
  await expect(others.getByRole("link", { name: "Next lead" })).toHaveAttribute("href", `/admin/leads/${oldest}`);
  await page.keyboard.press("j");
  await expect(page.getByRole("heading", { level: 1, name: "Kavya Rao" })).toBeVisible();
  await expect(others.getByRole("link", { name: "Previous lead" })).toHaveAttribute("href", `/admin/leads/${middle}`);
  await expect(others.getByRole("link", { name: "Next lead" })).toHaveCount(0);
  await page.keyboard.press("k");
  await page.keyboard.press("k");
  await expect(page.getByRole("heading", { level: 1, name: "Tenzing Bhutia" })).toBeVisible();
  await expect(others.getByRole("link", { name: "Previous lead" })).toHaveCount(0);

  // ? lists the shortcuts in a dialog; Escape closes it.
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("term")).toHaveText(["j", "k", "e", "a", "?"]);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // a assigns the lead to me; e takes the cursor to the reply.
  const work = page.getByRole("region", { name: "Owner and reply" });
  await expect(work.getByRole("button", { name: "Assign to me" })).toBeEnabled();
  await page.locator("h1").click();
  await page.keyboard.press("a");
  await expect(work).toContainText(`Owner saved: ${staff}.`);
  await page.keyboard.press("e");
  await expect(work.getByLabel("Subject")).toBeFocused();

  // The status saves as it is chosen, and the header counts again.
  const saved = page.waitForResponse((response) => response.request().method() === "PUT" && response.url().endsWith(`/api/admin/leads/${newest}/status`));
  // Other tests may send leads meanwhile, so the header's recount is checked, not its figure.
  const recounted = saved.then(() => page.waitForResponse((response) => response.url().endsWith("/api/admin/inbox/new-count")));
  await page.getByLabel("Where we stand with this lead").selectOption("contacted");
  expect((await saved).status()).toBe(200);
  expect((await recounted).status()).toBe(200);
  await expect(page.getByText("Status saved: Contacted.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Notes and changes" })).toContainText("Status changed from New to Contacted");
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

import { type APIRequestContext, expect, test } from "@playwright/test";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { createStaffAccount, signInToInbox } from "./support/staff-accounts";

// Staff roles (issue 25, decision 0019) on the built site against the real
// server: accounts made with the CLI, a staff member who works a lead but sees
// no Erase, export, breach list or team page (and whom the API refuses), and
// an admin who makes them an admin on the team page.

const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
const PASSWORD = "Kaveri-Delta-2026!";


async function applyByScript(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(leadRoute("incubation"), {
    headers: { origin: process.env.E2E_BASE_URL ?? "" },
    data: { companyName: "Kaveri Agritech", founderName: "Lakshmi Iyer", email, industrySector: "Agriculture", stage: "Prototype", motivation: "Drip irrigation for small farms." },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}


test("a staff member works a lead without Erase, export, breach list or team page; an admin makes them an admin", async ({ page, browser, request }) => {
  const staff = `${unique("ravi")}@ankur.example.in`;
  const admin = `${unique("meera")}@ankur.example.in`;
  createStaffAccount(staff, PASSWORD);
  createStaffAccount(admin, PASSWORD, "admin");
  const reference = await applyByScript(request, `${unique("lakshmi")}@kaveri.example.in`);

  await signInToInbox(page, staff, PASSWORD);
  const banner = page.getByRole("banner");
  await expect(banner).toContainText("Role: Staff");
  await expect(banner.getByRole("link", { name: "Team" })).toHaveCount(0);
  await expect(banner.getByRole("link", { name: "Breach: people affected" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Export .* as CSV/ })).toHaveCount(0);
  await page.goto(`/admin/leads/${reference}`);
  await expect(page.getByRole("heading", { level: 1, name: "Lakshmi Iyer" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Erase this lead" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Erase lead…" })).toHaveCount(0);
  // The server refuses what the page leaves out (the browser's own session cookie and origin).
  const refused = await page.evaluate(async (ref) => {
    const erase = await fetch(`/api/admin/leads/${encodeURIComponent(ref)}`, { method: "DELETE", headers: { Accept: "application/json" } });
    const csv = await fetch("/api/admin/leads/export.csv");
    return [erase.status, csv.status, ((await erase.json()) as { message: string }).message];
  }, reference);
  expect(refused.slice(0, 2)).toEqual([403, 403]);
  expect(refused[2]).toMatch(/^Only an admin of the team can do this/);
  await page.goto("/admin/team");
  await expect(page.getByText(/^Only an admin of the team can do this/)).toBeVisible();

  // The admin, in a browser of their own, makes the staff member an admin.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInToInbox(adminPage, admin, PASSWORD);
  await expect(adminPage.getByRole("banner")).toContainText("Role: Admin");
  await adminPage.getByRole("banner").getByRole("link", { name: "Team" }).click();
  await expect(adminPage).toHaveURL(/\/admin\/team$/);
  await expect(adminPage).toHaveTitle("Team and roles | Ankur staff inbox");
  await adminPage.getByLabel(`Role of ${staff}`, { exact: true }).selectOption("admin");
  await adminPage.getByRole("button", { name: `Change role of ${staff}` }).click();
  await expect(adminPage.getByText(`${staff} is now Admin.`)).toBeVisible();
  await adminContext.close();

  // The new role counts at once: the staff member's open session can now erase.
  await page.goto(`/admin/leads/${reference}`);
  await expect(page.getByRole("banner")).toContainText("Role: Admin");
  await page.getByRole("button", { name: "Erase lead…" }).click();
  await page.getByRole("button", { name: `Erase ${reference} permanently` }).click();
  await expect(page.getByText(`Lead ${reference} was erased`)).toBeVisible();
});

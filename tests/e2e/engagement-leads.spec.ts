import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { leadsFor } from "./support/lead-database";

const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

test.describe("the audience and event forms reach the team", () => {
  test("a corporate inquiry is stored as a lead", async ({ page }) => {
    const email = unique("kavita");
    await gotoHydrated(page, "/audience-hub/industry-corporate");
    const form = page.getByRole("form", { name: "Corporate engagement inquiry" });
    await form.getByLabel("Name").fill("Kavita Rao");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company").fill("Dakshin Components");
    await form.getByLabel("Role").fill("Head of Innovation");
    await form.getByRole("checkbox", { name: "Process Automation" }).check();
    await form.getByLabel("Message").fill("We want to pilot predictive maintenance.");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you, Kavita.");
    const [lead] = leadsFor(email);
    expect(lead?.kind).toBe("contact");
    const fields = JSON.parse(lead?.fields ?? "{}");
    expect(fields).toMatchObject({ name: "Kavita Rao", organization: "Dakshin Components", role: "Head of Innovation" });
    expect(fields.message).toContain("Corporate engagement inquiry\nAreas of interest: Process Automation");
    expect(fields.message).toContain("We want to pilot predictive maintenance.");
  });

  test("an investor request is sent only on Accept & Continue, with the time of acceptance", async ({ page }) => {
    const email = unique("arjun");
    await gotoHydrated(page, "/audience-hub/investors-vcs");
    const form = page.getByRole("form", { name: "Pitch deck access request" });
    await form.getByLabel("Name").fill("Arjun Bhatnagar");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company / Fund").fill("Saptarishi Ventures");
    await form.getByLabel("Role").fill("Partner");
    await form.getByLabel("Message").fill("Seed-stage climate.");
    await form.getByRole("button", { name: "Request Pitch Deck Access" }).click();
    const dialog = page.getByRole("dialog", { name: "Non-Disclosure Agreement" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(leadsFor(email)).toHaveLength(0);
    await form.getByRole("button", { name: "Request Pitch Deck Access" }).click();
    await dialog.getByRole("button", { name: "Accept & Continue" }).click();
    await expect(form.getByRole("status")).toContainText("You have accepted the NDA");
    const [lead] = leadsFor(email);
    expect(JSON.parse(lead?.fields ?? "{}").message).toMatch(/NDA accepted at \d{4}-\d{2}-\d{2}T/);
  });

  test("an event registration is stored; a failed send keeps the values and says why", async ({ page }) => {
    const email = unique("asha");
    await gotoHydrated(page, "/resources/events");
    await page.getByRole("button", { name: /^Register/ }).first().click();
    const dialog = page.getByRole("dialog", { name: "Register for this event" });
    await dialog.getByLabel("Full name").fill("Asha Verma");
    await dialog.getByLabel("Email").fill(email);

    await page.route("**/api/contact/submit.php", (route) => route.abort());
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Network error occurred" })).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toHaveValue("Asha Verma");
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    expect(leadsFor(email)).toHaveLength(0);

    await page.unroute("**/api/contact/submit.php");
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByRole("status")).toContainText("You're registered, Asha Verma");
    const [lead] = leadsFor(email);
    expect(JSON.parse(lead?.fields ?? "{}").message).toMatch(/^Event registration: /);
  });
});

import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { leadsFor } from "./support/lead-database";
import { messagesFor } from "./support/outbox-database";

const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

test.describe("the audience, event and download forms are leads of their own", () => {
  test("a corporate inquiry is stored as one, and the team and the visitor get an e-mail", async ({ page }) => {
    const email = unique("kavita");
    await gotoHydrated(page, "/audience-hub/industry-corporate");
    const form = page.getByRole("form", { name: "Corporate engagement inquiry" });
    await expect(form.getByText("We collect your name, e-mail address, company, role, areas of interest and message")).toBeVisible();
    await form.getByLabel("Name").fill("Kavita Rao");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company").fill("Dakshin Components");
    await form.getByLabel("Role").fill("Head of Innovation");
    await form.getByRole("checkbox", { name: "Process Automation" }).check();
    await form.getByLabel("Message").fill("We want to pilot predictive maintenance.");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you, Kavita.");
    const [lead] = leadsFor(email);
    expect(lead?.kind).toBe("corporate-inquiry");
    expect(lead?.reference).toMatch(/^COR-\d{4}-/);
    expect(JSON.parse(lead?.fields ?? "{}")).toEqual({
      name: "Kavita Rao",
      email,
      company: "Dakshin Components",
      role: "Head of Innovation",
      interests: "Process Automation",
      message: "We want to pilot predictive maintenance.",
    });
    const messages = messagesFor(lead?.reference ?? "");
    expect(messages.map((m) => [m.audience, m.status])).toEqual([
      ["team", "pending"],
      ["visitor", "pending"],
    ]);
    expect(messages[1]?.recipients).toBe(email);
  });

  test("an investor request is sent only on Accept & Continue, with the time of acceptance", async ({ page }) => {
    const email = unique("arjun");
    await gotoHydrated(page, "/audience-hub/investors-vcs");
    const form = page.getByRole("form", { name: "Pitch deck access request" });
    await form.getByLabel("Name").fill("Arjun Bhatnagar");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company / Fund").fill("Saptarishi Ventures");
    await form.getByLabel("Role").fill("Partner");
    await form.getByRole("checkbox", { name: "Deep Tech" }).check();
    await form.getByLabel("Message").fill("Seed-stage climate.");
    await form.getByRole("button", { name: "Request Pitch Deck Access" }).click();
    const dialog = page.getByRole("dialog", { name: "Non-Disclosure Agreement" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(leadsFor(email)).toHaveLength(0);
    await form.getByRole("button", { name: "Request Pitch Deck Access" }).click();
    const before = Date.now();
    await dialog.getByRole("button", { name: "Accept & Continue" }).click();
    await expect(form.getByRole("status")).toContainText("You have accepted the NDA");
    const [lead] = leadsFor(email);
    expect(lead?.kind).toBe("investor-access");
    const fields = JSON.parse(lead?.fields ?? "{}");
    expect(fields).toMatchObject({ company: "Saptarishi Ventures", investmentFocus: "Deep Tech" });
    expect(fields.ndaAcceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(fields.ndaAcceptedAt) - before)).toBeLessThan(60_000);
  });

  test("an event registration is stored with its event; a failed send keeps the values and says why", async ({ page }) => {
    const email = unique("asha");
    await gotoHydrated(page, "/resources/events");
    await page.getByRole("link", { name: /^Register/ }).first().click();
    const dialog = page.getByRole("dialog", { name: "Register for this event" });
    await dialog.getByLabel("Full name").fill("Asha Verma");
    await dialog.getByLabel("Email").fill(email);

    await page.route("**/api/event-registration/submit.php", (route) => route.abort());
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Network error occurred" })).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toHaveValue("Asha Verma");
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    expect(leadsFor(email)).toHaveLength(0);

    await page.unroute("**/api/event-registration/submit.php");
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByRole("status")).toContainText("You're registered, Asha Verma");
    await expect(dialog.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", "/calendar/term-sheets-decoded-2026.ics");
    const [lead] = leadsFor(email);
    expect(lead?.kind).toBe("event-registration");
    expect(JSON.parse(lead?.fields ?? "{}")).toEqual({ eventId: "term-sheets-decoded-2026", fullName: "Asha Verma", email });
    const [, confirmation] = messagesFor(lead?.reference ?? "");
    expect(confirmation?.body).toContain("/calendar/term-sheets-decoded-2026.ics");
  });

  test("a download request is stored with its file, and the modal says the file is on its way", async ({ page }) => {
    const email = unique("founder");
    await gotoHydrated(page, "/resources/tools");
    await page.getByRole("link", { name: /^Download\s*:\s*Three-Year SaaS Financial Model$/ }).click();
    const dialog = page.getByRole("dialog", { name: "Get this file by e-mail" });
    await expect(dialog.getByText("We collect your e-mail address and the file you asked for to send you that file")).toBeVisible();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send Me the File" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      `Thank you. Three-Year SaaS Financial Model is on its way: our team e-mails it to ${email} within one working day.`,
    );
    const [lead] = leadsFor(email);
    expect(lead?.kind).toBe("download-request");
    expect(JSON.parse(lead?.fields ?? "{}")).toEqual({ resourceId: "three-year-saas-model", email });
    expect(messagesFor(lead?.reference ?? "").map((m) => m.subject)).toEqual([
      expect.stringMatching(/^New download request DLR-\d{4}-[0-9A-Z]{6}: /),
      expect.stringMatching(/^Your file is on its way \(DLR-/),
    ]);
  });
});

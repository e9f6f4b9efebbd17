import { expect, test } from "@playwright/test";
import { gotoHydrated, hydrateIslands } from "./support/hydration";
import { leadsFor } from "./support/lead-database";
import { messagesFor, setLeadStatus } from "./support/outbox-database";

const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;
const NOT_FOUND = "We could not find an application with this Application ID and e-mail address. Please check both against your confirmation e-mail.";

test.describe("application status", () => {
  test("an applicant follows the link from the success message and sees the status staff set, in their words", async ({ page }) => {
    const email = unique("aditya");
    await gotoHydrated(page, "/contact-get-involved");
    const form = page.getByRole("form", { name: "Incubation application" });
    await form.getByLabel("Company Name").fill("Krishiyantra Labs");
    await form.getByLabel("Founder Name").fill("Aditya Kulkarni");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByLabel("Industry Sector").selectOption("Agriculture");
    await form.getByLabel("Stage").selectOption("Prototype");
    await form.getByLabel("Why do you want to join the incubation programme?").fill("A low-cost soil sensor.");
    await form.getByRole("button", { name: "Submit Application" }).click();
    const status = form.getByRole("status");
    const applicationId = ((await status.locator("strong").textContent()) ?? "").trim();
    expect(applicationId).toMatch(/^INC-\d{4}-[0-9A-Z]{6}$/);
    const [confirmation] = messagesFor(applicationId).filter((m) => m.audience === "visitor");
    expect(confirmation?.body).toContain(`/contact-get-involved/application-status?applicationId=${applicationId}`);

    await status.getByRole("link", { name: "check your application status" }).click();
    await expect(page).toHaveURL(`/contact-get-involved/application-status?applicationId=${applicationId}`);
    await expect(page.locator("h1")).toHaveText("Application Status");
    const lookup = page.getByRole("form", { name: "Application status lookup" });
    await hydrateIslands(page);
    await expect(lookup.getByLabel("Application ID")).toHaveValue(applicationId);
    await lookup.getByLabel("Email").fill(email.toUpperCase());
    await lookup.getByRole("button", { name: "Check Status" }).click();
    await expect(lookup.getByRole("status")).toContainText(`Application ${applicationId}: Received`);

    setLeadStatus(applicationId, "qualified");
    await lookup.getByLabel("Application ID").fill(applicationId.toLowerCase());
    await lookup.getByLabel("Email").fill(email);
    await lookup.getByRole("button", { name: "Check Status" }).click();
    await expect(lookup.getByRole("status")).toContainText("Shortlisted");
    await expect(lookup.getByRole("status")).toContainText("We will invite you to a 30-minute call with a troupe lead.");
    await expect(lookup.getByRole("status")).not.toContainText("Krishiyantra");

    for (const [id, address] of [
      [applicationId, "someone.else@example.in"],
      [applicationId.replace(/.$/, (c) => (c === "Z" ? "Y" : "Z")), email],
    ]) {
      await lookup.getByLabel("Application ID").fill(id ?? "");
      await lookup.getByLabel("Email").fill(address ?? "");
      await lookup.getByRole("button", { name: "Check Status" }).click();
      await expect(lookup.getByRole("alert")).toHaveText(NOT_FOUND);
      await expect(lookup.getByLabel("Email")).toHaveValue(address ?? "");
    }
    expect(leadsFor(email)).toHaveLength(1);
  });

  test("asks for both fields, in the form's own words", async ({ page }) => {
    await gotoHydrated(page, "/contact-get-involved/application-status");
    const lookup = page.getByRole("form", { name: "Application status lookup" });
    await lookup.getByRole("button", { name: "Check Status" }).click();
    await expect(lookup.getByRole("alert")).toHaveText("Please fill in all required fields");
    await expect(lookup.getByLabel("Application ID")).toBeFocused();
    await lookup.getByLabel("Application ID").fill("12345");
    await lookup.getByLabel("Email").fill("a@b.in");
    await lookup.getByRole("button", { name: "Check Status" }).click();
    await expect(lookup.getByLabel("Application ID")).toHaveAccessibleDescription(
      "Please enter the Application ID from your confirmation, such as INC-2026-7KQ3M9.",
    );
  });
});

test.describe("calendar files", () => {
  test("every upcoming event offers an .ics file, also without JavaScript", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/resources/events");
    const links = page.getByRole("link", { name: /^Add to calendar/ });
    await expect(links).toHaveCount(3);
    await expect(links.first()).toHaveAccessibleName(/^Add to calendar\s*: Term Sheets Decoded: What Founders Should Negotiate \(\.ics file\)$/);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^\/calendar\/[a-z0-9-]+\.ics$/);
      const res = await request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      const text = await res.text();
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text).toContain("\r\nBEGIN:VEVENT\r\n");
    }
    const summit = await (await request.get("/calendar/ankur-ecosystem-summit-2027.ics")).text();
    expect(summit).toContain("SUMMARY:Ankur Ecosystem Summit 2027\r\n");
    expect(summit).toContain("DTSTART:20270225T040000Z\r\n");
    expect(summit).toContain("DTEND:20270225T120000Z\r\n");
    await context.close();
  });
});

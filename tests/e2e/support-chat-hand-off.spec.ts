import { expect, test } from "@playwright/test";
import { leadsFor } from "./support/lead-database";
import { uniqueEmail } from "./support/lead-forms";

// The chat's hand-off: an unmatched question (the generic thanks) offers
// "Send this to the team", which asks for a name and e-mail in the panel and
// stores a contact lead whose message is the conversation. Nothing reaches
// the server before the visitor presses Send.

test("an unmatched question can be sent to the team as a contact lead, only on the visitor's press", async ({ page }) => {
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(request.url());
  });
  await page.goto("/about-us");
  await page.getByRole("button", { name: "Support chat" }).click();
  const panel = page.getByRole("dialog", { name: "Ankur Support" });
  await expect(panel).not.toContainText("online");
  await panel.getByRole("textbox", { name: "Your message" }).fill("Do you fund hardware prototypes?");
  await panel.getByRole("textbox", { name: "Your message" }).press("Enter");
  const offer = panel.getByRole("button", { name: "Send this to the team" });
  await expect(offer).toBeVisible();
  expect(apiCalls).toEqual([]);

  await offer.click();
  const name = panel.getByRole("textbox", { name: "Your name" });
  await expect(name).toBeFocused();
  await panel.getByRole("button", { name: "Send", exact: true }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  expect(apiCalls).toEqual([]);

  const email = uniqueEmail("chat");
  await name.fill("Asha Rao");
  await panel.getByRole("textbox", { name: "Your e-mail" }).fill(email);
  await panel.getByRole("button", { name: "Send", exact: true }).click();
  const status = panel.getByRole("status");
  await expect(status).toContainText(`will reply to ${email}`);
  await expect(status).toContainText(/CON-\d{4}-[0-9A-Z]{6}/);
  await expect(status).toBeFocused();
  expect(apiCalls).toHaveLength(1);
  const [lead] = leadsFor(email);
  expect(lead?.kind).toBe("contact");
  const fields = JSON.parse(lead?.fields ?? "{}") as Record<string, string>;
  expect(fields.name).toBe("Asha Rao");
  expect(fields.message).toContain("Visitor");
  expect(fields.message).toContain("Do you fund hardware prototypes?");
});

import { expect, test } from "@playwright/test";
import { whitepapers } from "../../app/content/resources-whitepapers";
import { leadsFor } from "./support/lead-database";
import { uniqueEmail } from "./support/lead-forms";

// The whitepapers' "Login Required" wall is no dead end: it offers the same
// e-mail request as Tools and Media, stored as a download-request lead for
// the paper asked for.

test("the Login Required wall sends the paper's download request by e-mail, as a lead", async ({ page }) => {
  const paper = whitepapers[0]!;
  await page.goto("/resources/whitepapers");
  // "Download", and for a screen reader what it downloads: "Download : <title>".
  await page.getByRole("button", { name: new RegExp(`^Download\\s*:\\s*${paper.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }).click();
  const dialog = page.getByRole("dialog", { name: "Login Required" });
  await expect(dialog).toBeVisible();
  const email = uniqueEmail("whitepaper");
  const field = dialog.getByRole("textbox", { name: /Email/ });
  await expect(field).toBeFocused();
  await field.fill(email);
  await dialog.getByRole("button", { name: "Send Me the File" }).click();
  await expect(dialog.getByText(`our team e-mails it to ${email}`)).toBeVisible();
  await expect.poll(() => leadsFor(email).length).toBe(1);
  const [lead] = leadsFor(email);
  expect(lead?.kind).toBe("download-request");
  expect(JSON.parse(lead?.fields ?? "{}")).toEqual({ resourceId: paper.id, email });
  await expect(dialog.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
});

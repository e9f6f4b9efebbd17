import { expect, test } from "@playwright/test";
import { whitepapers } from "../../app/content/resources-whitepapers";
import { leadsFor } from "./support/lead-database";
import { uniqueEmail } from "./support/lead-forms";
import { panelHeading } from "./support/success-panel";

// The whitepapers' "Login Required" wall is no dead end: it offers the same
// e-mail request as Tools and Media, stored as a download-request lead for
// the paper asked for. Without JavaScript, Download is a link to the paper's
// request page, whose form posts on its own.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("the Login Required wall sends the paper's download request by e-mail, as a lead", async ({ page }) => {
  const paper = whitepapers[0]!;
  await page.goto("/resources/whitepapers");
  // "Download", and for a screen reader what it downloads: "Download : <title>".
  await page.getByRole("button", { name: new RegExp(`^Download\\s*:\\s*${escaped(paper.title)}$`) }).click();
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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Download goes to the paper's request page, whose plain post stores the lead once and answers with the thanks panel", async ({ page }) => {
    const paper = whitepapers[1]!;
    await page.goto("/resources/whitepapers");
    const library = page.locator("#library");
    // No dead button where scripting is off: only the link shows.
    await expect(library.getByRole("button", { name: /^Download/ })).toHaveCount(0);
    await library.getByRole("link", { name: new RegExp(`^Download\\s*:\\s*${escaped(paper.title)}$`) }).click();
    await expect(page).toHaveURL(`/resources/whitepapers/${paper.id}/request`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get this whitepaper by e-mail");
    await expect(page.getByRole("main")).toContainText(paper.title);
    const form = page.getByRole("form", { name: "Download request" });
    const email = uniqueEmail("whitepaper-nojs");
    await form.getByRole("textbox", { name: /Email/ }).fill(email);
    await form.getByRole("button", { name: "Send Me the File" }).click();

    await expect(page).toHaveURL(/\/thanks\/download-request\?reference=/);
    const leads = leadsFor(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.kind).toBe("download-request");
    expect(JSON.parse(leads[0]?.fields ?? "{}")).toEqual({ resourceId: paper.id, email });
    const panel = page.getByRole("region", { name: panelHeading("download-request") });
    await expect(panel.getByRole("heading", { level: 1 })).toHaveText(panelHeading("download-request"));
    await expect(panel.getByRole("definition").first()).toHaveText(leads[0]?.reference ?? "");
    // A reload of the thanks page stores nothing more.
    await page.reload();
    expect(leadsFor(email)).toHaveLength(1);
  });
});

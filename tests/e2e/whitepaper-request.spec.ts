import { expect, test } from "@playwright/test";
import { whitepapersAsWritten } from "../../app/features/download-request/downloads.test-support";
import { leadsFor } from "./support/lead-database";
import { uniqueEmail } from "./support/lead-forms";
import { scrollIntoPlace } from "./support/scroll-into-place";
import { panelHeading } from "./support/success-panel";

const whitepapers = whitepapersAsWritten();

// The whitepapers' "Login Required" wall is no dead end: it offers the same
// e-mail request as Tools and Media, stored as a download-request lead for
// the paper asked for. Without JavaScript, Download is a link to the paper's
// request page, whose form posts on its own.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("the Login Required wall sends the paper's download request by e-mail, as a lead", async ({ page }) => {
  const paper = whitepapers[0]!;
  await page.goto("/resources/whitepapers");
  // "Download", and for a screen reader what it downloads: "Download : <title>".
  const download = page.getByRole("button", { name: new RegExp(`^Download\\s*:\\s*${escaped(paper.title)}$`) });
  await scrollIntoPlace(download);
  await download.click();
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
    const download = library.getByRole("link", { name: new RegExp(`^Download\\s*:\\s*${escaped(paper.title)}$`) });
    await scrollIntoPlace(download);
    await download.click();
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

  test("a refused post of a paper's request: the form again for the same paper, found by its id; an id of no file says so", async ({ page, request }) => {
    const paper = whitepapers[2]!;
    await page.goto(`/resources/whitepapers/${paper.id}/request`);
    const form = page.getByRole("form", { name: "Download request" });
    await form.getByRole("textbox", { name: /Email/ }).fill("not-an-address");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Send Me the File" }).click();
    expect((await answer).status()).toBe(422);
    await page.waitForLoadState();
    const again = page.getByRole("form", { name: "Download request" });
    await expect(again.locator('input[name="resourceId"]')).toHaveValue(paper.id);
    await expect(again.getByRole("textbox", { name: /Email/ })).toHaveValue("not-an-address");
    await expect(page.getByText("This file is not in our library.")).toHaveCount(0);

    const action = (await again.getAttribute("action")) ?? "";
    const unknown = await request.post(action, { form: { resourceId: "no-such-paper", email: "not-an-address" }, headers: { accept: "text/html" }, maxRedirects: 0 });
    expect(unknown.status()).toBe(422);
    expect(await unknown.text()).toContain("This file is not in our library.");
  });
});

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { TEST_WEBHOOK_SECRET, TestReceiver } from "../../server/webhooks/test-receiver.ts";
import { freePort } from "./global-setup";
import { fillForm, openForm, uniqueEmail } from "./support/lead-forms";
import { successPanel } from "./support/success-panel";

// The team's CRM gets the leads (issue 25): a server of its own, built like
// the e2e one but with LEAD_WEBHOOK_URLS pointing at a receiver on loopback
// that checks every signature with the standardwebhooks library. A contact
// message sent through the public form reaches the CRM; staff change its
// status on its page and the CRM hears of it; the page's "Events to the CRM"
// shows both delivered, and "Send again" sends one again with the same id.

const PASSWORD = "Kochi-Backwaters-2026!";

let server: ChildProcess | undefined;
let dataDir = "";
let base = "";
const receiver = new TestReceiver();

test.beforeAll(async () => {
  await receiver.start();
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), "ankur-e2e-webhooks-"));
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SITE_URL: base, LOG_LEVEL: "warn", RATE_LIMIT_MAX: "1000", LEAD_WEBHOOK_URLS: receiver.url, LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await fetch(`${base}/api/health`).then((res) => res.ok, () => false);
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error("the webhooks e2e server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await receiver.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("a lead and its status change reach the CRM signed; the lead's page shows the deliveries and sends one again", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const staff = uniqueEmail("anil").replace("@example.in", "@ankur.example.in");
  const created = spawnSync(process.execPath, ["scripts/admin.ts", "create-user", staff, "--role", "admin"], { input: `${PASSWORD}\n`, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" });
  expect(created.status).toBe(0);

  const visitor = uniqueEmail("lakshmi");
  const form = await openForm(page, `${base}/contact-get-involved`, "Contact form");
  await fillForm(form, { Name: "Lakshmi Menon", Email: visitor, Organization: "Malabar Spices", Message: "We would like to join the next cohort." });
  await form.getByRole("button", { name: "Send Message" }).click();
  const referenceCell = successPanel(page, "contact").getByRole("definition").first();
  await expect(referenceCell).toHaveText(/^CON-\d{4}-[0-9A-Z]{6}$/);
  const reference = (await referenceCell.textContent()) ?? "";

  const [newLead] = await receiver.waitFor(1);
  expect(newLead?.event).toMatchObject({ type: "lead.created", data: { reference, kind: "contact", status: "new", fields: { name: "Lakshmi Menon", email: visitor } } });

  await page.goto(`${base}/admin`);
  await page.getByLabel("E-mail address").fill(staff);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads inbox" })).toBeVisible();
  await page.goto(`${base}/admin/leads/${reference}`);
  const events = page.getByRole("region", { name: "Events to the CRM" });
  await expect(events).toContainText("1 delivery: 1 delivered.");
  await expect(events.getByRole("listitem")).toContainText(`New lead to ${receiver.url}`);

  await page.getByLabel("Where we stand with this lead").selectOption("contacted");
  const [, changed] = await receiver.waitFor(2);
  expect(changed?.event).toMatchObject({ type: "lead.status_changed", data: { reference, status: "contacted", previousStatus: "new" } });

  await events.getByRole("button", { name: "Refresh" }).click();
  await expect(events).toContainText("2 deliveries: 2 delivered.");
  const first = events.getByRole("listitem").filter({ hasText: "New lead" });
  await first.getByRole("button", { name: "Send again" }).click();
  await expect(events.getByText(/is queued again/)).toBeFocused();
  const [, , again] = await receiver.waitFor(3);
  expect(again?.id).toBe(newLead?.id);
  expect(receiver.refused).toEqual([]);
  expect(errors).toEqual([]);
});

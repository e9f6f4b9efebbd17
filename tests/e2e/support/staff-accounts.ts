import { spawnSync } from "node:child_process";
import { type Page, expect } from "@playwright/test";

/**
 * `node scripts/admin.ts create-user EMAIL --role ROLE` against the e2e
 * server's data (E2E_DATA_DIR, set by the global setup), the password on
 * standard input, as a team member would make an account.
 */
export function createStaffAccount(email: string, password: string, role: "admin" | "staff" = "staff"): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through the Playwright global setup");
  const result = spawnSync(process.execPath, ["scripts/admin.ts", "create-user", email, "--role", role], { input: `${password}\n`, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
}

/** Opens /admin, which sends a signed-out visitor to the sign-in page, signs in and waits for the inbox. */
export async function signInToInbox(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads inbox" })).toBeVisible();
}

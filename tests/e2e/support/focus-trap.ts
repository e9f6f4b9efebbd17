import { type Locator, type Page, expect } from "@playwright/test";

/** Tabs through the open dialog `presses` times (both ways) and checks focus never leaves it. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses: number): Promise<void> {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  }
}

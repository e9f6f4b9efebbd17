import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] as const;

/**
 * axe-core's findings on the page as it is now (a dialog open, a panel
 * shown), in the whole document or inside the element `selector` finds, as
 * "rule: targets" lines, so a failure names them.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ within, runOnly }) => {
      const axe = (window as unknown as { axe: { run: (context: Element | Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const context = within ? document.querySelector(within) : document;
      if (!context) return [`nothing matches ${within}`];
      const result = await axe.run(context, { runOnly });
      return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    },
    { within: selector, runOnly: [...AXE_RULES] },
  );
}

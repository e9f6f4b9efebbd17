import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import { readBuiltSite } from "./support/built-site";

// axe-core on every page of the build (and the not-found page), as a visitor
// first sees it: WCAG 2.2 A and AA and axe's best practices, contrast included.
// The script is put in through the test's own channel, so the page's CSP stays as served.

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const RULE_SETS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type Violation = { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };

const { pages } = readBuiltSite();

for (const path of [...pages.keys(), "/a-page-that-is-not-here"]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async (runOnly) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
      return (await axe.run(document, { runOnly })).violations;
    }, RULE_SETS);
    const described = violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((node) => `${node.target.join(" ")} — ${node.failureSummary ?? ""}`).join("; ")}`);
    expect(described).toEqual([]);
  });
}

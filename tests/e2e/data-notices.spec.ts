import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Locator, type Page, expect, test } from "@playwright/test";
import {
  BOARD_COMPLAINT_PATH,
  NOTICE_LINKS,
  type NoticeFormKind,
  RETENTION_TEXT,
  asSentence,
  formDataNotices,
  noticeItems,
  whatAndWhy,
} from "../../contract/leads/data-notices";
import { YOUR_DATA_PATH } from "../../contract/data-rights/data-rights-paths";
import { FORM_CASES } from "./support/form-cases";
import { hydrateIslands } from "./support/hydration";

// The notice beside every form (DPDP Rules 2025, Rule 3), with JavaScript on
// and off, on a 360 px phone: what the form asks for, why and for how long,
// the three links (withdraw consent, exercise rights, complain to the Board),
// each item and its purpose one keypress away in a <details>, nothing wider
// than the screen, and axe-core clean with the list open (with JavaScript on:
// axe needs the page's timers; the markup is the same). The privacy page
// shows every form's items. The axe script goes in through the test's own
// channel, so the page's CSP stays as served (as accessibility.spec.ts does).

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const RULE_SETS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
type Violation = { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };

const PHONE = { width: 360, height: 780 };
const SUMMARY = "Each item we ask for, and why";

/** Where each form is: the seven lead forms' pages, and the newsletter's sign-up in the footer. */
const NOTICE_FORMS: readonly { kind: NoticeFormKind; path: string; form: (page: Page) => Locator }[] = [
  ...FORM_CASES.map(({ kind, path, formName }) => ({ kind, path, form: (page: Page) => page.getByRole("main").getByRole("form", { name: formName }) })),
  { kind: "newsletter", path: "/about-us", form: (page: Page) => page.getByRole("contentinfo").getByRole("form", { name: "Newsletter" }) },
];

const term = (kind: NoticeFormKind, index: number) => {
  const entry = noticeItems(kind)[index]!;
  return `${asSentence(entry.item).slice(0, -1)}${entry.optional ? " (optional)" : ""}`;
};

/** axe-core on one element of the page (its violations, described). */
async function axeViolations(target: Locator): Promise<string[]> {
  await target.page().evaluate(axeSource);
  const violations = await target.evaluate(async (element, runOnly) => {
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(element, { runOnly })).violations;
  }, RULE_SETS);
  return violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((node) => `${node.target.join(" ")} — ${node.failureSummary ?? ""}`).join("; ")}`);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the data notice with JavaScript ${javaScriptEnabled ? "on" : "off"}, on a 360 px phone`, () => {
    test.use({ javaScriptEnabled, viewport: PHONE });

    for (const { kind, path, form: formOn } of NOTICE_FORMS) {
      test(`${kind}: what, why, how long and the three links beside the form; each item one keypress away; no axe violations`, async ({ page }) => {
        await page.goto(path);
        if (javaScriptEnabled) await hydrateIslands(page);
        const form = formOn(page);
        await expect(form).toContainText(whatAndWhy(kind));
        await expect(form).toContainText(RETENTION_TEXT);
        for (const link of NOTICE_LINKS) await expect(form.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);

        // Closed at first; the summary is reached with the keyboard and opens with Enter.
        const summary = form.getByText(SUMMARY, { exact: true });
        const list = form.getByRole("definition").first();
        await expect(list).toBeHidden();
        await summary.focus();
        await expect(summary).toBeFocused();
        await page.keyboard.press("Enter");
        const terms = form.getByRole("term");
        await expect(terms).toHaveText(noticeItems(kind).map((_, index) => term(kind, index)));
        await expect(form.getByRole("definition")).toHaveText(noticeItems(kind).map((entry) => asSentence(entry.purpose)));
        await expect(terms.last()).toBeVisible();

        // Nothing sideways on the phone: the notice fits its form, the page its screen.
        const notice = form.locator("details");
        const widths = await notice.last().evaluate((element) => ({ notice: element.scrollWidth, room: element.clientWidth, page: document.documentElement.scrollWidth }));
        expect(widths.notice).toBeLessThanOrEqual(widths.room);
        expect(widths.page).toBeLessThanOrEqual(PHONE.width);

        // axe-core needs the page's timers, which run only with JavaScript on; the markup is the same either way.
        if (javaScriptEnabled) expect(await axeViolations(form)).toEqual([]);
      });
    }

    test("the notice's three links lead where they say: the your-data page, and the privacy policy's paragraph on the Data Protection Board", async ({ page }) => {
      const contact = FORM_CASES.find((formCase) => formCase.kind === "contact")!;
      for (const link of NOTICE_LINKS.toReversed()) {
        await page.goto(contact.path);
        const form = page.getByRole("form", { name: contact.formName });
        const answer = page.waitForResponse((response) => new URL(response.url()).pathname === link.href.split("#")[0] && response.request().resourceType() === "document");
        await form.getByRole("link", { name: link.label, exact: true }).click();
        expect((await answer).status()).toBe(200);
        await expect(page).toHaveURL(new RegExp(`${link.href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
        if (link.href === YOUR_DATA_PATH) await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
        if (link.href === BOARD_COMPLAINT_PATH) {
          const grievances = page.locator(`[id="${BOARD_COMPLAINT_PATH.split("#")[1]}"]`);
          await expect(grievances).toContainText("Data Protection Board of India");
          await expect(grievances).toContainText("digital office");
          await expect(grievances).toBeInViewport();
        }
      }
    });

    test("the privacy policy shows every form's items and their purposes, where a visit came from and the spam check", async ({ page }) => {
      await page.goto("/legal/privacy-policy");
      const collect = page.locator("#what-we-collect");
      for (const kind of Object.keys(formDataNotices) as NoticeFormKind[]) {
        const { formName } = formDataNotices[kind];
        const section = collect.getByRole("region", { name: formName, exact: true });
        await expect(section).toContainText(whatAndWhy(kind));
        await expect(section.getByRole("term")).toHaveText(noticeItems(kind).map((_, index) => term(kind, index)));
        await expect(section.getByRole("definition")).toHaveText(noticeItems(kind).map((entry) => asSentence(entry.purpose)));
      }
      await expect(collect.getByRole("region", { name: "What every lead form sends besides what you type" })).toContainText("session storage, not a cookie");
      await expect(collect.getByRole("region", { name: "What every lead form sends besides what you type" })).toContainText("spam check");
      await expect(collect.getByRole("region", { name: "How long we keep it, and your choices" })).toContainText(RETENTION_TEXT);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      if (javaScriptEnabled) expect(await axeViolations(collect)).toEqual([]);
    });
  });
}

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Page, expect, test } from "@playwright/test";
import { readBuiltSite } from "./support/built-site";

// axe-core on every page of the build (and the not-found page), as a visitor
// first sees it, on a phone (390 px) and a laptop (1280 px): WCAG 2.2 A and AA
// and axe's best practices, contrast included. The script is put in through the
// test's own channel, so the page's CSP stays as served.

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const RULE_SETS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type Violation = { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/** Plain viewports (the layout at that width), not device emulations. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const { pages } = readBuiltSite();

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of [...pages.keys(), "/a-page-that-is-not-here"]) {
      test(`${path} has no axe violations at ${viewport.width} px`, async ({ page }) => {
        await page.goto(path);
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async (runOnly) => {
          const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
          return (await axe.run(document, { runOnly })).violations;
        }, RULE_SETS);
        const described = violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((node) => `${node.target.join(" ")} — ${node.failureSummary ?? ""}`).join("; ")}`);
        expect(described).toEqual([]);
        expect(await textOnBusyBackgrounds(page)).toEqual([]);
      });
    }
  });
}

test("at 390 px the governance matrix's sideways box takes focus, shows the ring and scrolls by the arrow keys", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ecosystem/associate-bodies");
  const box = page.getByRole("region", { name: "Governance matrix, scrolls sideways" });
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // Reached by Tab from the control before it.
  await box.evaluate((element) => {
    const focusable = [...document.querySelectorAll<HTMLElement>("a[href], button, [tabindex='0']")].filter((candidate) => candidate.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    focusable.at(-1)?.focus();
  });
  await page.keyboard.press("Tab");
  await expect(box).toBeFocused();
  expect(await box.evaluate((element) => getComputedStyle(element).outlineWidth)).toBe("3px");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

type TextRun = { text: string; box: { x: number; y: number; width: number; height: number }; color: [number, number, number, number]; large: boolean };

/**
 * Text on a gradient or an image, which axe cannot judge (it reports such text
 * as "incomplete", not as a violation): each run of text is measured against
 * the pixels behind it, read from a screenshot of the page with all text made
 * transparent, animations stopped at rest. The worst 1 % of those pixels (anti-aliased edges of shapes
 * aside) must give 4.5:1, or 3:1 for large text. Returns the runs that do not.
 */
async function textOnBusyBackgrounds(page: Page): Promise<string[]> {
  // Everything at rest: a full-page screenshot grows the viewport, which would move scroll-driven reveals.
  await page.addStyleTag({ content: "*, *::before, *::after { animation: none !important; transition: none !important; }" });
  const runs = await page.evaluate((): TextRun[] => {
    const busy = (element: Element) => getComputedStyle(element).backgroundImage !== "none";
    const found: TextRun[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let ancestor: Element | null = parent;
      while (ancestor && !busy(ancestor)) ancestor = ancestor.parentElement;
      if (!ancestor || ancestor === document.body || ancestor === document.documentElement) continue;
      const style = getComputedStyle(parent);
      const rgba = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(style.color);
      if (!rgba) continue;
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const range = document.createRange();
      range.selectNodeContents(node);
      // Boxes that clip what overflows them (a carousel's track, a scrolling row): text outside them is not painted.
      const clips: DOMRect[] = [];
      for (let clip = parent.parentElement; clip; clip = clip.parentElement) {
        if (getComputedStyle(clip).overflowX !== "visible" || getComputedStyle(clip).overflowY !== "visible") clips.push(clip.getBoundingClientRect());
      }
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        const [cx, cy] = [rect.x + rect.width / 2, rect.y + rect.height / 2];
        if (clips.some((clip) => cx < clip.left || cx > clip.right || cy < clip.top || cy > clip.bottom)) continue;
        found.push({
          text: node.textContent.trim().slice(0, 40),
          box: { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height },
          color: [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), rgba[4] === undefined ? 1 : Number(rgba[4])],
          large,
        });
      }
    }
    return found;
  });
  if (runs.length === 0) return [];
  const hidden = await page.addStyleTag({ content: "*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; }" });
  const shot = (await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" })).toString("base64");
  await hidden.evaluate((element) => (element as Element).remove());
  return page.evaluate(
    async ({ png, textRuns }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      const failures: string[] = [];
      for (const run of textRuns) {
        const [r, g, b, a] = run.color;
        const ratios: number[] = [];
        const x0 = Math.max(0, Math.floor(run.box.x));
        const y0 = Math.max(0, Math.floor(run.box.y));
        const x1 = Math.min(bitmap.width, Math.ceil(run.box.x + run.box.width));
        const y1 = Math.min(bitmap.height, Math.ceil(run.box.y + run.box.height));
        for (let y = y0; y < y1; y += 2) {
          for (let x = x0; x < x1; x += 2) {
            const i = (y * bitmap.width + x) * 4;
            const [br, bg, bb] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
            const text = luminance(r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a));
            const back = luminance(br, bg, bb);
            ratios.push((Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05));
          }
        }
        if (ratios.length === 0) continue;
        ratios.sort((p, q) => p - q);
        const worst = ratios[Math.floor(ratios.length / 100)] ?? 0;
        const needed = run.large ? 3 : 4.5;
        if (worst < needed) failures.push(`"${run.text}" at ${Math.round(run.box.x)},${Math.round(run.box.y)}: ${worst.toFixed(2)}:1 against its background (needs ${needed}:1)`);
      }
      return failures;
    },
    { png: shot, textRuns: runs },
  );
}

import { existsSync } from "node:fs";
import { type ElementHandle, launch } from "puppeteer-core";
import { type EnginePage, type OpenOptions, isXPath } from "./engine-page.ts";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export const firefoxAvailable = () => existsSync(FIREFOX_PATH);

/**
 * Debian's Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi.
 * Without JavaScript, the pages' scripts are off by the browser's own
 * preference (the ESR has no BiDi command for it); the driver's still run.
 */
export async function openFirefox(baseUrl: string, { javaScript = true }: OpenOptions = {}): Promise<EnginePage> {
  const extraPrefsFirefox = javaScript ? {} : { "javascript.enabled": false };
  const browser = await launch({ browser: "firefox", executablePath: FIREFOX_PATH, headless: true, extraPrefsFirefox });
  const page = await browser.newPage();
  const query = (selector: string) => (isXPath(selector) ? `::-p-xpath(${selector})` : selector);
  const first = async (selector: string): Promise<ElementHandle | null> => page.$(query(selector));
  // Puppeteer's own waiting polls inside the page, which does not run while the page's scripts are off: then this polls from here.
  const shown = async (selector: string, { visible }: { visible: boolean }): Promise<ElementHandle | null> => {
    if (javaScript) return page.waitForSelector(query(selector), { visible });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const element = await first(selector);
      if (element && (!visible || (await element.isVisible()))) return element;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No shown element matches ${selector} within 30 s`);
  };
  return {
    goto: async (path) => {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: "load" });
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    click: async (selector) => {
      const element = await shown(selector, { visible: true });
      if (javaScript) return void (await element?.click());
      // ElementHandle.click waits on an IntersectionObserver in the page, which never answers with scripts off: scroll, measure, click.
      await element?.evaluate((node) => node.scrollIntoView({ block: "center", behavior: "instant" }));
      const box = await element?.boundingBox();
      if (!box) throw new Error(`${selector} has no box to click`);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    },
    type: async (selector, text) => {
      const element = await shown(selector, { visible: true });
      await element?.type(text);
    },
    pressEscape: () => page.keyboard.press("Escape"),
    hover: async (selector) => {
      const element = await shown(selector, { visible: false });
      await element?.hover();
    },
    scrollIntoView: async (selector) => {
      const element = await shown(selector, { visible: false });
      await element?.evaluate((node) => node.scrollIntoView({ block: "center", behavior: "instant" }));
    },
    currentUrl: async () => page.url(),
    evaluate: async <Value>(expression: string) => (await page.evaluate(expression)) as Value,
    isShown: async (selector) => (await (await first(selector))?.isVisible()) ?? false,
    textOf: async (selector) => (await first(selector))?.evaluate((element) => element.textContent ?? ""),
    attributeOf: async (selector, name) => (await first(selector))?.evaluate((element, attribute) => element.getAttribute(attribute), name),
    close: () => browser.close(),
  };
}

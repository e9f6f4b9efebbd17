import { existsSync } from "node:fs";
import { type ElementHandle, launch } from "puppeteer-core";
import { type EnginePage, type OpenOptions, isXPath } from "./engine-page.ts";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export const firefoxAvailable = () => existsSync(FIREFOX_PATH);

/**
 * Debian's Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi.
 * Without JavaScript, the page's scripts are off (BiDi's scripting emulation);
 * the driver's own queries still run.
 */
export async function openFirefox(baseUrl: string, { javaScript = true }: OpenOptions = {}): Promise<EnginePage> {
  const browser = await launch({ browser: "firefox", executablePath: FIREFOX_PATH, headless: true });
  const page = await browser.newPage();
  if (!javaScript) await page.setJavaScriptEnabled(false);
  const query = (selector: string) => (isXPath(selector) ? `::-p-xpath(${selector})` : selector);
  const first = async (selector: string): Promise<ElementHandle | null> => page.$(query(selector));
  return {
    goto: async (path) => {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: "load" });
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    click: async (selector) => {
      const element = await page.waitForSelector(query(selector), { visible: true });
      await element?.click();
    },
    type: async (selector, text) => {
      const element = await page.waitForSelector(query(selector), { visible: true });
      await element?.type(text);
    },
    pressEscape: () => page.keyboard.press("Escape"),
    hover: async (selector) => {
      const element = await page.waitForSelector(query(selector));
      await element?.hover();
    },
    scrollIntoView: async (selector) => {
      const element = await page.waitForSelector(query(selector));
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

import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { remote } from "webdriverio";
import { freePort } from "../e2e/global-setup.ts";
import type { EnginePage, OpenOptions } from "./engine-page.ts";

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? "/usr/bin/WebKitWebDriver";
/** WebKitGTK's MiniBrowser, the browser WebKitWebDriver drives (Debian's webkit2gtk-driver). */
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** WebKit needs its driver, its browser and a display (xvfb-run gives one under CI; scripts/test-engines.ts). */
export const webkitAvailable = () => existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER) && Boolean(process.env.DISPLAY);

async function startDriver(port: number): Promise<ChildProcess> {
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: "ignore" });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return driver;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  driver.kill();
  throw new Error("WebKitWebDriver did not answer within 10 s");
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, with webdriverio on the
 * classic WebDriver protocol. Without JavaScript, WebKit drops the page's
 * scripts as it parses it (WebKitSettings' enable-javascript-markup, a
 * MiniBrowser option); the driver's own scripts still run.
 */
export async function openWebKit(baseUrl: string, { javaScript = true }: OpenOptions = {}): Promise<EnginePage> {
  const port = await freePort();
  const driver = await startDriver(port);
  const browser = await remote({
    logLevel: "warn",
    hostname: "127.0.0.1",
    port,
    path: "/",
    capabilities: {
      browserName: "MiniBrowser",
      "wdio:enforceWebDriverClassic": true,
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation", ...(javaScript ? [] : ["--enable-javascript-markup=false"])] },
    } as WebdriverIO.Capabilities,
  });
  // At once, not smoothly as the page's own CSS may ask: a click must find the element where it was measured.
  const scrollToMiddle = (element: Awaited<ReturnType<WebdriverIO.Browser["$"]>>) =>
    browser.execute((node) => (node as unknown as Element).scrollIntoView({ block: "center", behavior: "instant" }), element);
  const first = async (selector: string) => {
    const element = await browser.$(selector);
    return (await element.isExisting()) ? element : undefined;
  };
  return {
    goto: async (path) => {
      await browser.url(new URL(path, baseUrl).href);
    },
    setViewport: (width, height) => browser.setWindowSize(width, height),
    click: async (selector) => {
      const element = browser.$(selector);
      await element.waitForDisplayed();
      await element.click();
    },
    type: async (selector, text) => {
      const element = browser.$(selector);
      await element.waitForDisplayed();
      await element.addValue(text);
    },
    pressEscape: () => browser.keys("Escape"),
    hover: async (selector) => {
      const element = await browser.$(selector);
      await element.waitForExist();
      await scrollToMiddle(element);
      await element.moveTo();
    },
    scrollIntoView: async (selector) => {
      const element = await browser.$(selector);
      await element.waitForExist();
      await scrollToMiddle(element);
    },
    currentUrl: () => browser.getUrl(),
    evaluate: async <Value>(expression: string) => (await browser.execute(`return (${expression});`)) as Value,
    isShown: async (selector) => (await (await first(selector))?.isDisplayed()) ?? false,
    textOf: async (selector) => {
      const element = await first(selector);
      return element ? ((await browser.execute((node) => (node as unknown as Element).textContent ?? "", element)) as string) : undefined;
    },
    attributeOf: async (selector, name) => (await first(selector))?.getAttribute(name),
    close: async () => {
      await browser.deleteSession().catch(() => undefined);
      driver.kill();
    },
  };
}

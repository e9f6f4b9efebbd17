/**
 * The little the engine smoke tests ask of a browser, so one set of
 * scenarios (smoke-scenarios.ts) runs in Firefox (puppeteer-core over
 * WebDriver BiDi) and in WebKit (webdriverio over WebKitWebDriver's classic
 * protocol). Elements are named by CSS or, where a text is what a visitor
 * sees, by XPath (both drivers take either).
 */
export type EnginePage = {
  goto: (path: string) => Promise<void>;
  setViewport: (width: number, height: number) => Promise<void>;
  /** Waits for the element, then clicks it as a user would. */
  click: (selector: string) => Promise<void>;
  /** Waits for the field, then types into it. */
  type: (selector: string, text: string) => Promise<void>;
  pressEscape: () => Promise<void>;
  /** Waits for the element, then moves the mouse over it (what hydrates an island on first use). */
  hover: (selector: string) => Promise<void>;
  /** Scrolls the element into the middle of the viewport (content there fades in as it enters). */
  scrollIntoView: (selector: string) => Promise<void>;
  /** The page's address now (after a post and its redirect too), read by the driver, not by the page's script. */
  currentUrl: () => Promise<string>;
  /** The value of a JavaScript expression evaluated in the page (JSON-like values only). */
  evaluate: <Value>(expression: string) => Promise<Value>;
  /** Whether an element matches and is shown (not hidden, not display:none). */
  isShown: (selector: string) => Promise<boolean>;
  /** The text of the first element that matches, or undefined when none does. */
  textOf: (selector: string) => Promise<string | undefined>;
  attributeOf: (selector: string, name: string) => Promise<string | null | undefined>;
  close: () => Promise<void>;
};

/** An XPath for the element whose own text, spaces normalised, is `text` (a button, a summary, a link). */
export const byText = (text: string, element = "*") => `//${element}[normalize-space(.)=${xpathString(text)}]`;

function xpathString(text: string): string {
  if (!text.includes('"')) return `"${text}"`;
  return `concat(${text.split('"').map((part) => `"${part}"`).join(`, '"', `)})`;
}

/** How a browser is opened: with the page's own scripts (the default) or with none, as a visitor who turned them off. */
export type OpenOptions = { javaScript?: boolean };

export const isXPath = (selector: string) => selector.startsWith("//") || selector.startsWith("(//");

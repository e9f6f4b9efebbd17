// Lighthouse through its Node API, driving Debian's Chromium with the flags
// the end-to-end tests use: the mobile default (Moto G Power, simulated slow
// 4G, 4× CPU slowdown) or the desktop preset.
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromiumFlags } from "../playwright.config.ts";
import type { LighthouseRun } from "./lighthouse-median.ts";

export type { LighthouseRun };
export type FormFactor = "mobile" | "desktop";
export const FORM_FACTORS: readonly FormFactor[] = ["mobile", "desktop"];

const ALL_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Chromium for Lighthouse: CHROME_PATH or Debian's, with the end-to-end tests' flags. */
export function launchChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: chromiumFlags, logLevel: "silent" });
}

/** Lighthouse's trace recording now and then fails (NO_NAVSTART, NO_FCP under load): such runs are repeated. */
const ATTEMPTS = 3;

/** One Lighthouse run of one URL. */
export async function lighthouseRun(
  url: string,
  chromePort: number,
  formFactor: FormFactor,
  categories: readonly string[] = ALL_CATEGORIES,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, chromePort, formFactor, categories);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`  (retrying: ${(error as Error).message})`);
    }
  }
}

async function lighthouseOnce(
  url: string,
  chromePort: number,
  formFactor: FormFactor,
  categories: readonly string[] = ALL_CATEGORIES,
): Promise<LighthouseRun> {
  const flags = { port: chromePort, output: "json" as const, logLevel: "error" as const, onlyCategories: [...categories] };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const category = (id: string) => lhr.categories[id]?.score ?? null;
  const failing = Object.values(lhr.categories).flatMap((cat) =>
    cat.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a !== undefined && a.score !== null && a.score < 1)
      .map((a) => `${a!.id} (${Math.round((a!.score ?? 0) * 100)})`),
  );
  return {
    performance: category("performance"),
    accessibility: category("accessibility"),
    bestPractices: category("best-practices"),
    seo: category("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    fcp: audit("first-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    transferBytes: audit("total-byte-weight"),
    failing: [...new Set(failing)],
  };
}

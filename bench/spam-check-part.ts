// The benchmark's part "spam-check" (issue 24 §1): what the lead forms'
// proof-of-work check costs. On the server, in this process: challenges
// issued and solutions verified per second, one after another (the
// verification is two HMACs; issuing derives one PBKDF2 key). In the browser,
// on the benchmark's phone profile (Lighthouse's mobile preset: a 412×823
// screen and the CPU slowed 4×), against the built site: the time from the
// challenge's arrival to the form's post for a visitor who presses Send the
// moment they reach the form (the send waits for the solution), which is the
// solve with its worker's start-up.
import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHALLENGE_PATH } from "../contract/leads/lead-challenge.ts";
import { leadRoute } from "../contract/leads/lead-paths.ts";
import { chromiumFlags } from "../playwright.config.ts";
import { challengeKeys, checkChallenge, issueChallenge } from "../server/api/lead-challenge/lead-challenge.ts";
import { signedChallenge, solvedPayload } from "../server/api/lead-challenge/solved-payload.ts";
import { machine, now } from "./machine.ts";
import { PHONE_VIEWPORT } from "./page-load-weight.ts";
import { startSiteServer } from "./processes.ts";
import type { SpamCheckPart } from "./results-types.ts";
import { median } from "./stats.ts";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** Lighthouse's mobile preset. */
const PHONE_CPU_SLOWDOWN = 4;
const KEY = "bench-challenge-key-of-at-least-32-characters";

/** Calls of `run` per second, one after another, over about `seconds`. */
async function perSecond(run: (i: number) => Promise<unknown>, seconds: number): Promise<number> {
  const start = performance.now();
  let calls = 0;
  while (performance.now() - start < seconds * 1000) await run(calls++);
  return calls / ((performance.now() - start) / 1000);
}

async function measureServerSide(): Promise<SpamCheckPart["server"]> {
  const keys = challengeKeys(KEY);
  const payloads = await Promise.all(Array.from({ length: 200 }, async () => solvedPayload(await signedChallenge(KEY))));
  for (const payload of payloads) if ((await checkChallenge(payload, keys)).outcome !== "solved") throw new Error("a bench payload did not verify");
  const verificationsPerSecond = await perSecond((i) => checkChallenge(payloads[i % payloads.length], keys), 3);
  const challengesPerSecond = await perSecond(() => issueChallenge(keys), 3);
  return { verificationsPerSecond, challengesPerSecond };
}

/** One visit: the contact form reached and sent at once; milliseconds from the challenge's arrival to the post. */
async function timeOneSolve(browser: Awaited<ReturnType<typeof chromium.launch>>, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
    await page.goto(`${origin}/contact-get-involved`);
    const form = page.getByRole("form", { name: "Contact form" });
    const challengeArrived = page.waitForResponse((response) => new URL(response.url()).pathname === CHALLENGE_PATH).then(() => performance.now());
    const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === leadRoute("contact")).then((request) => {
      if (!request.postData()?.includes('name="altcha"')) throw new Error("the form was sent without its solution");
      return performance.now();
    });
    await form.getByRole("textbox", { name: "Name", exact: true }).focus();
    await page.locator('form[aria-label="Contact form"][data-ready="true"]').waitFor();
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Bench Visitor");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("bench@example.in");
    await form.getByRole("textbox", { name: "Message", exact: true }).fill("Timing the spam check on a phone.");
    await form.getByRole("button", { name: "Send Message" }).click();
    return (await posted) - (await challengeArrived);
  } finally {
    await context.close();
  }
}

export async function measureSpamCheck(buildDir: string, runs: number, log: (text: string) => void): Promise<SpamCheckPart> {
  const started = { measuredAt: now(), machine: machine() };
  const server = await measureServerSide();
  log(`  server: ${server.verificationsPerSecond.toFixed(0)} verifications/s, ${server.challengesPerSecond.toFixed(0)} challenges issued/s (one after another, one process)`);
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-bench-data-"));
  const site = await startSiteServer({ BUILD_DIR: buildDir, DATA_DIR: dataDir, RATE_LIMIT_MAX: "1000000", RATE_LIMIT_VERIFIED_MAX: "1000000" });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: chromiumFlags });
  try {
    const solveMs: number[] = [];
    for (let run = 0; run < runs; run++) solveMs.push(await timeOneSolve(browser, site.url));
    const browserSide = { cpuSlowdown: PHONE_CPU_SLOWDOWN, viewport: PHONE_VIEWPORT, solveMs, medianMs: median(solveMs) };
    log(`  phone profile (CPU ${PHONE_CPU_SLOWDOWN}× slower): solve ${browserSide.medianMs.toFixed(0)} ms median of ${runs} (${solveMs.map((ms) => ms.toFixed(0)).join(", ")})`);
    return { ...started, server, browser: browserSide };
  } finally {
    await browser.close();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

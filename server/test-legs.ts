import { type Env, isCi } from "./ci-environment.ts";

/**
 * Legs of the tests that need something a machine may lack: PostgreSQL at
 * TEST_DATABASE_URL, Debian's nginx. On a developer's machine a leg that
 * cannot run is skipped and said loudly (a banner). Under CI, which installs
 * and starts all of them (.ci/run), a leg that cannot run is a broken CI: it
 * fails the run, or a green build would hide that half the checks never ran.
 */
export type TestLeg = {
  /** What does not run: "PostgreSQL leg". */
  name: string;
  /** Why not: "TEST_DATABASE_URL is not set". */
  missing: string;
  /** What was checked instead: "Only SQLite was tested." */
  instead: string;
  /** How to run it: "Set TEST_DATABASE_URL=postgres://... (bash .ci/run does) to test both engines." */
  howToRun: string;
};

export type MissingLegVerdict = "skip with banner" | "fail";


/** What becomes of a leg that cannot run here: skipped with a banner on a developer's machine, a failure under CI. */
export function missingLegVerdict(env: Env = process.env): MissingLegVerdict {
  return isCi(env) ? "fail" : "skip with banner";
}

/** The banner printed when a leg is skipped. */
export function missingLegBanner(leg: TestLeg): string {
  const line = "!".repeat(78);
  return `\n${line}\n!! ${leg.name} NOT run: ${leg.missing}.\n!! ${leg.instead} ${leg.howToRun}\n${line}\n`;
}

/** Thrown while a test file is collected, under CI, when one of its legs cannot run. */
export class MissingLegError extends Error {
  constructor(leg: TestLeg, env: Env) {
    super(`${leg.name} must run under CI (CI=${env.CI ?? ""}), but ${leg.missing}. ${leg.howToRun}`);
    this.name = "MissingLegError";
  }
}

const bannered = new Set<string>();

/**
 * Call while a test file is collected (top level or a describe callback) when
 * one of its legs cannot run. Under CI it throws, which fails the whole test
 * file wherever it is called, even inside a describe that is skipped. Otherwise
 * it prints the leg's banner, once per test file (vitest loads this module
 * afresh for each file) and leg; the caller skips the leg's tests.
 */
export function reportMissingLeg(leg: TestLeg, env: Env = process.env): void {
  if (missingLegVerdict(env) === "fail") throw new MissingLegError(leg, env);
  if (bannered.has(leg.name)) return;
  bannered.add(leg.name);
  console.warn(missingLegBanner(leg));
}

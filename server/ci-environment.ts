/** An environment as read here: process.env, or a test's stand-in. */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * Whether this is a CI run: CI set to anything but "", "0" or "false" (CI=true,
 * CI=1, GitHub's CI=true…). The tests fail a leg that cannot run under CI
 * (test-legs.ts); the server logs JSON there (logging.ts).
 */
export function isCi(env: Env = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== "" && value !== "0" && value !== "false";
}

/** The engines' vitest config (tests/engines). */
export const ENGINES_CONFIG = "vitest.engines.config.ts";

/**
 * The command that runs the engine smoke tests: vitest with the engines'
 * config, the arguments passed on. WebKitGTK's browser needs a display:
 * without one, the run goes under xvfb-run when it is there.
 */
export function engineTestCommand(args: readonly string[], { node, display, xvfbRun }: { node: string; display: string | undefined; xvfbRun: string | undefined }): string[] {
  const vitest = [node, "node_modules/vitest/vitest.mjs", "run", "--config", ENGINES_CONFIG, ...args];
  return !display && xvfbRun ? [xvfbRun, "-a", ...vitest] : vitest;
}

/** The engines' vitest config when none is named: the React Router build's smoke tests. */
export const DEFAULT_ENGINES_CONFIG = "vitest.engines.config.ts";

/** A vitest config file named as the first argument: `vitest.engines-astro.config.ts`. */
const VITEST_CONFIG = /^vitest\.[\w-]+\.config\.ts$/;

/**
 * The command that runs the engine smoke tests: vitest with the config the
 * first argument names (the React Router build's by default), the other
 * arguments passed on. WebKitGTK's browser needs a display: without one, the
 * run goes under xvfb-run when it is there.
 */
export function engineTestCommand(args: readonly string[], { node, display, xvfbRun }: { node: string; display: string | undefined; xvfbRun: string | undefined }): string[] {
  const [first, ...rest] = args;
  const [config, passedOn] = first !== undefined && VITEST_CONFIG.test(first) ? [first, rest] : [DEFAULT_ENGINES_CONFIG, args];
  const vitest = [node, "node_modules/vitest/vitest.mjs", "run", "--config", config, ...passedOn];
  return !display && xvfbRun ? [xvfbRun, "-a", ...vitest] : vitest;
}

// `npm run typecheck:astro`: type-checks the .astro page and layout shells
// (their frontmatter and the props they pass to components), which `tsc` does
// not read. @astrojs/check runs on the TypeScript 5/6 compiler API while the
// project compiles with TypeScript 7, so it lives in a package of its own
// (tools/astro-check, with its own lockfile and TypeScript 6), installed here
// on first use.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const TOOL_DIR = "tools/astro-check";
const CHECKER = `${TOOL_DIR}/node_modules/@astrojs/check/bin/astro-check.js`;
const INSTALLED_MARKER = `${TOOL_DIR}/node_modules/.package-lock.json`;

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const installedIsCurrent =
  existsSync(CHECKER) && existsSync(INSTALLED_MARKER) && statSync(INSTALLED_MARKER).mtimeMs >= statSync(`${TOOL_DIR}/package-lock.json`).mtimeMs;
if (!installedIsCurrent) run("npm", ["ci", "--prefix", TOOL_DIR, "--no-audit", "--no-fund"]);

run(process.execPath, [CHECKER, "--root", ".", "--minimumSeverity", "warning", "--minimumFailingSeverity", "warning"]);

// `npm run test:engines`: the Firefox and WebKit smoke tests against the built
// site. WebKitGTK's browser needs a display: without one, the run goes under
// xvfb-run (Debian's xvfb) when it is installed.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const vitest = ["node_modules/vitest/vitest.mjs", "run", "--config", "vitest.engines.config.ts", ...process.argv.slice(2)];
const XVFB_RUN = "/usr/bin/xvfb-run";
const command = !process.env.DISPLAY && existsSync(XVFB_RUN) ? [XVFB_RUN, "-a", process.execPath, ...vitest] : [process.execPath, ...vitest];
const result = spawnSync(command[0] as string, command.slice(1), { stdio: "inherit" });
process.exit(result.status ?? 1);

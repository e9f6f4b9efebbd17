// `npm run test:engines`: the Firefox and WebKit smoke tests against the built
// site. WebKitGTK's browser needs a display: without one, the run goes under
// xvfb-run (Debian's xvfb) when it is installed.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { engineTestCommand } from "./engine-test-command.ts";

const XVFB_RUN = "/usr/bin/xvfb-run";
const [command, ...args] = engineTestCommand(process.argv.slice(2), {
  node: process.execPath,
  display: process.env.DISPLAY,
  xvfbRun: existsSync(XVFB_RUN) ? XVFB_RUN : undefined,
});
const result = spawnSync(command as string, args, { stdio: "inherit" });
process.exit(result.status ?? 1);

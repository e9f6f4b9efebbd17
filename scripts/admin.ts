// `npm run admin -- create-user EMAIL [--role admin|staff]`, `reset-password EMAIL`,
// `set-role EMAIL admin|staff` and `list-users`: staff accounts of the inbox (see server/cli/admin-cli.ts).
import { runAdminCli } from "../server/cli/admin-cli.ts";

process.exitCode = await runAdminCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env });

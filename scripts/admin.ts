// `npm run admin -- create-user EMAIL` and `npm run admin -- reset-password EMAIL`:
// staff accounts of the inbox (see server/cli/admin-cli.ts).
import { runAdminCli } from "../server/cli/admin-cli.ts";

process.exitCode = await runAdminCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env });

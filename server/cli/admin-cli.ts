import type { Writable } from "node:stream";
import { ADMIN_SIGN_IN_PATH } from "../../contract/staff-inbox/inbox-paths.ts";
import { hashPassword, passwordProblem } from "../api/admin/password-hash.ts";
import { loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { recordAudit } from "../db/audit-log-repository.ts";
import { type StaffAccount, createStaffUser, listStaffAccounts, resetStaffPassword, setStaffRole } from "../db/staff-users-repository.ts";
import { parseAdminArgs } from "./admin-cli-args.ts";
import { type PasswordInput, PasswordInputError, hiddenPrompter, readFirstLine } from "./read-password.ts";

export type AdminCliIo = {
  stdin: PasswordInput;
  stdout: Writable;
  stderr: Writable;
  env: NodeJS.ProcessEnv;
  /** Opens the database; by default the one DATA_DIR or DATABASE_URL names (tests pass their own). */
  open?: () => Promise<Database>;
};

const USAGE = `Staff accounts of the inbox at ${ADMIN_SIGN_IN_PATH}.

  npm run admin -- create-user EMAIL [--role admin|staff]
                                           create an account (staff unless --role admin)
  npm run admin -- reset-password EMAIL    set a new password (signs the account out everywhere)
  npm run admin -- set-role EMAIL admin|staff
                                           change an account's role (the last admin stays one)
  npm run admin -- list-users              every account: e-mail, role, created

Admins can do everything; staff work the leads but cannot erase, export,
list the people a breach touched or manage accounts.
The password is asked for without showing it, or read from the first line of
standard input when it is piped. It is never taken as an argument.
Each change is written to the audit log as made by "npm run admin".
Works on the database DATA_DIR or DATABASE_URL names.
`;

/** How the audit log names this tool as the actor (there is no signed-in staff member). */
export const CLI_ACTOR = "npm run admin";

/** `npm run admin -- <command> …`; resolves to the exit code. */
export async function runAdminCli(args: readonly string[], io: AdminCliIo): Promise<number> {
  const parsed = parseAdminArgs(args);
  if (!parsed.ok) {
    if (parsed.problem === "") io.stdout.write(USAGE);
    else io.stderr.write(`${parsed.problem}\n${parsed.showUsage ? `\n${USAGE}` : ""}`);
    return 2;
  }
  const { command } = parsed;
  if (command.command === "help") {
    io.stdout.write(USAGE);
    return 0;
  }

  let password: string | undefined;
  if (command.command === "create-user" || command.command === "reset-password") {
    try {
      password = await readNewPassword(io, command.email);
    } catch (error) {
      io.stderr.write(`${(error as Error).message}\n`);
      return 1;
    }
    const problem = passwordProblem(password);
    if (problem) {
      io.stderr.write(`${problem}\n`);
      return 1;
    }
  }

  let database: Database;
  try {
    database = await (io.open ?? (() => openConfiguredDatabase(io.env)))();
  } catch (error) {
    io.stderr.write(`Cannot open the database: ${(error as Error).message}\n`);
    return 1;
  }
  // Who ran the tool, as far as the machine knows: the audit log says "npm run admin" and this.
  const by = { by: CLI_ACTOR, ...(io.env.USER || io.env.LOGNAME ? { systemUser: io.env.USER || io.env.LOGNAME } : {}) };
  try {
    switch (command.command) {
      case "create-user": {
        const created = await createStaffUser(database, { email: command.email, passwordHash: await hashPassword(password as string), role: command.role });
        if (created === "exists") {
          io.stderr.write(`${command.email} already has an account. To set a new password: npm run admin -- reset-password ${command.email}\n`);
          return 1;
        }
        await recordAudit(database.db, { action: "staff-account-created", details: { account: command.email, role: command.role, ...by } });
        io.stdout.write(`Created the ${command.role} account ${command.email} (${database.location}). Sign in at ${ADMIN_SIGN_IN_PATH}.\n`);
        return 0;
      }
      case "reset-password": {
        if (!(await resetStaffPassword(database, command.email, await hashPassword(password as string)))) {
          io.stderr.write(`There is no staff account for ${command.email}. To create one: npm run admin -- create-user ${command.email}\n`);
          return 1;
        }
        await recordAudit(database.db, { action: "password-reset", details: { account: command.email, ...by } });
        io.stdout.write(`Set a new password for ${command.email}; its sessions have ended and its failed sign-ins are forgotten.\n`);
        return 0;
      }
      case "set-role": {
        const change = await setStaffRole(database, { email: command.email }, command.role, (trx, { account, from }) =>
          recordAudit(trx, { action: "role-change", details: { account: account.email, from, to: account.role, ...by } }),
        );
        if (change.outcome === "no-account") {
          io.stderr.write(`There is no staff account for ${command.email}. To create one: npm run admin -- create-user ${command.email} --role ${command.role}\n`);
          return 1;
        }
        if (change.outcome === "last-admin") {
          io.stderr.write(`${command.email} is the only admin, so it stays one: make someone else an admin first (npm run admin -- set-role EMAIL admin).\n`);
          return 1;
        }
        io.stdout.write(change.outcome === "unchanged" ? `${command.email} is already ${command.role}; nothing changed.\n` : `${command.email} is now ${command.role} (was ${change.from}).\n`);
        return 0;
      }
      case "list-users": {
        io.stdout.write(staffAccountsTable(await listStaffAccounts(database)));
        return 0;
      }
      default:
        throw new Error(`No such command: ${JSON.stringify(command satisfies never)}`);
    }
  } finally {
    if (!io.open) await database.close();
  }
}

/** list-users: one account a line, columns lined up; times in India. */
export function staffAccountsTable(accounts: readonly StaffAccount[]): string {
  if (accounts.length === 0) return "No staff accounts yet. To create one: npm run admin -- create-user EMAIL --role admin\n";
  const rows = [["E-mail", "Role", "Created (IST)"], ...accounts.map((account) => [account.email, account.role, indiaDateTime(account.createdAt)])];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => (row[column] as string).length)));
  return rows.map((row) => `${(row[0] as string).padEnd(widths[0] as number)}  ${(row[1] as string).padEnd(widths[1] as number)}  ${row[2]}`.trimEnd()).join("\n") + "\n";
}

const INDIA_OFFSET_MS = 330 * 60_000;
function indiaDateTime(date: Date): string {
  return new Date(date.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

async function readNewPassword(io: AdminCliIo, email: string): Promise<string> {
  if (!io.stdin.isTTY) {
    const line = await readFirstLine(io.stdin);
    if (line === "") throw new PasswordInputError("No password on standard input: pipe it in as the first line, or run the command in a terminal.");
    return line;
  }
  const ask = hiddenPrompter(io.stdin, io.stderr);
  const password = await ask(`New password for ${email}: `);
  const problem = passwordProblem(password);
  if (problem) throw new PasswordInputError(problem);
  const again = await ask("The same password again: ");
  if (again !== password) throw new PasswordInputError("The two passwords differ; nothing was changed.");
  return password;
}

function openConfiguredDatabase(env: NodeJS.ProcessEnv): Promise<Database> {
  const config = loadConfig(env);
  return openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
}

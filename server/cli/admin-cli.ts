import type { Writable } from "node:stream";
import { ADMIN_SIGN_IN_PATH } from "../../contract/staff-inbox/inbox-paths.ts";
import { hashPassword, passwordProblem } from "../api/admin/password-hash.ts";
import { loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { createStaffUser, normalizeStaffEmail, resetStaffPassword } from "../db/staff-users-repository.ts";
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

  npm run admin -- create-user EMAIL       create an account
  npm run admin -- reset-password EMAIL    set a new password (signs the account out everywhere)

The password is asked for without showing it, or read from the first line of
standard input when it is piped. It is never taken as an argument.
Works on the database DATA_DIR or DATABASE_URL names.
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `npm run admin -- <command> EMAIL`; resolves to the exit code. */
export async function runAdminCli(args: readonly string[], io: AdminCliIo): Promise<number> {
  const [command, emailArgument, ...rest] = args;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    io.stdout.write(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command !== "create-user" && command !== "reset-password") {
    io.stderr.write(`Unknown command "${command}".\n\n${USAGE}`);
    return 2;
  }
  if (emailArgument === undefined || rest.length > 0) {
    io.stderr.write(
      rest.length > 0 ? `Too many arguments: give only the e-mail address. Passwords are never taken as arguments.\n` : `Please give the staff member's e-mail address.\n\n${USAGE}`,
    );
    return 2;
  }
  const email = normalizeStaffEmail(emailArgument);
  if (!EMAIL.test(email) || email.length > 254) {
    io.stderr.write(`"${emailArgument}" is not an e-mail address.\n`);
    return 2;
  }

  let password: string;
  try {
    password = await readNewPassword(io, email);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n`);
    return 1;
  }
  const problem = passwordProblem(password);
  if (problem) {
    io.stderr.write(`${problem}\n`);
    return 1;
  }

  let database: Database;
  try {
    database = await (io.open ?? (() => openConfiguredDatabase(io.env)))();
  } catch (error) {
    io.stderr.write(`Cannot open the database: ${(error as Error).message}\n`);
    return 1;
  }
  try {
    const passwordHash = await hashPassword(password);
    if (command === "create-user") {
      const created = await createStaffUser(database, { email, passwordHash });
      if (created === "exists") {
        io.stderr.write(`${email} already has an account. To set a new password: npm run admin -- reset-password ${email}\n`);
        return 1;
      }
      io.stdout.write(`Created the staff account ${email} (${database.location}). Sign in at ${ADMIN_SIGN_IN_PATH}.\n`);
      return 0;
    }
    if (!(await resetStaffPassword(database, email, passwordHash))) {
      io.stderr.write(`There is no staff account for ${email}. To create one: npm run admin -- create-user ${email}\n`);
      return 1;
    }
    io.stdout.write(`Set a new password for ${email}; its sessions have ended and its failed sign-ins are forgotten.\n`);
    return 0;
  } finally {
    if (!io.open) await database.close();
  }
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

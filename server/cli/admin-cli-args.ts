import { type StaffRole, STAFF_ROLES, isStaffRole } from "../../contract/staff-inbox/staff-roles.ts";
import { normalizeStaffEmail } from "../db/staff-users-repository.ts";

/** What `npm run admin -- …` was asked to do. */
export type AdminCommand =
  | { command: "help" }
  | { command: "create-user"; email: string; role: StaffRole }
  | { command: "reset-password"; email: string }
  | { command: "set-role"; email: string; role: StaffRole }
  | { command: "list-users" };

/** A command, or why it cannot run (exit code 2 with the usage). `showUsage`: the problem is best followed by the usage text. */
export type ParsedAdminArgs = { ok: true; command: AdminCommand } | { ok: false; problem: string; showUsage: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ROLE_CHOICE = STAFF_ROLES.join(" or ");
const PASSWORD_NEVER = "Passwords are never taken as arguments.";

/** Reads the command line; checks the address and role, never takes a password. */
export function parseAdminArgs(args: readonly string[]): ParsedAdminArgs {
  const [command, ...rest] = args;
  if (command === undefined) return { ok: false, problem: "", showUsage: true };
  if (command === "help" || command === "--help" || command === "-h") return { ok: true, command: { command: "help" } };
  switch (command) {
    case "list-users":
      return rest.length === 0 ? { ok: true, command: { command } } : { ok: false, problem: "list-users takes no arguments.", showUsage: false };
    case "create-user": {
      const { positional, role, problem } = splitRoleOption(rest);
      if (problem) return { ok: false, problem, showUsage: false };
      if (positional.length > 1) return { ok: false, problem: `Too many arguments: give the e-mail address and, if you like, --role ${STAFF_ROLES.join("|")}. ${PASSWORD_NEVER}`, showUsage: false };
      return withEmail(positional[0], (email) => ({ command, email, role: role ?? "staff" }));
    }
    case "reset-password":
      if (rest.length > 1) return { ok: false, problem: `Too many arguments: give only the e-mail address. ${PASSWORD_NEVER}`, showUsage: false };
      return withEmail(rest[0], (email) => ({ command, email }));
    case "set-role": {
      const [emailArgument, role, ...extra] = rest;
      if (extra.length > 0) return { ok: false, problem: `Too many arguments: give the e-mail address and the role (${ROLE_CHOICE}).`, showUsage: false };
      if (emailArgument !== undefined && role === undefined) return { ok: false, problem: `Please give the role: ${ROLE_CHOICE}.`, showUsage: false };
      if (role !== undefined && !isStaffRole(role)) return { ok: false, problem: `"${role}" is not a role: give ${ROLE_CHOICE}.`, showUsage: false };
      return withEmail(emailArgument, (email) => ({ command, email, role: role as StaffRole }));
    }
    default:
      return { ok: false, problem: `Unknown command "${command}".`, showUsage: true };
  }
}

function withEmail(argument: string | undefined, make: (email: string) => AdminCommand): ParsedAdminArgs {
  if (argument === undefined) return { ok: false, problem: "Please give the staff member's e-mail address.", showUsage: true };
  const email = normalizeStaffEmail(argument);
  if (!EMAIL.test(email) || email.length > 254) return { ok: false, problem: `"${argument}" is not an e-mail address.`, showUsage: false };
  return { ok: true, command: make(email) };
}

/** `--role admin` or `--role=admin` anywhere after the command. */
function splitRoleOption(args: readonly string[]): { positional: string[]; role?: StaffRole; problem?: string } {
  const positional: string[] = [];
  let role: string | undefined;
  let seen = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--role" || arg.startsWith("--role=")) {
      if (seen) return { positional, problem: "Give --role once." };
      seen = true;
      role = arg === "--role" ? args[++i] : arg.slice("--role=".length);
      if (role === undefined || role === "") return { positional, problem: `--role needs a role: ${ROLE_CHOICE}.` };
      if (!isStaffRole(role)) return { positional, problem: `"${role}" is not a role: give ${ROLE_CHOICE}.` };
    } else if (arg.startsWith("--")) {
      return { positional, problem: `Unknown option "${arg}".` };
    } else {
      positional.push(arg);
    }
  }
  return role === undefined ? { positional } : { positional, role: role as StaffRole };
}

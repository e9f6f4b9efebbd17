import { sql } from "kysely";
import { type StaffRole, isStaffRole } from "../../contract/staff-inbox/staff-roles.ts";
import { isUniqueViolation, toDate, toNumber } from "./leads-repository.ts";
import type { Database } from "./open-database.ts";

export type StaffUser = { id: number; email: string; passwordHash: string; role: StaffRole };

/** A staff account as the team page and `npm run admin -- list-users` show it. */
export type StaffAccount = { id: number; email: string; role: StaffRole; createdAt: Date };

/** Staff e-mail addresses are compared in lower case, without surrounding spaces. */
export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates a staff account, `staff` unless made otherwise; "exists" when the address already has one. */
export async function createStaffUser(
  database: Database,
  { email, passwordHash, role = "staff" }: { email: string; passwordHash: string; role?: StaffRole },
  now: Date = new Date(),
): Promise<StaffUser | "exists"> {
  const normalized = normalizeStaffEmail(email);
  try {
    const row = await database.db
      .insertInto("staff_users")
      .values({ email: normalized, password_hash: passwordHash, created_at: now.toISOString(), password_changed_at: now.toISOString(), role })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: toNumber(row.id), email: normalized, passwordHash, role };
  } catch (error) {
    if (isUniqueViolation(error)) return "exists";
    throw error;
  }
}

export async function findStaffUser(database: Database, email: string): Promise<StaffUser | undefined> {
  const row = await database.db
    .selectFrom("staff_users")
    .select(["id", "email", "password_hash", "role"])
    .where("email", "=", normalizeStaffEmail(email))
    .executeTakeFirst();
  return row ? { id: toNumber(row.id), email: row.email, passwordHash: row.password_hash, role: roleOf(row.role) } : undefined;
}

/** Every staff account: admins first, then by e-mail address. */
export async function listStaffAccounts(database: Database): Promise<StaffAccount[]> {
  const rows = await database.db.selectFrom("staff_users").select(["id", "email", "role", "created_at"]).orderBy("role").orderBy("email").execute();
  return rows.map((row) => ({ id: toNumber(row.id), email: row.email, role: roleOf(row.role), createdAt: toDate(row.created_at) }));
}

export type RoleChange =
  | { outcome: "changed" | "unchanged"; account: StaffAccount; from: StaffRole }
  | { outcome: "no-account" }
  /** The account is the only admin: taking its role would leave nobody able to erase, export or manage accounts. */
  | { outcome: "last-admin"; account: StaffAccount };

/**
 * Gives an account a role; the last admin cannot stop being one. The check
 * and the change are one conditional update, and on PostgreSQL the admins'
 * rows are locked first, so two admins demoting each other at the same
 * moment cannot leave the team without one (SQLite runs one writer at a time).
 * `audit` runs in the same transaction when the role changed.
 */
export async function setStaffRole(
  database: Database,
  account: { id: number } | { email: string },
  role: StaffRole,
  audit?: (trx: Database["db"], change: { account: StaffAccount; from: StaffRole }) => Promise<void>,
): Promise<RoleChange> {
  return database.db.transaction().execute(async (trx) => {
    if (database.engine === "postgres") {
      await trx.selectFrom("staff_users").select("id").where("role", "=", "admin").orderBy("id").forUpdate().execute();
    }
    const found = await trx
      .selectFrom("staff_users")
      .select(["id", "email", "role", "created_at"])
      .where((eb) => ("id" in account ? eb("id", "=", account.id) : eb("email", "=", normalizeStaffEmail(account.email))))
      .executeTakeFirst();
    if (!found) return { outcome: "no-account" as const };
    const from = roleOf(found.role);
    const before: StaffAccount = { id: toNumber(found.id), email: found.email, role: from, createdAt: toDate(found.created_at) };
    if (from === role) return { outcome: "unchanged" as const, account: before, from };
    let update = trx.updateTable("staff_users").set({ role }).where("id", "=", found.id);
    if (from === "admin") update = update.where(sql<number>`(select count(*) from staff_users where role = 'admin' and id <> ${found.id})`, ">", 0);
    const updated = await update.returning("id").executeTakeFirst();
    if (!updated) return { outcome: "last-admin" as const, account: before };
    const after = { ...before, role };
    if (audit) await audit(trx, { account: after, from });
    return { outcome: "changed" as const, account: after, from };
  });
}

function roleOf(value: unknown): StaffRole {
  if (!isStaffRole(value)) throw new Error(`A staff account has an unknown role: ${String(value)}`);
  return value;
}

/**
 * Sets a new password: every session of the account ends and its failed
 * sign-in counter is cleared, in one transaction. False when there is no such account.
 */
export async function resetStaffPassword(database: Database, email: string, passwordHash: string, now: Date = new Date()): Promise<boolean> {
  const normalized = normalizeStaffEmail(email);
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("staff_users")
      .set({ password_hash: passwordHash, password_changed_at: now.toISOString() })
      .where("email", "=", normalized)
      .returning("id")
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom("staff_sessions").where("user_id", "=", row.id).execute();
    await trx.deleteFrom("sign_in_throttles").where("key", "=", accountThrottleKey(normalized)).execute();
    return true;
  });
}

/** The failed sign-in counter of an account (see sign-in-throttles-repository.ts). */
export function accountThrottleKey(email: string): string {
  return `account:${normalizeStaffEmail(email)}`;
}

export function addressThrottleKey(ip: string): string {
  return `ip:${ip}`;
}

import { isUniqueViolation, toNumber } from "./leads-repository.ts";
import type { Database } from "./open-database.ts";

export type StaffUser = { id: number; email: string; passwordHash: string };

/** Staff e-mail addresses are compared in lower case, without surrounding spaces. */
export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates a staff account; "exists" when the address already has one. */
export async function createStaffUser(
  database: Database,
  { email, passwordHash }: { email: string; passwordHash: string },
  now: Date = new Date(),
): Promise<StaffUser | "exists"> {
  const normalized = normalizeStaffEmail(email);
  try {
    const row = await database.db
      .insertInto("staff_users")
      .values({ email: normalized, password_hash: passwordHash, created_at: now.toISOString(), password_changed_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: toNumber(row.id), email: normalized, passwordHash };
  } catch (error) {
    if (isUniqueViolation(error)) return "exists";
    throw error;
  }
}

export async function findStaffUser(database: Database, email: string): Promise<StaffUser | undefined> {
  const row = await database.db
    .selectFrom("staff_users")
    .select(["id", "email", "password_hash"])
    .where("email", "=", normalizeStaffEmail(email))
    .executeTakeFirst();
  return row ? { id: toNumber(row.id), email: row.email, passwordHash: row.password_hash } : undefined;
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

import { createHash, randomBytes } from "node:crypto";
import { type StaffRole, isStaffRole } from "../../contract/staff-inbox/staff-roles.ts";
import { toDate, toNumber } from "./leads-repository.ts";
import type { Database } from "./open-database.ts";

export type StaffSession = {
  userId: number;
  email: string;
  /** Read with every request, so a changed role counts at once. */
  role: StaffRole;
  expiresAt: Date;
  /** Whether the request comes from the browser that signed in (the same User-Agent). */
  sameBrowser: boolean;
};

/** Only the token's hash is stored: a copy of the database opens no session. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * What a session remembers of the browser that opened it. A stolen cookie
 * replayed from another browser or a script carries another User-Agent and
 * ends the session; a thief who copies the header too is not stopped, but
 * the cookie is HttpOnly, Secure and SameSite=Strict, so stealing it already
 * takes control of the staff member's machine.
 */
export function hashUserAgent(userAgent: string | undefined): string {
  return createHash("sha256").update(`ua:${userAgent ?? ""}`, "utf8").digest("hex");
}

/** Opens a session for a staff member; the token goes in the cookie. */
export async function createStaffSession(
  database: Database,
  userId: number,
  { now, lifetimeMs, userAgent }: { now: Date; lifetimeMs: number; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await database.db
    .insertInto("staff_sessions")
    .values({
      token_hash: hashSessionToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      user_agent_hash: hashUserAgent(userAgent),
    })
    .execute();
  // Sessions that ran out are of no further use.
  await database.db.deleteFrom("staff_sessions").where("expires_at", "<=", now.toISOString()).execute();
  return { token, expiresAt };
}

/** The live session a token opens, with its staff member; undefined when unknown or expired. */
export async function findStaffSession(database: Database, token: string, now: Date, userAgent?: string): Promise<StaffSession | undefined> {
  const row = await database.db
    .selectFrom("staff_sessions")
    .innerJoin("staff_users", "staff_users.id", "staff_sessions.user_id")
    .select(["staff_sessions.user_id", "staff_users.email", "staff_users.role", "staff_sessions.expires_at", "staff_sessions.user_agent_hash"])
    .where("staff_sessions.token_hash", "=", hashSessionToken(token))
    .where("staff_sessions.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  // An unknown role (none should pass the column's check) opens nothing an admin could do.
  const role: StaffRole = isStaffRole(row.role) ? row.role : "staff";
  return { userId: toNumber(row.user_id), email: row.email, role, expiresAt: toDate(row.expires_at), sameBrowser: row.user_agent_hash === hashUserAgent(userAgent) };
}

export async function deleteStaffSession(database: Database, token: string): Promise<void> {
  await database.db.deleteFrom("staff_sessions").where("token_hash", "=", hashSessionToken(token)).execute();
}

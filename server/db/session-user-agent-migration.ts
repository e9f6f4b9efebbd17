import type { Transaction } from "kysely";
import type { DatabaseSchema } from "./schema.ts";

/**
 * "0007-session-user-agent": a staff session remembers a hash of the
 * browser's User-Agent at sign-in; a cookie that turns up from another
 * browser ends the session (staff-sessions-repository.ts). Sessions opened
 * before have no such hash and are ended: staff sign in once more.
 */
export async function addSessionUserAgent(db: Transaction<DatabaseSchema>): Promise<void> {
  await db.schema.alterTable("staff_sessions").addColumn("user_agent_hash", "text").execute();
  await db.deleteFrom("staff_sessions").execute();
}

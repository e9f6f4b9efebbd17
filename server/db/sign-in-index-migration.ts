import type { Transaction } from "kysely";
import type { DatabaseSchema } from "./schema.ts";

/**
 * "0009-audit-log-sign-ins": an index that finds an account's sign-ins from
 * one address in the audit log without reading the whole log. An account's
 * sign-in back-off spares the addresses its owner has signed in from
 * (hasSignedInFrom in sign-in-throttles-repository.ts), and any sign-in try
 * asks, so it must stay cheap however long the log grows.
 */
export async function indexAuditLogSignIns(db: Transaction<DatabaseSchema>): Promise<void> {
  await db.schema.createIndex("audit_log_sign_ins").on("audit_log").columns(["actor_id", "action", "ip", "at"]).execute();
}

import type { Database } from "../db/open-database.ts";

export type LogPurgeCounts = { auditEntries: number; staffSessions: number; signInThrottles: number; rightsRequests: number };

/**
 * The audit log and the security records (staff sessions, sign-in
 * throttles) older than `before` go (DPDP Rules 2025, Rule 6: kept a year at
 * least, then purged). A session counts from when it expired, a throttle
 * from its last failure. A data-rights request, which names the person's
 * address, is kept as long as the audit entries that record it, counted
 * from when it was closed; an open one stays.
 */
export async function purgeSecurityLogs(database: Database, before: Date): Promise<LogPurgeCounts> {
  const cutoff = before.toISOString();
  const { db } = database;
  const audit = await db.deleteFrom("audit_log").where("at", "<", cutoff).executeTakeFirst();
  const sessions = await db.deleteFrom("staff_sessions").where("expires_at", "<", cutoff).executeTakeFirst();
  const throttles = await db.deleteFrom("sign_in_throttles").where("last_failure_at", "<", cutoff).executeTakeFirst();
  const requests = await db.deleteFrom("data_rights_requests").where("closed_at", "<", cutoff).executeTakeFirst();
  return {
    auditEntries: Number(audit.numDeletedRows),
    staffSessions: Number(sessions.numDeletedRows),
    signInThrottles: Number(throttles.numDeletedRows),
    rightsRequests: Number(requests.numDeletedRows),
  };
}

import type { StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import { IST_OFFSET_SECONDS, type ReplyTargets, workingSeconds } from "../../contract/staff-inbox/reply-clock.ts";
import { claimJobRun, jobDay } from "../db/job-runs-repository.ts";
import { overdueSql, replyDueKeySql } from "../db/lead-work-clock-sql.ts";
import { toNumber } from "../db/leads-repository.ts";
import type { Database } from "../db/open-database.ts";
import { outboxRows } from "../db/outbox-rows.ts";
import { type OverdueLead, replyDigestMail } from "../mail/reply-digest-mail.ts";

export const REPLY_DIGEST_JOB = "reply-digest";

export type ReplyDigestOptions = {
  database: Database;
  targets: ReplyTargets;
  siteUrl: URL;
  /** The hour (IST, 6 to 23) from which the day's digest goes. */
  digestHour: number;
  /** This server, as named in the day's claim. */
  instance: string;
  now?: () => Date;
  leaseMs?: number;
};

export type ReplyDigestRun = { ran: false; reason: "not-a-working-day" | "too-early" | "claimed" } | { ran: true; owners: number; leads: number };

const DEFAULT_LEASE_MS = 5 * 60_000;

/** The day of the week (0 Monday … 6 Sunday) and the hour in India at `now`. */
export function indiaWeekdayAndHour(now: Date): { weekday: number; hour: number } {
  const ist = new Date(now.getTime() + IST_OFFSET_SECONDS * 1000);
  return { weekday: (ist.getUTCDay() + 6) % 7, hour: ist.getUTCHours() };
}

/**
 * Each owner's e-mail of their overdue leads, once a working day across every
 * server on the database: the day's claim row (job-runs-repository.ts) lets
 * one server do it, and the e-mails are written to the outbox in the same
 * transaction that marks the day done, so a run that dies leaves either all
 * of them or none, and the next run does the day then. From digestHour IST
 * (6 or later, so India's day and the claim's UTC day are the same day).
 */
export async function runReplyDigest(options: ReplyDigestOptions): Promise<ReplyDigestRun> {
  const { database, targets, instance } = options;
  const now = (options.now ?? (() => new Date()))();
  const { weekday, hour } = indiaWeekdayAndHour(now);
  if (weekday >= 5) return { ran: false, reason: "not-a-working-day" };
  if (hour < options.digestHour) return { ran: false, reason: "too-early" };
  const claim = await claimJobRun(database, REPLY_DIGEST_JOB, instance, now, options.leaseMs ?? DEFAULT_LEASE_MS);
  if (!claim) return { ran: false, reason: "claimed" };
  const rows = await database.db
    .selectFrom("leads")
    .innerJoin("lead_work", "lead_work.lead_id", "leads.id")
    .innerJoin("staff_users", "staff_users.id", "lead_work.owner_id")
    .select((eb) => ["leads.reference", "leads.kind", "staff_users.email", replyDueKeySql(database.engine, targets).as("due_key"), eb.ref("leads.id").as("id")])
    .where(() => overdueSql(database.engine, targets, now))
    .orderBy("staff_users.email")
    .orderBy("leads.id")
    .execute();
  const nowSeconds = workingSeconds(now);
  const byOwner = new Map<string, OverdueLead[]>();
  for (const row of rows) {
    const leads = byOwner.get(row.email) ?? [];
    leads.push({ reference: row.reference, kind: row.kind as StoredLeadKind, overdueSeconds: nowSeconds - toNumber(row.due_key ?? nowSeconds) });
    byOwner.set(row.email, leads);
  }
  const written = await database.db.transaction().execute(async (trx) => {
    for (const [owner, leads] of byOwner) {
      // A digest belongs to no one lead: lead_id is null, as for a rights request's mail.
      const digest = outboxRows(0, [replyDigestMail(owner, leads, options.siteUrl, now)], now).map((row) => ({ ...row, lead_id: null }));
      await trx.insertInto("mail_outbox").values(digest).execute();
    }
    const finished = await trx
      .updateTable("job_runs")
      .set({ finished_at: now.toISOString(), summary: JSON.stringify({ owners: byOwner.size, leads: rows.length }) })
      .where("job", "=", REPLY_DIGEST_JOB)
      .where("day", "=", jobDay(now))
      .where("claimed_by", "=", instance)
      .where("finished_at", "is", null)
      .executeTakeFirst();
    // The claim lapsed and another server took the day: it sends the digests, not this one.
    if (finished.numUpdatedRows === 0n) throw new ClaimLost();
    return true;
  }).catch((error: unknown) => {
    if (error instanceof ClaimLost) return false;
    throw error;
  });
  return written ? { ran: true, owners: byOwner.size, leads: rows.length } : { ran: false, reason: "claimed" };
}

class ClaimLost extends Error {}

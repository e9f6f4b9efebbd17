import { ERASURE_NOTICE_ADVANCE_DAYS, ERASURE_NOTICE_HOURS } from "../../contract/leads/data-retention.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The same moment `months` calendar months later (UTC), on the month's last
 * day when it has no such day: 31 Jan + 1 month is 28 (or 29) Feb, never 3 Mar.
 */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** A lead's erasure notice as the job reads it back. */
export type NoticeState = {
  /** The last activity the notice was reckoned from. */
  activityAt: Date;
  /** The date the e-mail states. */
  eraseOn: Date;
  /** When the mail worker sent it; undefined while it waits in the outbox (or failed). */
  sentAt: Date | undefined;
  /** Its e-mail is gone from the outbox unsent (the person withdrew consent, which drops queued mail): it told nobody. */
  lost?: boolean;
};

export type RetentionDecision =
  /** Still within its period (or its notice is not yet due). */
  | { action: "keep" }
  /** Write the notice now, stating this erasure date. */
  | { action: "notify"; eraseOn: Date }
  /** Activity since the notice (the clock starts again from it), or its e-mail was dropped unsent: the notice no longer holds. */
  | { action: "withdraw-notice" }
  /** Notice given, not yet sent or not yet 48 hours old, or its date not reached. */
  | { action: "wait" }
  | { action: "erase" };

/**
 * What the retention job does with one lead. Erasure needs a notice that
 * was *sent* (a queued one does not count: the mail server may be down) at
 * least ERASURE_NOTICE_HOURS ago, the date it states reached, and no
 * activity since it was written.
 */
export function retentionDecision(lead: { lastActivityAt: Date; notice: NoticeState | undefined }, now: Date, retentionMonths: number): RetentionDecision {
  const { lastActivityAt, notice } = lead;
  if (notice) {
    if (lastActivityAt.getTime() > notice.activityAt.getTime() || notice.lost) return { action: "withdraw-notice" };
    if (!notice.sentAt) return { action: "wait" };
    const earliest = Math.max(notice.eraseOn.getTime(), notice.sentAt.getTime() + ERASURE_NOTICE_HOURS * HOUR_MS);
    return now.getTime() >= earliest ? { action: "erase" } : { action: "wait" };
  }
  const dueAt = addMonths(lastActivityAt, retentionMonths);
  const advanceMs = ERASURE_NOTICE_ADVANCE_DAYS * DAY_MS;
  if (now.getTime() < dueAt.getTime() - advanceMs) return { action: "keep" };
  // Overdue leads (the job was off, or the period shortened) still get the full advance.
  return { action: "notify", eraseOn: new Date(Math.max(dueAt.getTime(), now.getTime() + advanceMs)) };
}

/** Leads whose own submission is older than this may be due a notice; newer ones cannot be. */
export function oldestUndueSubmission(now: Date, retentionMonths: number): Date {
  return new Date(addMonths(now, -retentionMonths).getTime() + ERASURE_NOTICE_ADVANCE_DAYS * DAY_MS);
}

import type { StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import { eraseLead } from "../db/inbox-repository.ts";
import { claimJobRun, finishJobRun, purgeJobRuns, renewJobRun } from "../db/job-runs-repository.ts";
import {
  type CandidateCursor,
  type RetentionCandidate,
  lastActivities,
  listRetentionCandidates,
  readNotices,
  withdrawNotice,
  writeNotice,
} from "../db/lead-retention-repository.ts";
import type { Database } from "../db/open-database.ts";
import { retentionNotice } from "../mail/retention-notice.ts";
import { type RetentionDecision, addMonths, oldestUndueSubmission, retentionDecision } from "./retention-decision.ts";
import { purgeSecurityLogs } from "./security-log-purge.ts";

export const RETENTION_JOB = "retention";

export type RetentionSettings = {
  /** Months of inactivity after which a lead is erased (LEAD_RETENTION_MONTHS). */
  leadRetentionMonths: number;
  /** Months the audit and security logs are kept (AUDIT_LOG_RETENTION_MONTHS). */
  auditLogRetentionMonths: number;
};

export type RetentionJobOptions = {
  database: Database;
  settings: RetentionSettings;
  siteUrl: URL;
  /** This server, as named in the day's claim. */
  instance: string;
  now?: () => Date;
  /** Where a reply to the notice of this kind of lead goes (the team inbox for the kind). */
  replyAddress?: (kind: StoredLeadKind) => string | undefined;
  /** Notices were queued: the mail worker can send them now. */
  onMailQueued?: () => void;
  batchSize?: number;
  /** How long the day's claim holds without renewal; renewed after every batch. */
  leaseMs?: number;
  /** Set when the server closes: the run stops after the lead in hand, its day left for the next run. */
  signal?: AbortSignal;
  /** Tests: called after each lead is dealt with; a throw stands for a run killed there. */
  afterLead?: (reference: string, decision: RetentionDecision["action"]) => void | Promise<void>;
};

export type RetentionSummary = {
  notified: number;
  withdrawn: number;
  waiting: number;
  erased: number;
  auditEntriesPurged: number;
  staffSessionsPurged: number;
  signInThrottlesPurged: number;
  rightsRequestsPurged: number;
};

export type RetentionRun =
  | { ran: false; reason: "claimed" }
  | { ran: true; finished: false; reason: "stopped" | "claim-lost"; summary: RetentionSummary }
  | { ran: true; finished: true; summary: RetentionSummary };

const DEFAULT_BATCH_SIZE = 200;
const DEFAULT_LEASE_MS = 10 * 60_000;

/**
 * One day's retention work, at most once a day across every server on the
 * database (claimJobRun): notices for leads whose period is about to end,
 * erasure of leads whose notice was sent long enough ago, and the purge of
 * old audit and security logs. Every step stands alone (a notice and its
 * e-mail are one transaction; an erasure is eraseLead's), so a run that dies
 * half-way leaves nothing half-done, and the next run carries on from what
 * the database says.
 */
export async function runRetentionJob(options: RetentionJobOptions): Promise<RetentionRun> {
  const { database, settings, instance, signal } = options;
  const clock = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const start = clock();
  const claim = await claimJobRun(database, RETENTION_JOB, instance, start, leaseMs);
  if (!claim) return { ran: false, reason: "claimed" };
  const summary: RetentionSummary = { notified: 0, withdrawn: 0, waiting: 0, erased: 0, auditEntriesPurged: 0, staffSessionsPurged: 0, signInThrottlesPurged: 0, rightsRequestsPurged: 0 };
  const submittedBefore = oldestUndueSubmission(start, settings.leadRetentionMonths);
  let cursor: CandidateCursor | undefined;
  for (;;) {
    const batch = await listRetentionCandidates(database, submittedBefore, cursor, options.batchSize ?? DEFAULT_BATCH_SIZE);
    const queued = summary.notified;
    for (const lead of await decide(database, batch, start, settings)) {
      if (signal?.aborted) return { ran: true, finished: false, reason: "stopped", summary };
      await act(options, lead, start, summary);
      await options.afterLead?.(lead.candidate.reference, lead.decision.action);
    }
    if (summary.notified > queued) options.onMailQueued?.();
    const last = batch.at(-1);
    if (!last || batch.length < (options.batchSize ?? DEFAULT_BATCH_SIZE)) break;
    cursor = { submittedAt: last.submittedAt.toISOString(), id: last.id };
    if (!(await renewJobRun(database, claim, clock(), leaseMs))) return { ran: true, finished: false, reason: "claim-lost", summary };
  }
  if (signal?.aborted) return { ran: true, finished: false, reason: "stopped", summary };
  const purged = await purgeSecurityLogs(database, addMonths(start, -settings.auditLogRetentionMonths));
  await purgeJobRuns(database, addMonths(start, -settings.auditLogRetentionMonths));
  summary.auditEntriesPurged = purged.auditEntries;
  summary.staffSessionsPurged = purged.staffSessions;
  summary.signInThrottlesPurged = purged.signInThrottles;
  summary.rightsRequestsPurged = purged.rightsRequests;
  return (await finishJobRun(database, claim, clock(), summary))
    ? { ran: true, finished: true, summary }
    : { ran: true, finished: false, reason: "claim-lost", summary };
}

type Decided = { candidate: RetentionCandidate; lastActivityAt: Date; decision: RetentionDecision };

async function decide(database: Database, batch: readonly RetentionCandidate[], now: Date, settings: RetentionSettings): Promise<Decided[]> {
  const activities = await lastActivities(database, batch);
  const notices = await readNotices(database, batch.map((lead) => lead.id));
  return batch.map((candidate) => {
    const lastActivityAt = activities.get(candidate.id) ?? candidate.submittedAt;
    const decision = retentionDecision({ lastActivityAt, notice: notices.get(candidate.id) }, now, settings.leadRetentionMonths);
    return { candidate, lastActivityAt, decision };
  });
}

async function act(options: RetentionJobOptions, { candidate, lastActivityAt, decision }: Decided, now: Date, summary: RetentionSummary): Promise<void> {
  const { database } = options;
  switch (decision.action) {
    case "keep":
      return;
    case "wait":
      summary.waiting += 1;
      return;
    case "notify": {
      const draft = retentionNotice(candidate, decision.eraseOn, options.siteUrl, options.replyAddress?.(candidate.kind));
      if (await writeNotice(database, candidate.id, { activityAt: lastActivityAt, eraseOn: decision.eraseOn, draft }, now)) summary.notified += 1;
      return;
    }
    case "withdraw-notice": {
      const notice = (await readNotices(database, [candidate.id])).get(candidate.id);
      if (notice) await withdrawNotice(database, candidate.id, notice.activityAt);
      summary.withdrawn += 1;
      return;
    }
    case "erase": {
      // Read again just before: a note or a new submission in the meantime keeps the lead.
      const [again] = await decide(database, [candidate], now, options.settings);
      if (again?.decision.action !== "erase") return;
      if (await eraseLead(database, candidate.reference, { job: "retention", now })) summary.erased += 1;
      return;
    }
  }
}

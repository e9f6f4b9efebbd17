import { randomUUID } from "node:crypto";
import type { LeadKind, StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import type { Database } from "../db/open-database.ts";
import { type JobTimer, jobTimer } from "./job-timer.ts";
import { type RetentionSettings, runRetentionJob } from "./retention-job.ts";

/** The retention job's settings as config.ts reads them (LEAD_RETENTION_MONTHS, AUDIT_LOG_RETENTION_MONTHS, RETENTION_JOB_*). */
export type RetentionConfig = RetentionSettings & { firstRunDelayMs: number; intervalMs: number };

type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type RetentionScheduleOptions = {
  retention: RetentionConfig;
  database: Database;
  siteUrl: URL;
  teamInbox: Readonly<Record<LeadKind, readonly string[]>>;
  log: Log;
  onMailQueued: () => void;
};

/** The daily retention run of this server (server/app.ts starts it when the app is ready and stops it on close). */
export function retentionSchedule({ retention, database, siteUrl, teamInbox, log, onMailQueued }: RetentionScheduleOptions): JobTimer {
  const instance = randomUUID();
  const { firstRunDelayMs, intervalMs, ...settings } = retention;
  return jobTimer({
    name: "retention",
    firstDelayMs: firstRunDelayMs,
    intervalMs,
    log,
    async run(signal) {
      const result = await runRetentionJob({
        database,
        settings,
        siteUrl,
        instance,
        signal,
        onMailQueued,
        replyAddress: (kind: StoredLeadKind) => (teamInbox as Readonly<Record<string, readonly string[]>>)[kind]?.[0],
      });
      if (!result.ran) return;
      log.info({ job: "retention", finished: result.finished, ...result.summary }, "retention job ran");
      if (result.summary.waiting > 0) {
        log.warn({ job: "retention", waiting: result.summary.waiting }, "leads past their retention period wait for their notice e-mail to be sent before they can be erased");
      }
    },
  });
}

import { randomUUID } from "node:crypto";
import type { ReplyTargets } from "../../contract/staff-inbox/reply-clock.ts";
import type { Database } from "../db/open-database.ts";
import { type JobTimer, jobTimer } from "./job-timer.ts";
import { runReplyDigest } from "./reply-digest.ts";

type Log = { info: (details: object, message: string) => void; error: (details: object, message: string) => void };

export type ReplyDigestScheduleOptions = {
  database: Database;
  targets: ReplyTargets;
  siteUrl: URL;
  digestHour: number;
  log: Log;
  onMailQueued: () => void;
  /** How often this server looks whether the day's digest is due (10 minutes). */
  intervalMs?: number;
};

/** This server's look, every few minutes, whether the day's digest of overdue leads is due (server/app.ts starts and stops it). */
export function replyDigestSchedule({ database, targets, siteUrl, digestHour, log, onMailQueued, intervalMs = 10 * 60_000 }: ReplyDigestScheduleOptions): JobTimer {
  const instance = randomUUID();
  return jobTimer({
    name: "reply-digest",
    firstDelayMs: 60_000,
    intervalMs,
    log,
    async run() {
      const result = await runReplyDigest({ database, targets, siteUrl, digestHour, instance });
      if (!result.ran) return;
      log.info({ job: "reply-digest", owners: result.owners, leads: result.leads }, "daily digest of overdue leads queued");
      if (result.owners > 0) onMailQueued();
    },
  });
}

import { z } from "zod";
import { STORED_LEAD_KINDS } from "../../../contract/leads/lead-paths.ts";
import { DEFAULT_REPLY_TARGET_HOURS, type ReplyTargets, parseReplyTargets } from "../../../contract/staff-inbox/reply-clock.ts";

/**
 * Working a lead from the environment (README's configuration table):
 * REPLY_TARGET_HOURS, the working hours (Monday to Friday, 09:30-18:00 IST)
 * within which a lead should have its first reply, 17 (two working days, the
 * contact page's promise) unless set; REPLY_TARGET_HOURS_BY_KIND, a kind's
 * own ("partnership=42.5,download-request=8.5"); REPLY_DIGEST_HOUR, the hour
 * (IST) from which the day's digest of overdue leads goes to their owners,
 * on working days.
 */

const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

export const LEAD_WORK_ENV = {
  REPLY_TARGET_HOURS: z.preprocess(blankAsUnset, z.coerce.number().positive().max(1000).default(DEFAULT_REPLY_TARGET_HOURS)),
  REPLY_TARGET_HOURS_BY_KIND: z.preprocess(
    blankAsUnset,
    z
      .string()
      .optional()
      .refine((text) => text === undefined || parseReplyTargets(text, 1, STORED_LEAD_KINDS) !== undefined, 'must be kind=hours pairs, such as "partnership=42.5,download-request=8.5"'),
  ),
  REPLY_DIGEST_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(6).max(23).default(9)),
};

export type LeadWorkConfig = { replyTargets: ReplyTargets; digestHour: number };

export function leadWorkConfig(env: { REPLY_TARGET_HOURS: number; REPLY_TARGET_HOURS_BY_KIND?: string | undefined; REPLY_DIGEST_HOUR: number }): LeadWorkConfig {
  const replyTargets = parseReplyTargets(env.REPLY_TARGET_HOURS_BY_KIND, env.REPLY_TARGET_HOURS, STORED_LEAD_KINDS);
  if (!replyTargets) throw new Error("REPLY_TARGET_HOURS_BY_KIND was checked before");
  return { replyTargets, digestHour: env.REPLY_DIGEST_HOUR };
}

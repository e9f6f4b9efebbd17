import type { StoredLeadKind } from "../leads/lead-paths.ts";

/**
 * The reply-time clock (issue 25, docs/decisions/0020-working-a-lead.md):
 * time is counted in the team's working hours, Monday to Friday, 09:30 to
 * 18:00 India Standard Time (8.5 hours a day); nights and weekends do not
 * count. Public holidays are not known to it. "Working time" is a count of
 * working seconds since a fixed Monday, so a lead's due moment is its
 * submission's working time plus its kind's target, and the server can sort
 * and filter by the same arithmetic in SQL (server/db/lead-work-clock-sql.ts).
 */

export const WORKDAY_START_SECONDS = 9 * 3600 + 30 * 60;
export const WORKDAY_END_SECONDS = 18 * 3600;
/** 8.5 hours. */
export const WORKDAY_SECONDS = WORKDAY_END_SECONDS - WORKDAY_START_SECONDS;
export const WORKWEEK_SECONDS = 5 * WORKDAY_SECONDS;
/** +05:30, no daylight saving. */
export const IST_OFFSET_SECONDS = 19_800;
const DAY_SECONDS = 86_400;

/** Two working days: the contact page's promise ("replies within two working days"). */
export const DEFAULT_REPLY_TARGET_HOURS = 17;

/** Each kind's target, in working hours. */
export type ReplyTargets = Readonly<Record<StoredLeadKind, number>>;

/** Working seconds from the Monday 29 December 1969 (IST) to `instant`, whole seconds. */
export function workingSeconds(instant: Date): number {
  const ist = Math.floor(instant.getTime() / 1000) + IST_OFFSET_SECONDS;
  const day = Math.floor(ist / DAY_SECONDS);
  const secondOfDay = ist - day * DAY_SECONDS;
  // 1 January 1970 was a Thursday: day 0 is weekday 3 counting Monday as 0.
  const weeks = Math.floor((day + 3) / 7);
  const weekday = day + 3 - weeks * 7;
  if (weekday >= 5) return weeks * WORKWEEK_SECONDS + WORKWEEK_SECONDS;
  const within = Math.min(Math.max(secondOfDay - WORKDAY_START_SECONDS, 0), WORKDAY_SECONDS);
  return weeks * WORKWEEK_SECONDS + weekday * WORKDAY_SECONDS + within;
}

/**
 * The first moment at which the working time reaches `seconds`: a count that
 * ends a working day is that day's 18:00, not the next morning's 09:30.
 */
export function instantOfWorkingSeconds(seconds: number): Date {
  let weeks = Math.floor(seconds / WORKWEEK_SECONDS);
  let rest = seconds - weeks * WORKWEEK_SECONDS;
  let weekday = Math.floor(rest / WORKDAY_SECONDS);
  let within = rest - weekday * WORKDAY_SECONDS;
  if (within === 0) {
    // The end of the working day before, rather than the start of this one.
    if (weekday === 0) {
      weeks -= 1;
      weekday = 4;
    } else {
      weekday -= 1;
    }
    within = WORKDAY_SECONDS;
    rest = weekday * WORKDAY_SECONDS + within;
  }
  const day = weeks * 7 - 3 + weekday;
  return new Date((day * DAY_SECONDS + WORKDAY_START_SECONDS + within - IST_OFFSET_SECONDS) * 1000);
}

/** When a reply is due: `targetHours` working hours after the lead came in. */
export function replyDueAt(submittedAt: Date, targetHours: number): Date {
  return instantOfWorkingSeconds(workingSeconds(submittedAt) + Math.round(targetHours * 3600));
}

/** Working seconds from `now` to `dueAt`; negative once overdue. */
export function workingSecondsLeft(dueAt: Date, now: Date): number {
  return workingSeconds(dueAt) - workingSeconds(now);
}

/** "1 working day 2 h 5 min", "45 min", "less than a minute": a span of working time in words. */
export function workingTimeText(seconds: number): string {
  const minutes = Math.floor(Math.abs(seconds) / 60);
  if (minutes === 0) return "less than a minute";
  const days = Math.floor(minutes / (WORKDAY_SECONDS / 60));
  const rest = minutes - days * (WORKDAY_SECONDS / 60);
  const hours = Math.floor(rest / 60);
  const mins = rest - hours * 60;
  const parts: string[] = [];
  if (days > 0) parts.push(`${days} working ${days === 1 ? "day" : "days"}`);
  if (hours > 0) parts.push(`${hours} h`);
  if (mins > 0) parts.push(`${mins} min`);
  return parts.join(" ");
}

/** A lead's clock as the inbox holds it: when a reply is due, and when (if) the clock stopped. */
export type ReplyClock = { dueAt: string; stoppedAt: string | null };

export type ReplyClockState =
  | { state: "stopped"; text: string }
  | { state: "running"; text: string; secondsLeft: number }
  | { state: "overdue"; text: string; secondsLeft: number };

/** Where the clock stands at `now`, in words that do not rely on colour. */
export function replyClockState(clock: ReplyClock, now: Date): ReplyClockState {
  if (clock.stoppedAt !== null) return { state: "stopped", text: "Replied" };
  const secondsLeft = workingSecondsLeft(new Date(clock.dueAt), now);
  if (secondsLeft < 0) return { state: "overdue", text: `Overdue by ${workingTimeText(secondsLeft)}`, secondsLeft };
  return { state: "running", text: `${workingTimeText(secondsLeft)} left`, secondsLeft };
}

/** Every kind at the same target. */
export function uniformReplyTargets(hours: number, kinds: readonly StoredLeadKind[]): ReplyTargets {
  return Object.fromEntries(kinds.map((kind) => [kind, hours])) as ReplyTargets;
}

const TARGET_ENTRY = /^([a-z-]+)\s*=\s*(\d+(?:\.\d+)?)$/;

/**
 * REPLY_TARGET_HOURS_BY_KIND: "partnership=42.5, download-request=8.5" (working
 * hours per kind), over the default. Undefined when it is not written so or
 * names a kind that does not exist.
 */
export function parseReplyTargets(text: string | undefined, defaultHours: number, kinds: readonly StoredLeadKind[]): ReplyTargets | undefined {
  const targets: Record<string, number> = { ...uniformReplyTargets(defaultHours, kinds) };
  for (const entry of (text ?? "").split(",").map((part) => part.trim()).filter(Boolean)) {
    const match = TARGET_ENTRY.exec(entry);
    if (!match?.[1] || !match[2] || !(kinds as readonly string[]).includes(match[1])) return undefined;
    const hours = Number(match[2]);
    if (!(hours > 0) || hours > 1000) return undefined;
    targets[match[1]] = hours;
  }
  return targets as ReplyTargets;
}

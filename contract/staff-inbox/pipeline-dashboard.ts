import type { StoredLeadKind } from "../leads/lead-paths.ts";
import type { LeadStatus } from "./lead-status.ts";

/**
 * The staff's pipeline dashboard (issue 25 "See the pipeline"): the leads of
 * the last DASHBOARD_WEEKS weeks by kind and by source, how long the team took
 * to reply, each owner's open and overdue leads, and where the leads stand.
 */
export const DASHBOARD_WEEKS = 12;

/** GET, below the API base: the dashboard's figures (staff session). */
export const DASHBOARD_API = "/admin/dashboard";
export const DASHBOARD_PATH = "/admin/dashboard";

/** Sources shown by name; the others are summed as OTHER_SOURCE. */
export const DASHBOARD_SOURCES_SHOWN = 5;
export const DIRECT_SOURCE = "Direct or unknown";
export const OTHER_SOURCE = "Other sources";

/** One line of a chart: a name and a count for each week, oldest first. */
export type WeeklySeries<Key extends string = string> = { key: Key; perWeek: number[] };

export type DashboardAnswer = {
  /** The Monday (IST) each week starts on, YYYY-MM-DD, oldest first. */
  weeks: string[];
  byKind: WeeklySeries<StoredLeadKind>[];
  /** Where the leads came from: the campaign source, else the referring site, else DIRECT_SOURCE; the largest first. */
  bySource: WeeklySeries[];
  /** Leads of the period with a reply-time clock: how many were answered, and in how many working hours. */
  firstReply: { answered: number; waiting: number; medianHours: number | null; p90Hours: number | null };
  /** Open leads (not closed) of any age, by owner (null: nobody), with those whose reply is overdue. */
  owners: { owner: string | null; open: number; overdue: number }[];
  /** The period's leads by where they stand now. */
  byStatus: { status: LeadStatus; count: number }[];
};

/** The source a lead is counted under: its campaign source, else the referring site's host, else none. */
export function leadSource(origin: { utmSource?: string; referrer?: string } | null): string {
  if (origin?.utmSource) return origin.utmSource.toLowerCase();
  if (origin?.referrer && URL.canParse(origin.referrer)) return new URL(origin.referrer).hostname.replace(/^www\./, "");
  return DIRECT_SOURCE;
}

/** The Monday (India Standard Time) of the week an instant falls in, YYYY-MM-DD. */
export function indiaWeekOf(instant: Date): string {
  const india = new Date(instant.getTime() + 330 * 60_000);
  const daysSinceMonday = (india.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() - daysSinceMonday)).toISOString().slice(0, 10);
}

/** The `count` weeks up to and including the one `now` falls in, by their Mondays, oldest first. */
export function dashboardWeeks(now: Date, count: number = DASHBOARD_WEEKS): string[] {
  const thisWeek = new Date(`${indiaWeekOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(thisWeek.getTime() - (count - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
}

/** The value below which a share `q` (0..1) of the sorted values lie (nearest rank); null for none. */
export function percentile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

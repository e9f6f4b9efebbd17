import { sql } from "kysely";
import type { StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import { STORED_LEAD_KINDS } from "../../contract/leads/lead-paths.ts";
import type { LeadOrigin } from "../../contract/leads/lead-origin.ts";
import {
  DASHBOARD_SOURCES_SHOWN,
  DASHBOARD_WEEKS,
  type DashboardAnswer,
  OTHER_SOURCE,
  type WeeklySeries,
  dashboardWeeks,
  indiaWeekOf,
  leadSource,
  percentile,
} from "../../contract/staff-inbox/pipeline-dashboard.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../contract/staff-inbox/lead-status.ts";
import { type ReplyTargets, workingSeconds } from "../../contract/staff-inbox/reply-clock.ts";
import { CLOCKED_KINDS, overdueSql } from "./lead-work-clock-sql.ts";
import { notSpamSql } from "./lead-spam-repository.ts";
import { toDate, toNumber } from "./leads-repository.ts";
import type { Database } from "./open-database.ts";

type PeriodLead = { kind: StoredLeadKind; status: LeadStatus; submitted_at: string | Date; origin: string | null; clock_stopped_at: string | Date | null };

/**
 * The dashboard's figures at `now` (contract/staff-inbox/pipeline-dashboard.ts):
 * the period's leads read once (kind, status, origin, when the clock stopped;
 * no personal data) and counted here, where the week, the source and the
 * working hours are plain functions shared with the rest of the inbox; the
 * owners' open and overdue leads counted by the database, over every open lead.
 */
export async function pipelineDashboard(database: Database, { now, targets, weeks = DASHBOARD_WEEKS }: { now: Date; targets: ReplyTargets; weeks?: number }): Promise<DashboardAnswer> {
  const weekStarts = dashboardWeeks(now, weeks);
  const periodStart = new Date(`${weekStarts[0]}T00:00:00+05:30`);
  const leads: PeriodLead[] = await database.db
    .selectFrom("leads")
    .leftJoin("lead_work", "lead_work.lead_id", "leads.id")
    .select(["leads.kind", "leads.status", "leads.submitted_at", "leads.origin", "lead_work.clock_stopped_at"])
    .where("leads.submitted_at", ">=", periodStart.toISOString())
    .where(notSpamSql())
    .execute();
  const owners = await database.db
    .selectFrom("leads")
    .leftJoin("lead_work", "lead_work.lead_id", "leads.id")
    .leftJoin("staff_users", "staff_users.id", "lead_work.owner_id")
    .select((eb) => [
      "staff_users.email as owner",
      eb.fn.countAll<number | string>().as("open"),
      eb.fn.sum<number | string>(sql`case when ${overdueSql(database.engine, targets, now)} then 1 else 0 end`).as("overdue"),
    ])
    .where("leads.status", "<>", "closed")
    .where(notSpamSql())
    .where("leads.kind", "in", CLOCKED_KINDS)
    .groupBy("staff_users.email")
    .execute();

  const weekIndex = new Map(weekStarts.map((week, i) => [week, i]));
  const tally = <Key extends string>(keyOf: (lead: PeriodLead) => Key): Map<Key, number[]> => {
    const series = new Map<Key, number[]>();
    for (const lead of leads) {
      const week = weekIndex.get(indiaWeekOf(toDate(lead.submitted_at)));
      if (week === undefined) continue;
      const key = keyOf(lead);
      const counts = series.get(key) ?? Array<number>(weekStarts.length).fill(0);
      counts[week]! += 1;
      series.set(key, counts);
    }
    return series;
  };
  const byKind = tally((lead) => lead.kind);
  const bySource = [...tally((lead) => leadSource(lead.origin === null ? null : (JSON.parse(lead.origin) as LeadOrigin))).entries()]
    .map(([key, perWeek]) => ({ key, perWeek }))
    .sort((a, b) => sum(b.perWeek) - sum(a.perWeek) || a.key.localeCompare(b.key));

  const clocked = leads.filter((lead) => (CLOCKED_KINDS as readonly string[]).includes(lead.kind));
  const replyHours = clocked
    .filter((lead) => lead.clock_stopped_at !== null)
    .map((lead) => (workingSeconds(toDate(lead.clock_stopped_at!)) - workingSeconds(toDate(lead.submitted_at))) / 3600)
    .sort((a, b) => a - b);

  return {
    weeks: weekStarts,
    byKind: STORED_LEAD_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({ key: kind, perWeek: byKind.get(kind)! })),
    bySource: topSources(bySource),
    firstReply: { answered: replyHours.length, waiting: clocked.length - replyHours.length, medianHours: percentile(replyHours, 0.5), p90Hours: percentile(replyHours, 0.9) },
    owners: owners
      .map((row) => ({ owner: row.owner, open: toNumber(row.open), overdue: toNumber(row.overdue ?? 0) }))
      .sort((a, b) => b.overdue - a.overdue || b.open - a.open || (a.owner ?? "~").localeCompare(b.owner ?? "~")),
    byStatus: LEAD_STATUSES.map((status) => ({ status, count: leads.filter((lead) => lead.status === status).length })),
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The largest sources by name, the rest added up as one. */
function topSources(sources: WeeklySeries[]): WeeklySeries[] {
  if (sources.length <= DASHBOARD_SOURCES_SHOWN + 1) return sources;
  const shown = sources.slice(0, DASHBOARD_SOURCES_SHOWN);
  const rest = sources.slice(DASHBOARD_SOURCES_SHOWN);
  return [...shown, { key: OTHER_SOURCE, perWeek: rest[0]!.perWeek.map((_, week) => sum(rest.map((source) => source.perWeek[week]!))) }];
}

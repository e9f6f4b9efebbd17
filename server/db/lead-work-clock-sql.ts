import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import { STORED_LEAD_KINDS } from "../../contract/leads/lead-paths.ts";
import {
  IST_OFFSET_SECONDS,
  type ReplyTargets,
  WORKDAY_END_SECONDS,
  WORKDAY_SECONDS,
  WORKDAY_START_SECONDS,
  WORKWEEK_SECONDS,
  workingSeconds,
} from "../../contract/staff-inbox/reply-clock.ts";
import type { OwnerFilter } from "../../contract/staff-inbox/lead-work.ts";
import type { Engine } from "./migrations.ts";
import { notSpamSql } from "./lead-spam-repository.ts";

/**
 * The reply-time clock in SQL, the same arithmetic as workingSeconds in
 * contract/staff-inbox/reply-clock.ts, on whole seconds, so the inbox can
 * filter to overdue leads and sort by the time left on either engine. A
 * lead's due key is its submission's working time plus its kind's target:
 * the working time at which its reply is due. Newsletter subscribers have no
 * clock (their key is null).
 */

/** The kinds with a clock. */
export const CLOCKED_KINDS = STORED_LEAD_KINDS.filter((kind) => kind !== "newsletter");

const DAY_SECONDS = 86_400;

function epochSeconds(engine: Engine, column: string): RawBuilder<number> {
  return engine === "sqlite"
    ? sql<number>`cast(strftime('%s', ${sql.ref(column)}) as integer)`
    : sql<number>`floor(extract(epoch from ${sql.ref(column)}))::bigint`;
}

/** Working seconds from the clock's fixed Monday to the time in `column` (positive times: integer division is floor). */
export function workingSecondsSql(engine: Engine, column: string): RawBuilder<number> {
  const ist = sql`(${epochSeconds(engine, column)} + ${sql.lit(IST_OFFSET_SECONDS)})`;
  const day = sql`(${ist} / ${sql.lit(DAY_SECONDS)})`;
  const secondOfDay = sql`(${ist} - ${day} * ${sql.lit(DAY_SECONDS)})`;
  const weeks = sql`((${day} + 3) / 7)`;
  const weekday = sql`(${day} + 3 - ${weeks} * 7)`;
  const within = sql`case when ${secondOfDay} < ${sql.lit(WORKDAY_START_SECONDS)} then 0 when ${secondOfDay} > ${sql.lit(WORKDAY_END_SECONDS)} then ${sql.lit(WORKDAY_SECONDS)} else ${secondOfDay} - ${sql.lit(WORKDAY_START_SECONDS)} end`;
  return sql<number>`(${weeks} * ${sql.lit(WORKWEEK_SECONDS)} + case when ${weekday} >= 5 then ${sql.lit(WORKWEEK_SECONDS)} else ${weekday} * ${sql.lit(WORKDAY_SECONDS)} + ${within} end)`;
}

export const targetSeconds = (hours: number) => Math.round(hours * 3600);

/** The lead's due key (working seconds), null for a kind without a clock. */
export function replyDueKeySql(engine: Engine, targets: ReplyTargets): RawBuilder<number | null> {
  const cases = CLOCKED_KINDS.map((kind) => sql`when ${sql.lit(kind)} then ${sql.lit(targetSeconds(targets[kind]))}`);
  return sql<number | null>`(${workingSecondsSql(engine, "leads.submitted_at")} + case ${sql.ref("leads.kind")} ${sql.join(cases, sql` `)} else null end)`;
}

/** The lead's clock still runs: no reply sent, status never moved on from "new". */
export function clockRunningSql(): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from lead_work where lead_work.lead_id = ${sql.ref("leads.id")} and lead_work.clock_stopped_at is not null)`;
}

/** Overdue at `now`: a running clock whose due key has passed. */
export function overdueSql(engine: Engine, targets: ReplyTargets, now: Date): Expression<SqlBool> {
  // A lead marked spam is never overdue: left out of the overdue filter, the digest and the dashboard (issue 25).
  return sql<SqlBool>`(${clockRunningSql()} and ${replyDueKeySql(engine, targets)} < ${sql.lit(workingSeconds(now))} and ${notSpamSql()})`;
}

/** The owner filter: one staff member's leads, or the leads nobody owns. */
export function ownerSql(owner: number | "unassigned"): RawBuilder<SqlBool> {
  if (owner === "unassigned") {
    return sql<SqlBool>`not exists (select 1 from lead_work where lead_work.lead_id = ${sql.ref("leads.id")} and lead_work.owner_id is not null)`;
  }
  return sql<SqlBool>`exists (select 1 from lead_work where lead_work.lead_id = ${sql.ref("leads.id")} and lead_work.owner_id = ${owner})`;
}

/**
 * What the inbox's owner, overdue and time-left parts need besides the query:
 * the engine (its SQL for the clock), the targets, the time, and who "mine"
 * is. inbox-routes.ts adds it to the parsed query (leadWorkAware).
 */
export type InboxWork = { engine: Engine; targets: ReplyTargets; now: Date; staffId?: number };
export type WithInboxWork = { work?: InboxWork };

type LeadWorkFilters = { owner?: OwnerFilter; overdue?: true; sort?: "reply-due" } & WithInboxWork;

/** The WHERE conditions of the owner filter, the overdue filter and the sort by time left (which lists only running clocks). */
export function leadWorkConditions(filters: LeadWorkFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.owner !== undefined) {
    const owner = filters.owner === "mine" ? filters.work?.staffId : filters.owner;
    conditions.push(owner === undefined ? sql<SqlBool>`1 = 0` : ownerSql(owner));
  }
  if (filters.overdue || filters.sort === "reply-due") {
    const { work } = filters;
    if (!work) throw new Error("The inbox's reply-time parts need the lead-work context (leadWorkAware)");
    conditions.push(filters.overdue ? overdueSql(work.engine, work.targets, work.now) : sql<SqlBool>`(${clockRunningSql()} and ${replyDueKeySql(work.engine, work.targets)} is not null and ${notSpamSql()})`);
  }
  return conditions;
}

/** The query with its lead-work context. */
export function leadWorkAware<Q extends object>(query: Q, work: InboxWork): Q & WithInboxWork {
  return { ...query, work };
}

import type { Generated } from "kysely";

/**
 * Working a lead (lead-work-migration.ts, issue 25) as Kysely sees it; ids
 * and times as in the other tables (numbers or strings, ISO text or Dates).
 */
export type LeadWorkTables = {
  lead_work: LeadWorkTable;
  lead_replies: LeadRepliesTable;
};

/** Why a lead's reply-time clock stopped. */
export type ClockStop = "reply" | "status";

/** One row per lead the team has done something with: its owner and its clock. A lead without a row has no owner and a running clock. */
export type LeadWorkTable = {
  lead_id: number | string;
  owner_id: number | string | null;
  owner_assigned_at: string | Date | null;
  clock_stopped_at: string | Date | null;
  clock_stopped_by: ClockStop | null;
};

/** A reply sent from the inbox: the outbox message it is, who wrote it and the template it started from. */
export type LeadRepliesTable = {
  id: Generated<number | string>;
  lead_id: number | string;
  message_id: number | string;
  author_id: number | string | null;
  /** The template's name (contract/staff-inbox/reply-templates.ts). */
  template: string;
  created_at: string | Date;
};

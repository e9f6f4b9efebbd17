/**
 * The retention job's tables as Kysely sees them (lead-retention-migration.ts);
 * ids are numbers in SQLite and strings from pg, times ISO text in SQLite and
 * Dates from pg, as in the other tables.
 */
export type LeadRetentionTables = {
  lead_erasure_notices: LeadErasureNoticesTable;
  lead_retention_keeps: LeadRetentionKeepsTable;
  job_runs: JobRunsTable;
};

type Id = number | string;
type Time = string | Date;

export type LeadErasureNoticesTable = {
  lead_id: Id;
  activity_at: Time;
  erase_on: Time;
  message_id: Id | null;
  created_at: Time;
};

export type LeadRetentionKeepsTable = {
  lead_id: Id;
  kept_at: Time;
};

export type JobRunsTable = {
  job: string;
  day: string;
  claimed_by: string;
  claimed_until: Time;
  started_at: Time;
  finished_at: Time | null;
  summary: string | null;
};

import type { Generated } from "kysely";
import type { StaffRole } from "../../contract/staff-inbox/staff-roles.ts";

/**
 * The staff inbox's tables as Kysely sees them (see staff-inbox-migration.ts).
 * As with leads, ids are numbers in SQLite and strings from pg, and times are
 * ISO text in SQLite and Dates from pg; the repositories normalise them.
 */
export type StaffInboxTables = {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  sign_in_throttles: SignInThrottlesTable;
  lead_notes: LeadNotesTable;
  lead_status_changes: LeadStatusChangesTable;
  audit_log: AuditLogTable;
};

type Id = number | string;
type Time = string | Date;

export type StaffUsersTable = {
  id: Generated<Id>;
  /** Lower case. */
  email: string;
  /** scrypt$N$r$p$salt$key (see api/admin/password-hash.ts). */
  password_hash: string;
  created_at: Time;
  password_changed_at: Time;
  /** admin or staff (migration 0014); staff when not given. */
  role: Generated<StaffRole>;
};

export type StaffSessionsTable = {
  /** SHA-256 (hex) of the token in the cookie. */
  token_hash: string;
  user_id: Id;
  created_at: Time;
  expires_at: Time;
  /** SHA-256 (hex) of the User-Agent at sign-in (migration 0007); null only before it. */
  user_agent_hash: string | null;
};

export type SignInThrottlesTable = {
  /** "account:<email>" or "ip:<address>". */
  key: string;
  failures: number;
  last_failure_at: Time;
};

export type LeadNotesTable = {
  id: Generated<Id>;
  lead_id: Id;
  author_id: Id | null;
  body: string;
  created_at: Time;
};

export type LeadStatusChangesTable = {
  id: Generated<Id>;
  lead_id: Id;
  from_status: string;
  to_status: string;
  changed_by: Id | null;
  changed_at: Time;
};

export type AuditLogTable = {
  id: Generated<Id>;
  at: Time;
  actor_id: Id | null;
  actor_email: string | null;
  /** sign-in, sign-in-refused, sign-out, view, pitch-deck-download, export, status-change, note, erasure. */
  action: string;
  /** The lead's public reference; after an erasure nothing else of the lead is kept. */
  lead_reference: string | null;
  /** JSON without personal data: the status change, the export's filters and row count, the erased lead's kind. */
  details: string | null;
  ip: string | null;
};

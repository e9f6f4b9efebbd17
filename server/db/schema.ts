import type { Generated } from "kysely";
import type { StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import type { LeadStatus } from "../../contract/staff-inbox/lead-status.ts";
import type { StaffInboxTables } from "./staff-inbox-schema.ts";
import type { MailOutboxTables } from "./mail-outbox-schema.ts";
import type { RateLimitTables } from "./rate-limit-schema.ts";
import type { NewsletterTables } from "./newsletter-schema.ts";
import type { SpentChallengesTables } from "./spent-challenges-schema.ts";
import type { LeadVerification } from "../../contract/leads/lead-challenge.ts";
import type { LeadRetentionTables } from "./lead-retention-schema.ts";
import type { DataRightsTables } from "./data-rights-schema.ts";
import type { LeadWorkTables } from "./lead-work-schema.ts";
import type { WebhookTables } from "./webhooks-schema.ts";
import type { LeadSpamColumns } from "./lead-spam-schema.ts";

/**
 * The tables as Kysely sees them. Column values differ by engine and are
 * normalised in leads-repository.ts: ids are numbers in SQLite and strings
 * (bigint) from pg; submitted_at is ISO text in SQLite and a Date from pg;
 * pitch deck bytes are a Uint8Array in SQLite and a Buffer from pg.
 */
export type DatabaseSchema = {
  leads: LeadsTable;
  pitch_decks: PitchDecksTable;
  schema_migrations: SchemaMigrationsTable;
} & StaffInboxTables &
  MailOutboxTables &
  RateLimitTables &
  NewsletterTables &
  LeadRetentionTables &
  SpentChallengesTables &
  DataRightsTables &
  WebhookTables &
  LeadWorkTables;

export type LeadsTable = {
  id: Generated<number | string>;
  /** The public reference given to the visitor: CON-2026-7KQ3M9. */
  reference: string;
  kind: StoredLeadKind;
  /** Kept in its own column so an erasure request can find every lead of a person. */
  email: string;
  /** The form's fields as JSON text, only those the visitor filled in. */
  fields: string;
  submitted_at: string | Date;
  /** Where the team stands with the lead (staff inbox). */
  status: Generated<LeadStatus>;
  /** Name, e-mail, organisation and message in lower case, for the inbox search (lead-summary.ts). */
  search_text: Generated<string>;
  /** The Idempotency-Key the form sent with the lead; null without one (unique per kind). */
  idempotency_key: string | null;
  /** SHA-256 of the request that came with the key, to tell a retry from a different request. */
  request_hash: string | null;
  /** The spam check (migration 0011): null for leads stored before it. */
  verification: LeadVerification | null;
  /** When the person withdrew consent from their data-rights page (migration 0013); null while it stands. */
  consent_withdrawn_at: string | Date | null;
  /** Where the lead came from: JSON of a LeadOrigin (contract/leads/lead-origin.ts); null when nothing is known. */
  origin: string | null;
} & LeadSpamColumns;

export type PitchDecksTable = {
  lead_id: number | string;
  /** As the visitor's system named it; null when the browser sent none. */
  file_name: string | null;
  /** The type found in the bytes, not the browser's claim. */
  media_type: string;
  size_bytes: number;
  content: Uint8Array;
};

export type SchemaMigrationsTable = {
  name: string;
  applied_at: string;
};

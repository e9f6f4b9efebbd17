import type { Kysely } from "kysely";
import { toDate } from "./leads-repository.ts";
import type { DatabaseSchema } from "./schema.ts";

export type AuditAction =
  | "sign-in"
  | "sign-in-refused"
  | "sign-out"
  | "view"
  | "pitch-deck-download"
  | "export"
  | "status-change"
  | "note"
  | "mail-send-again"
  /** Staff listed the people whose data was held in a window (a breach): the window and the count, never the people. */
  | "breach-affected-list"
  | "erasure"
  /** The rights requests' trail (data-rights-repository.ts): the request's reference in lead_reference, no personal data. */
  | "rights-request"
  | "rights-request-view"
  | "rights-request-done"
  | "rights-request-declined"
  | "consent-withdrawn"
  /** Staff accounts (decision 0019): made, given a role, given a new password; by an admin on the team page or by `npm run admin` (no actor, details.by says so). */
  | "staff-account-created"
  | "role-change"
  | "password-reset"
  /** Working a lead (issue 25): its owner changed (from and to, staff addresses); a reply queued (the outbox message and template, not its text). */
  | "owner-change"
  | "reply"
  /** A lead's webhook delivery sent again from the inbox (decision 0021): the delivery's id, nothing of the event. */
  | "webhook-send-again"
  /** A lead marked spam, or not any more (issue 25, lead-spam-repository.ts): who, when, the reference; nothing the visitor typed. */
  | "spam-mark"
  | "spam-unmark"
  /** A person's page was read (every lead of an address): the lead it was opened from and how many leads, not the address. */
  | "person-view";

export type AuditEntry = {
  action: AuditAction;
  actor?: { id: number; email: string };
  leadReference?: string;
  /** Never personal data of a lead: statuses, counts, filters without the search words, a kind. */
  details?: Readonly<Record<string, unknown>>;
  ip?: string;
  at?: Date;
};

export type StoredAuditEntry = {
  at: Date;
  actorEmail: string | null;
  action: string;
  leadReference: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
};

/** Appends to the audit log; takes a transaction so an erasure and its entry commit together. */
export async function recordAudit(db: Kysely<DatabaseSchema>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: (entry.at ?? new Date()).toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      lead_reference: entry.leadReference ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      ip: entry.ip ?? null,
    })
    .execute();
}

/** The newest entries first. */
export async function readAuditLog(db: Kysely<DatabaseSchema>, limit = 100): Promise<StoredAuditEntry[]> {
  const rows = await db.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({
    at: toDate(row.at),
    actorEmail: row.actor_email,
    action: row.action,
    leadReference: row.lead_reference,
    details: row.details === null ? null : (JSON.parse(row.details) as Record<string, unknown>),
    ip: row.ip,
  }));
}


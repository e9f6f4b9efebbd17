/**
 * The spam mark's columns on `leads` (lead-spam-migration.ts, issue 25),
 * joined into LeadsTable in schema.ts; times and ids as in the other tables.
 */
export type LeadSpamColumns = {
  /** When a member of staff marked the lead spam; null while it is not. Spam is hidden from the inbox, its counts, the digest and the dashboard. */
  spam_marked_at: string | Date | null;
  /** Who marked it; null when not marked or once that account is gone. */
  spam_marked_by: number | string | null;
};

import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** The e2e server's database (global-setup's data directory), opened read-only beside it. */
export function leadDatabase(): DatabaseSync {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through the Playwright global setup");
  return new DatabaseSync(join(dataDir, "ankur.sqlite"), { readOnly: true });
}

export type StoredLead = { reference: string; kind: string; email: string; fields: string };

/** Every lead stored for an e-mail address. */
export function leadsFor(email: string): StoredLead[] {
  const db = leadDatabase();
  try {
    return db.prepare("select reference, kind, email, fields from leads where email = ?").all(email) as StoredLead[];
  } finally {
    db.close();
  }
}

/** The Idempotency-Key of every lead stored for an e-mail address (null for a lead sent without one). */
export function idempotencyKeysFor(email: string): (string | null)[] {
  const db = leadDatabase();
  try {
    const rows = db.prepare("select idempotency_key from leads where email = ?").all(email) as { idempotency_key: string | null }[];
    return rows.map((row) => row.idempotency_key);
  } finally {
    db.close();
  }
}

/** The spam check's outcome of every lead stored for an address ("verified", "unverified"; null before the check). */
export function verificationsFor(email: string): (string | null)[] {
  const db = leadDatabase();
  try {
    const rows = db.prepare("select verification from leads where email = ?").all(email) as { verification: string | null }[];
    return rows.map((row) => row.verification);
  } finally {
    db.close();
  }
}

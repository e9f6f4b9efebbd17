import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** The e2e server's outbox: the e-mails a lead caused (the e2e server has no SMTP_URL, so they wait). */
export type StoredMessage = { audience: string; recipients: string | null; subject: string; body: string; status: string };

export function messagesFor(reference: string): StoredMessage[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through the Playwright global setup");
  const db = new DatabaseSync(join(dataDir, "ankur.sqlite"), { readOnly: true });
  try {
    return db
      .prepare(
        "select m.audience, m.recipients, m.subject, m.body, m.status from mail_outbox m join leads l on l.id = m.lead_id where l.reference = ? order by m.id",
      )
      .all(reference) as StoredMessage[];
  } finally {
    db.close();
  }
}

/** What staff do in the inbox: set a lead's status (written beside the running server, as the inbox would). */
export function setLeadStatus(reference: string, status: string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through the Playwright global setup");
  const db = new DatabaseSync(join(dataDir, "ankur.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare("update leads set status = ? where reference = ?").run(status, reference);
  } finally {
    db.close();
  }
}

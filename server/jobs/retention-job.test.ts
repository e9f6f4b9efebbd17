import { describe, expect, it } from "vitest";
import { readAuditLog } from "../db/audit-log-repository.ts";
import { addLeadNote, changeLeadStatus } from "../db/inbox-repository.ts";
import { keepLead } from "../db/lead-retention-repository.ts";
import { assignOwner, sendReply } from "../db/lead-work-repository.ts";
import { insertLead, listLeads } from "../db/leads-repository.ts";
import type { Database } from "../db/open-database.ts";
import { claimMessages, markAttemptFailed, markSent } from "../db/outbox-repository.ts";
import { createStaffUser } from "../db/staff-users-repository.ts";
import { testEngines, useTestDatabase } from "../db/test-databases.ts";
import { type RetentionJobOptions, runRetentionJob } from "./retention-job.ts";

const SITE = new URL("https://ankur.example/");
const SETTINGS = { leadRetentionMonths: 24, auditLogRetentionMonths: 13 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Submitted 10 Jan 2024: its 24 months end on 10 Jan 2026 at 10:00 UTC; the notice is due a week before. */
const SUBMITTED = new Date("2024-01-10T10:00:00.000Z");
const DUE = new Date("2026-01-10T10:00:00.000Z");
const NOTICE_DUE = new Date(DUE.getTime() - 7 * DAY);

let sequence = 0;
async function addLead(database: Database, at: Date, email = `person${++sequence}@example.in`): Promise<string> {
  const saved = await insertLead(
    database,
    { kind: "contact", email, fields: { name: "Asha", message: "Hello" } },
    { newReference: () => `CON-2024-R${String(++sequence).padStart(5, "0")}`, now: () => at },
  );
  return saved.reference;
}

const run = (database: Database, at: Date, options: Partial<RetentionJobOptions> = {}) =>
  runRetentionJob({ database, settings: SETTINGS, siteUrl: SITE, instance: "server-a", now: () => at, ...options });

async function notices(database: Database) {
  return database.db.selectFrom("mail_outbox").select(["lead_id", "subject", "status"]).where("subject", "like", "We will erase your details%").execute();
}

/** The mail worker's part: every due message claimed and sent (or, with `fail`, failed for good). */
async function deliverMail(database: Database, at: Date, fail = false): Promise<number> {
  const claimed = await claimMessages(database, { now: at, batchSize: 100, claimMs: 60_000, maxAttempts: 10 });
  for (const message of claimed) {
    if (fail) await markAttemptFailed(database, message, { error: "550 mailbox unavailable", retryAt: undefined });
    else await markSent(database, message, { now: at, recipients: message.recipients ?? ["team@ankur.example"] });
  }
  return claimed.length;
}

async function references(database: Database): Promise<string[]> {
  return (await listLeads(database)).map((lead) => lead.reference);
}

describe.each(testEngines())("retention job on $name", (engine) => {
  const t = useTestDatabase(engine);
  const clearRuns = () => t.database.db.deleteFrom("job_runs").execute();

  it("sends one notice a week before the end, and erases only once it was sent and its date came", async () => {
    await clearRuns();
    const reference = await addLead(t.database, SUBMITTED);
    expect((await run(t.database, new Date(NOTICE_DUE.getTime() - 20 * HOUR))).ran).toBe(true);
    expect(await notices(t.database)).toHaveLength(0);

    const first = await run(t.database, NOTICE_DUE);
    expect(first).toMatchObject({ ran: true, finished: true, summary: { notified: 1 } });
    // The same day again: the day is done.
    expect(await run(t.database, new Date(NOTICE_DUE.getTime() + HOUR), { instance: "server-b" })).toEqual({ ran: false, reason: "claimed" });
    await deliverMail(t.database, new Date(NOTICE_DUE.getTime() + 2 * HOUR));
    for (let day = 1; day <= 6; day++) await run(t.database, new Date(NOTICE_DUE.getTime() + day * DAY));
    const sent = await notices(t.database);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.status).toBe("sent");
    // Six days after the notice, still there; on the stated date, erased.
    expect(await references(t.database)).toEqual([reference]);
    const erasing = await run(t.database, DUE);
    expect(erasing).toMatchObject({ finished: true, summary: { erased: 1 } });
    expect(await references(t.database)).toEqual([]);
    const [entry] = await readAuditLog(t.database.db, 1);
    expect(entry).toMatchObject({ action: "erasure", actorEmail: null, leadReference: reference, details: { kind: "contact", by: "retention" } });
  });

  it("erases nothing while the mail server is down: a queued or failed notice is not a notice", async () => {
    await clearRuns();
    const queued = await addLead(t.database, SUBMITTED);
    await run(t.database, NOTICE_DUE);
    const failed = await addLead(t.database, new Date(SUBMITTED.getTime() + DAY));
    await run(t.database, new Date(NOTICE_DUE.getTime() + DAY));
    // The first notice stays queued (no mail server); the second fails for good.
    await t.database.db.updateTable("mail_outbox").set({ next_attempt_at: "2099-01-01T00:00:00.000Z" }).where("subject", "like", `%${queued}%`).execute();
    expect(await deliverMail(t.database, new Date(NOTICE_DUE.getTime() + DAY + HOUR), true)).toBe(1);
    for (const days of [8, 30, 400]) {
      const result = await run(t.database, new Date(DUE.getTime() + days * DAY));
      expect(result).toMatchObject({ finished: true, summary: { erased: 0, notified: 0, waiting: 2 } });
    }
    expect((await references(t.database)).sort()).toEqual([queued, failed].sort());
    expect(await notices(t.database)).toHaveLength(2);
  });

  it("waits 48 hours after a notice that went out late", async () => {
    await clearRuns();
    const reference = await addLead(t.database, SUBMITTED);
    await run(t.database, NOTICE_DUE);
    const sentAt = new Date(DUE.getTime() - 10 * HOUR);
    await deliverMail(t.database, sentAt);
    await run(t.database, new Date(sentAt.getTime() + 47 * HOUR));
    expect(await references(t.database)).toEqual([reference]);
    await run(t.database, new Date(sentAt.getTime() + 72 * HOUR));
    expect(await references(t.database)).toEqual([]);
  });

  it("starts the clock again on a staff note, a status change, a keep, or a new submission from the same address", async () => {
    await clearRuns();
    const staff = await createStaffUser(t.database, { email: "staff@ankur.example", passwordHash: "x" });
    if (staff === "exists") throw new Error("staff user exists");
    const noted = await addLead(t.database, SUBMITTED);
    const changed = await addLead(t.database, SUBMITTED);
    const kept = await addLead(t.database, SUBMITTED);
    const again = await addLead(t.database, SUBMITTED, "Meera@Example.in");
    const idle = await addLead(t.database, SUBMITTED);
    await run(t.database, NOTICE_DUE);
    expect(await notices(t.database)).toHaveLength(5);
    await deliverMail(t.database, new Date(NOTICE_DUE.getTime() + HOUR));
    // The answers to the notice, two days later.
    const answered = new Date(NOTICE_DUE.getTime() + 2 * DAY);
    await addLeadNote(t.database, noted, "Asked us to keep it", { staff, now: answered });
    await changeLeadStatus(t.database, changed, "contacted", { staff, now: answered });
    await keepLead(t.database, kept, answered);
    await addLead(t.database, answered, "meera@example.IN");
    const onDue = await run(t.database, DUE);
    expect(onDue).toMatchObject({ summary: { erased: 1, withdrawn: 4 } });
    expect(await references(t.database)).not.toContain(idle);
    for (const reference of [noted, changed, kept, again]) expect(await references(t.database)).toContain(reference);
    // A new notice only as their new period ends (answered + 24 months - 7 days).
    await run(t.database, new Date(answered.getTime() + 700 * DAY));
    expect(await notices(t.database)).toHaveLength(5 - 1);
    const renewedDue = new Date("2028-01-05T10:00:00.000Z");
    await run(t.database, new Date(renewedDue.getTime() - 7 * DAY));
    // The four kept leads, and Meera's second submission, whose own period ends then too.
    const latest = await notices(t.database);
    expect(latest.filter((n) => n.status === "pending")).toHaveLength(5);
  });

  it("leaves a confirmed newsletter subscription alone while it lasts, and treats an ended one as any lead", async () => {
    await clearRuns();
    const subscribe = async (email: string, state: "confirmed" | "unsubscribed") => {
      const saved = await insertLead(t.database, { kind: "newsletter", email, fields: {} }, { newReference: () => `NWS-2024-R${String(++sequence).padStart(5, "0")}`, now: () => SUBMITTED });
      await t.database.db
        .insertInto("newsletter_subscriptions")
        .values({ lead_id: saved.id, email, state, confirm_nonce: null, signed_up_at: SUBMITTED.toISOString(), confirmed_at: SUBMITTED.toISOString(), unsubscribed_at: state === "unsubscribed" ? SUBMITTED.toISOString() : null })
        .execute();
      return saved.id;
    };
    const reading = await subscribe("reader@example.in", "confirmed");
    const left = await subscribe("left@example.in", "unsubscribed");
    await run(t.database, NOTICE_DUE);
    expect((await notices(t.database)).map((n) => Number(n.lead_id))).toEqual([Number(left)]);
    expect(reading).not.toBe(left);
  });

  it("writes a new notice when the first one's e-mail was dropped unsent (consent withdrawn drops queued mail)", async () => {
    await clearRuns();
    const reference = await addLead(t.database, SUBMITTED);
    await run(t.database, NOTICE_DUE);
    await t.database.db.deleteFrom("mail_outbox").where("subject", "like", `%${reference}%`).execute();
    expect(await run(t.database, new Date(NOTICE_DUE.getTime() + DAY))).toMatchObject({ summary: { withdrawn: 1, notified: 0 } });
    expect(await run(t.database, new Date(NOTICE_DUE.getTime() + 2 * DAY))).toMatchObject({ summary: { notified: 1 } });
    await deliverMail(t.database, new Date(NOTICE_DUE.getTime() + 2 * DAY + HOUR));
    // The new notice states a week from when it was written; not before.
    await run(t.database, new Date(DUE.getTime() + DAY));
    expect(await references(t.database)).toEqual([reference]);
    await run(t.database, new Date(NOTICE_DUE.getTime() + 9 * DAY));
    expect(await references(t.database)).toEqual([]);
  });

  it("starts the clock again on a reply from the inbox or the lead given to an owner (issue 25)", async () => {
    await clearRuns();
    const staff = await createStaffUser(t.database, { email: "owner@ankur.example", passwordHash: "x" });
    if (staff === "exists") throw new Error("staff user exists");
    const replied = await addLead(t.database, SUBMITTED);
    const owned = await addLead(t.database, SUBMITTED);
    const idle = await addLead(t.database, SUBMITTED);
    await run(t.database, NOTICE_DUE);
    await deliverMail(t.database, new Date(NOTICE_DUE.getTime() + HOUR));
    const answered = new Date(NOTICE_DUE.getTime() + 2 * DAY);
    const reply = await sendReply(t.database, replied, { template: "contact", subject: "Your message", body: "Thank you, we will call you." }, () => undefined, { staff, now: answered });
    expect(reply).toMatchObject({ messageId: expect.any(Number) });
    expect(await assignOwner(t.database, owned, staff.id, { staff, now: answered })).toBeTruthy();
    await run(t.database, DUE);
    const left = await references(t.database);
    expect(left).toContain(replied);
    expect(left).toContain(owned);
    expect(left).not.toContain(idle);
  });

  it("counts a request for a copy or a correction from the address as activity, but not a withdrawal", async () => {
    await clearRuns();
    const copied = await addLead(t.database, SUBMITTED, "Copy@Example.in");
    const withdrawn = await addLead(t.database, SUBMITTED, "gone@example.in");
    const asked = new Date(NOTICE_DUE.getTime() - 30 * DAY);
    for (const [reference, kind, email] of [
      ["DRQ-2025-000001", "access", "copy@example.in"],
      ["DRQ-2025-000002", "withdrawal", "gone@example.in"],
    ] as const) {
      await t.database.db
        .insertInto("data_rights_requests")
        .values({ reference, kind, email, state: "done", details: null, received_at: asked.toISOString(), due_at: asked.toISOString(), closed_at: asked.toISOString(), reason: null })
        .execute();
    }
    // A withdrawal also leaves a note on the lead, written by no staff member: not the team's activity.
    const withdrawnLead = await t.database.db.selectFrom("leads").select("id").where("reference", "=", withdrawn).executeTakeFirstOrThrow();
    await t.database.db.insertInto("lead_notes").values({ lead_id: withdrawnLead.id, author_id: null, body: "Consent withdrawn.", created_at: asked.toISOString() }).execute();
    await run(t.database, NOTICE_DUE);
    const written = await notices(t.database);
    expect(written).toHaveLength(1);
    expect(written[0]?.subject).toContain(withdrawn);
    expect(written[0]?.subject).not.toContain(copied);
    await t.database.db.deleteFrom("data_rights_requests").execute();
  });

  it("does the day's work once when two servers run it at the same moment", async () => {
    await clearRuns();
    for (let i = 0; i < 6; i++) await addLead(t.database, SUBMITTED);
    const [a, b] = await Promise.all([run(t.database, NOTICE_DUE, { instance: "server-a" }), run(t.database, NOTICE_DUE, { instance: "server-b" })]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(await notices(t.database)).toHaveLength(6);
    await deliverMail(t.database, new Date(NOTICE_DUE.getTime() + HOUR));
    const [c, d] = await Promise.all([run(t.database, DUE, { instance: "server-a" }), run(t.database, DUE, { instance: "server-b" })]);
    expect([c.ran, d.ran].sort()).toEqual([false, true]);
    expect(await references(t.database)).toEqual([]);
    const erasures = (await readAuditLog(t.database.db)).filter((entry) => entry.action === "erasure");
    expect(erasures).toHaveLength(6);
  });

  it("writes a notice once even when two runs race past the day's claim", async () => {
    await clearRuns();
    for (let i = 0; i < 4; i++) await addLead(t.database, SUBMITTED);
    // Two different days' claims, run at once: only the notices' own key keeps them apart.
    await Promise.all([run(t.database, NOTICE_DUE), run(t.database, new Date(NOTICE_DUE.getTime() + DAY))]);
    expect(await notices(t.database)).toHaveLength(4);
  });

  it("finishes a run killed half-way at the next run, sending nothing twice and erasing nothing early", async () => {
    await clearRuns();
    for (let i = 0; i < 3; i++) await addLead(t.database, SUBMITTED);
    let handled = 0;
    const dies = () => {
      handled += 1;
      if (handled === 1) throw new Error("killed");
    };
    await expect(run(t.database, NOTICE_DUE, { batchSize: 1, afterLead: dies })).rejects.toThrow("killed");
    expect(await notices(t.database)).toHaveLength(1);
    // The dead run's claim holds until its lease lapses; then the next run takes the day over.
    expect(await run(t.database, new Date(NOTICE_DUE.getTime() + 60_000), { instance: "server-b" })).toEqual({ ran: false, reason: "claimed" });
    const next = await run(t.database, new Date(NOTICE_DUE.getTime() + 11 * 60_000), { instance: "server-b" });
    expect(next).toMatchObject({ finished: true, summary: { notified: 2 } });
    expect(new Set((await notices(t.database)).map((n) => String(n.lead_id))).size).toBe(3);
    expect(await notices(t.database)).toHaveLength(3);

    await deliverMail(t.database, new Date(NOTICE_DUE.getTime() + HOUR));
    handled = 0;
    await expect(run(t.database, DUE, { batchSize: 1, afterLead: dies })).rejects.toThrow("killed");
    expect(await references(t.database)).toHaveLength(2);
    const rest = await run(t.database, new Date(DUE.getTime() + DAY));
    expect(rest).toMatchObject({ finished: true, summary: { erased: 2 } });
    expect((await readAuditLog(t.database.db)).filter((entry) => entry.action === "erasure")).toHaveLength(3);
  });

  it("stops between leads when the server closes, leaving the day to the next run", async () => {
    await clearRuns();
    for (let i = 0; i < 3; i++) await addLead(t.database, SUBMITTED);
    const controller = new AbortController();
    const stopped = await run(t.database, NOTICE_DUE, { signal: controller.signal, afterLead: () => controller.abort() });
    expect(stopped).toMatchObject({ ran: true, finished: false, reason: "stopped" });
    expect(await notices(t.database)).toHaveLength(1);
  });

  it("purges audit entries, expired sessions, old sign-in throttles and closed rights requests past the period, and keeps newer and open ones", async () => {
    await clearRuns();
    const now = new Date("2026-11-26T06:00:00.000Z");
    const old = new Date("2025-10-25T06:00:00.000Z");
    const recent = new Date("2025-10-27T06:00:00.000Z");
    const staff = await createStaffUser(t.database, { email: "audit@ankur.example", passwordHash: "x" });
    if (staff === "exists") throw new Error("staff user exists");
    for (const [at, action] of [
      [old, "sign-in"],
      [recent, "view"],
    ] as const) {
      await t.database.db.insertInto("audit_log").values({ at: at.toISOString(), actor_id: staff.id, actor_email: staff.email, action, lead_reference: null, details: null, ip: null }).execute();
    }
    for (const [token, at] of [
      ["old", old],
      ["recent", recent],
    ] as const) {
      await t.database.db
        .insertInto("staff_sessions")
        .values({ token_hash: token, user_id: staff.id, created_at: at.toISOString(), expires_at: at.toISOString(), user_agent_hash: null })
        .execute();
      await t.database.db.insertInto("sign_in_throttles").values({ key: `ip:${token}`, failures: 3, last_failure_at: at.toISOString() }).execute();
    }
    for (const [reference, closedAt] of [
      ["DRQ-2025-OLD001", old],
      ["DRQ-2025-NEW001", recent],
      ["DRQ-2025-OPEN01", null],
    ] as const) {
      await t.database.db
        .insertInto("data_rights_requests")
        .values({ reference, kind: "erasure", email: "asked@example.in", state: closedAt ? "done" : "open", details: null, received_at: old.toISOString(), due_at: old.toISOString(), closed_at: closedAt?.toISOString() ?? null, reason: null })
        .execute();
    }
    const result = await run(t.database, now);
    expect(result).toMatchObject({ summary: { auditEntriesPurged: 1, staffSessionsPurged: 1, signInThrottlesPurged: 1, rightsRequestsPurged: 1 } });
    expect((await t.database.db.selectFrom("data_rights_requests").select("reference").orderBy("reference").execute()).map((row) => row.reference)).toEqual(["DRQ-2025-NEW001", "DRQ-2025-OPEN01"]);
    expect((await readAuditLog(t.database.db)).map((entry) => entry.action)).toEqual(["view"]);
    expect((await t.database.db.selectFrom("staff_sessions").select("token_hash").execute()).map((row) => row.token_hash)).toEqual(["recent"]);
    expect((await t.database.db.selectFrom("sign_in_throttles").select("key").execute()).map((row) => row.key)).toEqual(["ip:recent"]);
  });
});

import type { Kysely, Transaction } from "kysely";
import type { StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import type { LeadReply, LeadWorkAnswer, LeadWorkRow, StaffMember } from "../../contract/staff-inbox/lead-work.ts";
import { type ReplyTargets, replyDueAt } from "../../contract/staff-inbox/reply-clock.ts";
import { replyDraft } from "../../contract/staff-inbox/reply-templates.ts";
import type { LeadMailState } from "../../contract/staff-inbox/lead-mail-states.ts";
import { leadReplyMail } from "../mail/lead-reply-mail.ts";
import { type AuditEntry, recordAudit } from "./audit-log-repository.ts";
import { CLOCKED_KINDS } from "./lead-work-clock-sql.ts";
import type { ClockStop } from "./lead-work-schema.ts";
import { toDate, toNumber } from "./leads-repository.ts";
import { summarizeLead } from "./lead-summary.ts";
import type { OutboxStatus } from "./mail-outbox-schema.ts";
import type { Database } from "./open-database.ts";
import { outboxRows } from "./outbox-rows.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * Working a lead (issue 25): its owner, its reply-time clock and replies
 * from the inbox. Every change is one transaction with its audit entry; a
 * reply is a visitor message in the mail outbox, sent by the mail worker
 * like every other.
 */

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
type StaffAction = { staff: { id: number; email: string }; now: Date; ip?: string };

const STATES: Readonly<Record<OutboxStatus, LeadMailState>> = { pending: "queued", sending: "sending", sent: "sent", failed: "failed" };

const hasClock = (kind: StoredLeadKind) => (CLOCKED_KINDS as readonly string[]).includes(kind);

async function findLead(db: Executor, reference: string) {
  return db
    .selectFrom("leads")
    .select(["id", "reference", "kind", "email", "fields", "submitted_at", "consent_withdrawn_at"])
    .where("reference", "=", reference)
    .executeTakeFirst();
}

function audit(action: StaffAction, entry: Omit<AuditEntry, "actor" | "at" | "ip">): AuditEntry {
  return { ...entry, actor: action.staff, at: action.now, ...(action.ip ? { ip: action.ip } : {}) };
}

/**
 * Stops a lead's clock if it still runs (the first reply, or the status moving
 * on from "new"); a stopped clock keeps its first stop. Call it in the
 * transaction of what stopped it.
 */
export async function stopReplyClock(db: Executor, leadId: number | string, by: ClockStop, now: Date): Promise<void> {
  await db
    .insertInto("lead_work")
    .values({ lead_id: leadId, owner_id: null, owner_assigned_at: null, clock_stopped_at: now.toISOString(), clock_stopped_by: by })
    .onConflict((oc) =>
      oc.column("lead_id").doUpdateSet({ clock_stopped_at: now.toISOString(), clock_stopped_by: by }).where("lead_work.clock_stopped_at", "is", null),
    )
    .execute();
}

/** The lead's work rows go with it (eraseLead calls this in its transaction, before the lead's outbox messages). */
export async function eraseLeadWork(db: Executor, leadId: number | string): Promise<void> {
  await db.deleteFrom("lead_replies").where("lead_id", "=", leadId).execute();
  await db.deleteFrom("lead_work").where("lead_id", "=", leadId).execute();
}

export async function listTeam(db: Executor): Promise<StaffMember[]> {
  const rows = await db.selectFrom("staff_users").select(["id", "email"]).orderBy("email").execute();
  return rows.map((row) => ({ id: toNumber(row.id), email: row.email }));
}

export type OwnerChange = { owner: StaffMember | null } | "no-lead" | "no-staff";

/** Gives a lead to a staff member, or to nobody (null), with an audit entry naming both (their addresses are staff's, not the person's). */
export async function assignOwner(database: Database, reference: string, ownerId: number | null, action: StaffAction): Promise<OwnerChange> {
  return database.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, reference);
    if (!lead) return "no-lead";
    let owner: StaffMember | null = null;
    if (ownerId !== null) {
      const row = await trx.selectFrom("staff_users").select(["id", "email"]).where("id", "=", ownerId).executeTakeFirst();
      if (!row) return "no-staff";
      owner = { id: toNumber(row.id), email: row.email };
    }
    const before = await trx
      .selectFrom("lead_work")
      .leftJoin("staff_users", "staff_users.id", "lead_work.owner_id")
      .select(["lead_work.owner_id", "staff_users.email"])
      .where("lead_work.lead_id", "=", lead.id)
      .executeTakeFirst();
    const previousId = before?.owner_id === null || before?.owner_id === undefined ? null : toNumber(before.owner_id);
    if (previousId === (owner?.id ?? null)) return { owner };
    const at = action.now.toISOString();
    await trx
      .insertInto("lead_work")
      .values({ lead_id: lead.id, owner_id: owner?.id ?? null, owner_assigned_at: at, clock_stopped_at: null, clock_stopped_by: null })
      .onConflict((oc) => oc.column("lead_id").doUpdateSet({ owner_id: owner?.id ?? null, owner_assigned_at: at }))
      .execute();
    await recordAudit(trx, audit(action, { action: "owner-change", leadReference: reference, details: { from: before?.email ?? null, to: owner?.email ?? null } }));
    return { owner };
  });
}

export type ReplyInput = { template: StoredLeadKind; subject: string; body: string };
export type ReplyResult = { messageId: number } | "no-lead" | "consent-withdrawn";

/**
 * Queues a reply to the lead's address in the outbox, records it (author,
 * template) and stops the clock, with an audit entry without its text: one
 * transaction, so a reply is either wholly there or not at all. Refused when
 * the person withdrew consent.
 */
export async function sendReply(database: Database, reference: string, input: ReplyInput, replyTo: (kind: StoredLeadKind) => string | undefined, action: StaffAction): Promise<ReplyResult> {
  return database.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, reference);
    if (!lead) return "no-lead";
    if (lead.consent_withdrawn_at !== null) return "consent-withdrawn";
    const draft = leadReplyMail({ to: lead.email, replyTo: replyTo(lead.kind), subject: input.subject, body: input.body });
    const [row] = outboxRows(lead.id, [draft], action.now);
    if (!row) throw new Error("no outbox row for the reply");
    const message = await trx.insertInto("mail_outbox").values(row).returning("id").executeTakeFirstOrThrow();
    await trx
      .insertInto("lead_replies")
      .values({ lead_id: lead.id, message_id: message.id, author_id: action.staff.id, template: input.template, created_at: action.now.toISOString() })
      .execute();
    await stopReplyClock(trx, lead.id, "reply", action.now);
    await recordAudit(trx, audit(action, { action: "reply", leadReference: reference, details: { message: toNumber(message.id), template: input.template } }));
    return { messageId: toNumber(message.id) };
  });
}

/** Everything the lead's page shows of its work. Undefined when there is no such lead. */
export async function readLeadWork(database: Database, reference: string, targets: ReplyTargets): Promise<LeadWorkAnswer | undefined> {
  const { db } = database;
  const lead = await findLead(db, reference);
  if (!lead) return undefined;
  const work = await db
    .selectFrom("lead_work")
    .leftJoin("staff_users", "staff_users.id", "lead_work.owner_id")
    .select(["lead_work.owner_id", "staff_users.email", "lead_work.clock_stopped_at", "lead_work.clock_stopped_by"])
    .where("lead_work.lead_id", "=", lead.id)
    .executeTakeFirst();
  const replies = await db
    .selectFrom("lead_replies")
    .innerJoin("mail_outbox", "mail_outbox.id", "lead_replies.message_id")
    .leftJoin("staff_users", "staff_users.id", "lead_replies.author_id")
    .select(["lead_replies.id", "lead_replies.message_id", "lead_replies.template", "lead_replies.created_at", "mail_outbox.subject", "mail_outbox.status", "mail_outbox.sent_at", "staff_users.email"])
    .where("lead_replies.lead_id", "=", lead.id)
    .orderBy("lead_replies.id")
    .execute();
  const fields = JSON.parse(lead.fields) as Record<string, string>;
  const submittedAt = toDate(lead.submitted_at);
  const owner = work?.owner_id !== null && work?.owner_id !== undefined && work.email ? { id: toNumber(work.owner_id), email: work.email } : null;
  const stoppedAt = work?.clock_stopped_at ? toDate(work.clock_stopped_at).toISOString() : null;
  return {
    reference: lead.reference,
    owner,
    team: await listTeam(db),
    clock: hasClock(lead.kind)
      ? { dueAt: replyDueAt(submittedAt, targets[lead.kind]).toISOString(), stoppedAt, targetHours: targets[lead.kind], stoppedBy: stoppedAt ? (work?.clock_stopped_by ?? null) : null }
      : null,
    canReply: lead.consent_withdrawn_at === null,
    draft: replyDraft(lead.kind, summarizeLead(fields).name, lead.reference),
    email: lead.email,
    replies: replies.map(
      (reply): LeadReply => ({
        id: toNumber(reply.id),
        messageId: toNumber(reply.message_id),
        subject: reply.subject,
        by: reply.email,
        template: reply.template,
        at: toDate(reply.created_at).toISOString(),
        state: STATES[reply.status],
        ...(reply.sent_at ? { sentAt: toDate(reply.sent_at).toISOString() } : {}),
      }),
    ),
  };
}

/** Owner and clock of one page of the inbox's leads: one query for at most a page of ids. */
export async function leadWorkOfPage(
  database: Database,
  leads: readonly { id: number; kind: StoredLeadKind; submittedAt: Date }[],
  targets: ReplyTargets,
): Promise<Map<number, LeadWorkRow>> {
  const rows =
    leads.length === 0
      ? []
      : await database.db
          .selectFrom("lead_work")
          .leftJoin("staff_users", "staff_users.id", "lead_work.owner_id")
          .select(["lead_work.lead_id", "staff_users.email", "lead_work.clock_stopped_at"])
          .where("lead_work.lead_id", "in", leads.map((lead) => lead.id))
          .execute();
  const byLead = new Map(rows.map((row) => [toNumber(row.lead_id), row]));
  return new Map(
    leads.map((lead) => {
      const work = byLead.get(lead.id);
      const replyClock = hasClock(lead.kind)
        ? { dueAt: replyDueAt(lead.submittedAt, targets[lead.kind]).toISOString(), stoppedAt: work?.clock_stopped_at ? toDate(work.clock_stopped_at).toISOString() : null }
        : null;
      return [lead.id, { owner: work?.email ?? null, replyClock }];
    }),
  );
}

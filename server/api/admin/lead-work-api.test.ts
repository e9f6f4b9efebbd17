import type { InjectOptions } from "fastify";
import { replyDraft } from "../../../contract/staff-inbox/reply-templates.ts";
import { describe, expect, it, vi } from "vitest";
import type { InboxPageAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { ADMIN_API } from "../../../contract/staff-inbox/inbox-paths.ts";
import { LEAD_WORK_API, LEAD_WORK_TEXT, type LeadWorkAnswer } from "../../../contract/staff-inbox/lead-work.ts";
import { readAuditLog } from "../../db/audit-log-repository.ts";
import { eraseLead, listInbox } from "../../db/inbox-repository.ts";
import { parseCursor } from "../../../contract/staff-inbox/inbox-query.ts";
import { STORED_LEAD_KINDS } from "../../../contract/leads/lead-paths.ts";
import { uniformReplyTargets } from "../../../contract/staff-inbox/reply-clock.ts";
import { withdrawConsent } from "../../db/data-rights-repository.ts";
import { testEngines } from "../../db/test-databases.ts";
import { SITE_ORIGIN, addLead, api, signedInAdminApp } from "./admin-test-helpers.ts";

/**
 * Working a lead through the admin API on both engines: owners (assign,
 * "me", nobody, audited, filtered), replies (queued in the outbox with
 * Reply-To the team, recorded, audited, refused after a withdrawal of
 * consent), the reply-time clock (stopped by a reply or a status change),
 * the overdue filter and the sort by time left.
 */

const FARAH = { email: "farah.khan@ankur.example.in", password: "Konkan-Monsoon-2026" };
const VIKRAM = { email: "vikram.rao@ankur.example.in", password: "Deccan-Plateau-2026" };
/** Thursday 26 November 2026, 15:00 IST. */
const NOW = new Date("2026-11-26T09:30:00.000Z");
const DEFAULT_TARGETS = uniformReplyTargets(17, STORED_LEAD_KINDS);
const ist = (text: string) => new Date(`${text}+05:30`);

describe.each(testEngines())("working a lead in the admin API on $name", (engine) => {
  const admin = signedInAdminApp(engine, {
    now: NOW,
    staff: FARAH,
    colleagues: [VIKRAM],
    env: { TEAM_INBOX: "team@ankur.example.in", TEAM_INBOX_PARTNERSHIP: "partners@ankur.example.in", REPLY_TARGET_HOURS_BY_KIND: "partnership=42.5" },
  });
  const { t } = admin;

  const call = (options: InjectOptions & { url: string }) => admin.app.inject({ ...options, headers: { cookie: admin.cookie, origin: SITE_ORIGIN, ...options.headers } });
  const work = async (reference: string) => {
    const res = await call({ method: "GET", url: api(LEAD_WORK_API.work(reference)) });
    expect(res.statusCode).toBe(200);
    return res.json<LeadWorkAnswer>();
  };
  const list = async (query: string) => {
    const res = await call({ method: "GET", url: `${api(ADMIN_API.leads)}?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<InboxPageAnswer>();
  };
  const setOwner = (reference: string, ownerId: unknown) =>
    call({ method: "PUT", url: api(LEAD_WORK_API.owner(reference)), headers: { "content-type": "application/json" }, payload: JSON.stringify({ ownerId }) });
  const reply = (reference: string, body: Record<string, unknown>) =>
    call({ method: "POST", url: api(LEAD_WORK_API.replies(reference)), headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
  const contact = (name: string, at: Date) => addLead(t.database, { kind: "contact", email: `${name.toLowerCase()}@example.in`, fields: { name, message: "Hello" } }, at, "CON");

  it("assigns a lead to me in one call, to a colleague, and to nobody, each audited; the list shows the owner and filters by it", async () => {
    const asha = await contact("Asha", ist("2026-11-25T11:00:00"));
    const ravi = await contact("Ravi", ist("2026-11-25T12:00:00"));
    await contact("Meena", ist("2026-11-25T13:00:00"));

    const mine = await setOwner(asha, "me");
    expect(mine.statusCode).toBe(200);
    expect(mine.json<LeadWorkAnswer>().owner?.email).toBe(FARAH.email);
    const team = (await work(asha)).team;
    expect((await call({ method: "GET", url: api(LEAD_WORK_API.team) })).json()).toEqual(team);
    expect(team.map((member) => member.email)).toEqual([FARAH.email, VIKRAM.email]);
    const vikram = team.find((member) => member.email === VIKRAM.email);
    expect((await setOwner(ravi, vikram?.id)).json<LeadWorkAnswer>().owner?.email).toBe(VIKRAM.email);

    const page = await list("");
    expect(page.leads.map((lead) => [lead.name, lead.owner])).toEqual([["Meena", null], ["Ravi", VIKRAM.email], ["Asha", FARAH.email]]);
    expect((await list("owner=mine")).leads.map((lead) => lead.name)).toEqual(["Asha"]);
    expect((await list(`owner=${vikram?.id}`)).leads.map((lead) => lead.name)).toEqual(["Ravi"]);
    expect((await list("owner=unassigned")).leads.map((lead) => lead.name)).toEqual(["Meena"]);
    expect((await call({ method: "GET", url: `${api(ADMIN_API.leads)}?owner=someone` })).statusCode).toBe(400);

    expect((await setOwner(asha, null)).json<LeadWorkAnswer>().owner).toBeNull();
    expect((await list("owner=unassigned")).leads.map((lead) => lead.name)).toEqual(["Meena", "Asha"]);

    const entries = (await readAuditLog(t.database.db)).filter((entry) => entry.action === "owner-change");
    expect(entries.map((entry) => [entry.leadReference, entry.actorEmail, entry.details])).toEqual([
      [asha, FARAH.email, { from: FARAH.email, to: null }],
      [ravi, FARAH.email, { from: null, to: VIKRAM.email }],
      [asha, FARAH.email, { from: null, to: FARAH.email }],
    ]);
  });

  it("refuses an owner who is not on the team, a lead that does not exist, and a call from another site", async () => {
    const asha = await contact("Asha", ist("2026-11-25T11:00:00"));
    expect((await setOwner(asha, 999_999)).json()).toEqual({ message: LEAD_WORK_TEXT.ownerNotFound });
    expect((await setOwner(asha, "everyone")).statusCode).toBe(422);
    expect((await setOwner("CON-2026-NOSUCH", "me")).statusCode).toBe(404);
    const foreign = await call({ method: "PUT", url: api(LEAD_WORK_API.owner(asha)), headers: { origin: "https://elsewhere.example", "content-type": "application/json" }, payload: '{"ownerId":"me"}' });
    expect(foreign.statusCode).toBe(403);
    expect((await work(asha)).owner).toBeNull();
  });

  it("queues a reply to the person with Reply-To the team, records it with its author and template, stops the clock, and audits it without its text", async () => {
    const reference = await addLead(t.database, { kind: "partnership", email: "kiran@example.in", fields: { contactPerson: "Kiran Desai", organisation: "Desai Agro" } }, ist("2026-11-25T11:00:00"), "PAR");
    const before = await work(reference);
    expect(before.draft.subject).toContain(reference);
    expect(before.draft.body).toContain("Dear Kiran,");
    expect(before.canReply).toBe(true);
    expect(before.clock).toMatchObject({ stoppedAt: null, targetHours: 42.5, dueAt: ist("2026-12-02T11:00:00").toISOString() });

    const res = await reply(reference, { template: "partnership", subject: `  ${before.draft.subject}  `, body: "Dear Kiran,\r\n\r\nThank you.\u0000" });
    expect(res.statusCode).toBe(201);
    const after = res.json<LeadWorkAnswer>();
    expect(after.replies).toEqual([{ id: expect.any(Number), messageId: expect.any(Number), subject: before.draft.subject, by: FARAH.email, template: "partnership", at: NOW.toISOString(), state: "queued" }]);
    expect(after.clock).toMatchObject({ stoppedAt: NOW.toISOString(), stoppedBy: "reply" });

    const message = await t.database.db.selectFrom("mail_outbox").selectAll().where("id", "=", after.replies[0]?.messageId ?? 0).executeTakeFirstOrThrow();
    expect(message).toMatchObject({ audience: "visitor", recipients: "kiran@example.in", reply_to: "partners@ankur.example.in", subject: before.draft.subject, body: "Dear Kiran,\n\nThank you.\n" });
    const detail = await call({ method: "GET", url: api(ADMIN_API.lead(reference)) });
    expect(detail.json<{ messages: { subject: string; recipient: string }[] }>().messages).toContainEqual(expect.objectContaining({ recipient: "visitor", subject: before.draft.subject }));
    const entry = (await readAuditLog(t.database.db)).find((e) => e.action === "reply");
    expect(entry).toMatchObject({ leadReference: reference, actorEmail: FARAH.email, details: { message: after.replies[0]?.messageId, template: "partnership" } });
    expect(JSON.stringify(entry)).not.toContain("Thank you");

    // A second reply keeps the clock's first stop.
    vi.setSystemTime(new Date(NOW.getTime() + 3_600_000));
    const second = await reply(reference, { template: "contact", subject: "More", body: "And one more thing." });
    expect(second.json<LeadWorkAnswer>().clock?.stoppedAt).toBe(NOW.toISOString());
  });

  it("checks the reply: a template, a subject and a body within their lengths", async () => {
    const reference = await contact("Asha", ist("2026-11-25T11:00:00"));
    const good = { template: "contact", subject: "Hello", body: "Text" };
    expect((await reply(reference, { ...good, template: "constructor" })).json()).toEqual({ message: LEAD_WORK_TEXT.replyTemplateInvalid });
    expect((await reply(reference, { ...good, subject: " \r\n " })).json()).toEqual({ message: LEAD_WORK_TEXT.replySubjectMissing });
    expect((await reply(reference, { ...good, subject: "x".repeat(151) })).statusCode).toBe(422);
    expect((await reply(reference, { ...good, body: "" })).json()).toEqual({ message: LEAD_WORK_TEXT.replyBodyMissing });
    expect((await reply(reference, { ...good, body: "x".repeat(5001) })).statusCode).toBe(422);
    // The template sent as it is: its blank would reach the person.
    expect((await reply(reference, { ...good, body: replyDraft("contact", "Asha", reference).body })).json()).toEqual({ message: LEAD_WORK_TEXT.replyBlankLeft("[Your answer here.]") });
    expect((await reply("CON-2026-NOSUCH", good)).statusCode).toBe(404);
    expect((await work(reference)).replies).toEqual([]);
  });

  it("sends nothing to a person who withdrew consent, and says so", async () => {
    const reference = await contact("Asha", ist("2026-11-25T11:00:00"));
    await withdrawConsent(t.database, "asha@example.in", { now: NOW });
    expect((await work(reference)).canReply).toBe(false);
    const res = await reply(reference, { template: "contact", subject: "Hello", body: "Text" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: LEAD_WORK_TEXT.consentWithdrawn });
    expect(await t.database.db.selectFrom("lead_replies").selectAll().execute()).toEqual([]);
  });

  it("stops the clock when the status moves on from new, and shows time left or overdue in the list", async () => {
    // Due Friday 27 November 11:00 IST: not overdue on Thursday 15:00.
    const fresh = await contact("Fresh", ist("2026-11-25T11:00:00"));
    // Due Wednesday 25 November 10:00 IST: overdue.
    const late = await contact("Late", ist("2026-11-23T10:00:00"));
    const page = await list("");
    const clockOf = (reference: string) => page.leads.find((lead) => lead.reference === reference)?.replyClock;
    expect(clockOf(fresh)).toEqual({ dueAt: ist("2026-11-27T11:00:00").toISOString(), stoppedAt: null });
    expect(clockOf(late)).toEqual({ dueAt: ist("2026-11-25T10:00:00").toISOString(), stoppedAt: null });

    const status = await call({ method: "PUT", url: api(ADMIN_API.leadStatus(late)), headers: { "content-type": "application/json" }, payload: '{"status":"contacted"}' });
    expect(status.statusCode).toBe(200);
    expect((await work(late)).clock).toMatchObject({ stoppedAt: NOW.toISOString(), stoppedBy: "status" });
  });

  it("filters to overdue leads and sorts by the time left, the most overdue first, across kinds with their own targets, page by page", async () => {
    // Contact: 17 working hours; partnership: 42.5.
    const a = await contact("A", ist("2026-11-20T10:00:00")); // due Tue 24 Nov 10:00: overdue
    const b = await addLead(t.database, { kind: "partnership", email: "b@example.in", fields: { contactPerson: "B" } }, ist("2026-11-19T10:00:00"), "PAR"); // due Thu 26 Nov 10:00: overdue
    const c = await contact("C", ist("2026-11-25T10:00:00")); // due Fri 27 Nov 10:00: not yet
    const d = await addLead(t.database, { kind: "partnership", email: "d@example.in", fields: { contactPerson: "D" } }, ist("2026-11-23T12:00:00"), "PAR"); // due Mon 30 Nov 12:00: not yet
    const e = await contact("E", ist("2026-11-18T10:00:00")); // overdue, but replied
    await reply(e, { template: "contact", subject: "Hello", body: "Text" });
    await addLead(t.database, { kind: "newsletter", email: "n@example.in", fields: {} }, ist("2026-11-01T10:00:00"), "NEW"); // no clock

    expect((await list("overdue=yes")).leads.map((lead) => lead.reference)).toEqual([a, b]);
    expect((await list("overdue=yes")).total).toBe(2);
    const sorted = await list("sort=reply-due");
    expect(sorted.leads.map((lead) => lead.reference)).toEqual([a, b, c, d]);
    expect(sorted.total).toBe(4);

    // Two at a time: the cursor goes on from the due moment, and back.
    const context = { engine: t.database.engine, targets: { ...DEFAULT_TARGETS, partnership: 42.5 }, now: NOW };
    const first = await listInbox(t.database, { sort: "reply-due", work: context }, 2);
    expect(first.leads.map((lead) => lead.reference)).toEqual([a, b]);
    expect(first.newerCursor).toBeUndefined();
    const second = await listInbox(t.database, { sort: "reply-due", older: parseCursor(first.olderCursor ?? "") ?? { submittedAt: "", id: 0 }, work: context }, 2);
    expect(second.leads.map((lead) => lead.reference)).toEqual([c, d]);
    expect(second.olderCursor).toBeUndefined();
    const back = await listInbox(t.database, { sort: "reply-due", newer: parseCursor(second.newerCursor ?? "") ?? { submittedAt: "", id: 0 }, work: context }, 2);
    expect(back.leads.map((lead) => lead.reference)).toEqual([a, b]);
    expect((await list("sort=reply-due&owner=unassigned&kind=partnership")).leads.map((lead) => lead.reference)).toEqual([b, d]);
    expect((await call({ method: "GET", url: `${api(ADMIN_API.leads)}?overdue=maybe` })).statusCode).toBe(400);
    expect((await call({ method: "GET", url: `${api(ADMIN_API.leads)}?sort=oldest` })).statusCode).toBe(400);
  });

  it("takes a lead's work with it when the lead is erased", async () => {
    const reference = await contact("Asha", ist("2026-11-25T11:00:00"));
    await setOwner(reference, "me");
    await reply(reference, { template: "contact", subject: "Hello", body: "Text" });
    await eraseLead(t.database, reference, { job: "retention", now: NOW });
    expect(await t.database.db.selectFrom("lead_work").selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom("lead_replies").selectAll().execute()).toEqual([]);
  });
});

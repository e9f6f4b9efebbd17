import type { InjectOptions } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { STORED_LEAD_KINDS } from "../../../contract/leads/lead-paths.ts";
import type { InboxPageAnswer, LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { ADMIN_API } from "../../../contract/staff-inbox/inbox-paths.ts";
import { LEAD_WORK_API } from "../../../contract/staff-inbox/lead-work.ts";
import { PERSON_API, PERSON_LEADS_MAX, PERSON_TEXT, type PersonAnswer } from "../../../contract/staff-inbox/person.ts";
import { DASHBOARD_API, type DashboardAnswer } from "../../../contract/staff-inbox/pipeline-dashboard.ts";
import { uniformReplyTargets } from "../../../contract/staff-inbox/reply-clock.ts";
import { replyDraft } from "../../../contract/staff-inbox/reply-templates.ts";
import { readAuditLog } from "../../db/audit-log-repository.ts";
import { testEngines } from "../../db/test-databases.ts";
import { runReplyDigest } from "../../jobs/reply-digest.ts";
import { SITE_ORIGIN, addLead, api, sessionCookie, signIn, signedInAdminApp } from "./admin-test-helpers.ts";

/**
 * People and spam through the admin API on both engines (issue 25): a lead
 * marked spam leaves the inbox's list, count, export, overdue filter and
 * time-left sort, the daily digest and the dashboard, and "spam=yes" shows
 * it; unmarking brings it back as it was. A person is every lead of an
 * address in any case, never another address's, with one timeline.
 */

const FARAH = { email: "farah.khan@ankur.example.in", password: "Konkan-Monsoon-2026" };
const VIKRAM = { email: "vikram.rao@ankur.example.in", password: "Deccan-Plateau-2026" };
/** Thursday 26 November 2026, 15:00 IST. */
const NOW = new Date("2026-11-26T09:30:00.000Z");
const ist = (text: string) => new Date(`${text}+05:30`);

describe.each(testEngines())("people and spam in the admin API on $name", (engine) => {
  const admin = signedInAdminApp(engine, { now: NOW, staff: FARAH, colleagues: [{ ...VIKRAM, role: "staff" }], env: { TEAM_INBOX: "team@ankur.example.in" } });
  const { t } = admin;

  const call = (options: InjectOptions & { url: string }) => admin.app.inject({ ...options, headers: { cookie: admin.cookie, origin: SITE_ORIGIN, ...options.headers } });
  const json = { "content-type": "application/json" };
  const list = async (query = "") => {
    const res = await call({ method: "GET", url: `${api(ADMIN_API.leads)}?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<InboxPageAnswer>();
  };
  const names = async (query = "") => (await list(query)).leads.map((lead) => lead.name);
  const markSpam = (reference: string, spam: unknown) => call({ method: "PUT", url: api(PERSON_API.spam(reference)), headers: json, payload: JSON.stringify({ spam }) });
  const person = async (reference: string) => {
    const res = await call({ method: "GET", url: api(PERSON_API.person(reference)) });
    expect(res.statusCode).toBe(200);
    return res.json<PersonAnswer>();
  };
  const contact = (name: string, at: Date, email = `${name.toLowerCase()}@example.in`) => addLead(t.database, { kind: "contact", email, fields: { name, email, message: "Hello" } }, at, "CON");
  const csvRows = async () => {
    const res = await call({ method: "GET", url: api(ADMIN_API.exportCsv) });
    expect(res.statusCode).toBe(200);
    return res.body.split("\r\n").filter((line) => line !== "").length - 1;
  };
  const dashboard = async () => (await call({ method: "GET", url: api(DASHBOARD_API) })).json<DashboardAnswer>();
  const digest = () =>
    runReplyDigest({ database: t.database, targets: uniformReplyTargets(17, STORED_LEAD_KINDS), siteUrl: new URL(SITE_ORIGIN), digestHour: 9, instance: "test", now: () => NOW });

  it("marks a lead spam, which hides it from the list, its count, the export, overdue, the digest and the dashboard; spam=yes shows it; unmarking brings it back as it was", async () => {
    // Both overdue on Thursday: in on Friday 20 November, due Tuesday.
    const spam = await contact("Spammer", ist("2026-11-20T10:00:00"));
    await contact("Asha", ist("2026-11-20T11:00:00"));
    for (const reference of [spam, (await list()).leads[0]!.reference]) {
      expect((await call({ method: "PUT", url: api(LEAD_WORK_API.owner(reference)), headers: json, payload: '{"ownerId":"me"}' })).statusCode).toBe(200);
    }
    const before = (await list()).leads.find((lead) => lead.reference === spam)!;
    expect((await dashboard()).owners).toEqual([{ owner: FARAH.email, open: 2, overdue: 2 }]);

    const marked = await markSpam(spam, true);
    expect(marked.statusCode).toBe(200);
    const detail = marked.json<LeadDetailAnswer>();
    expect(detail.reference).toBe(spam);
    expect(detail.spam).toEqual({ at: NOW.toISOString(), by: FARAH.email });

    expect(await names()).toEqual(["Asha"]);
    expect((await list()).total).toBe(1);
    expect(await names("overdue=yes")).toEqual(["Asha"]);
    expect(await names("sort=reply-due")).toEqual(["Asha"]);
    expect(await names("spam=yes")).toEqual(["Spammer"]);
    expect((await list("spam=yes")).total).toBe(1);
    expect(await names("spam=yes&q=asha")).toEqual([]);
    expect(await csvRows()).toBe(1);
    const board = await dashboard();
    expect(board.owners).toEqual([{ owner: FARAH.email, open: 1, overdue: 1 }]);
    expect(board.byStatus.find((row) => row.status === "new")?.count).toBe(1);
    expect(await digest()).toEqual({ ran: true, owners: 1, leads: 1 });
    const [digestMail] = await t.database.db.selectFrom("mail_outbox").select("body").where("lead_id", "is", null).execute();
    expect(digestMail?.body).toContain(before.reference === spam ? (await list()).leads[0]!.reference : "");
    expect(digestMail?.body).not.toContain(spam);

    // Idempotent: a second mark keeps the first, with no second audit entry.
    vi.setSystemTime(NOW.getTime() + 60_000);
    expect((await markSpam(spam, true)).json<LeadDetailAnswer>().spam).toEqual({ at: NOW.toISOString(), by: FARAH.email });
    const unmarked = await markSpam(spam, false);
    expect(unmarked.json<LeadDetailAnswer>().spam).toBeNull();
    expect((await markSpam(spam, false)).statusCode).toBe(200);
    vi.setSystemTime(NOW);
    expect(await names()).toEqual(["Asha", "Spammer"]);
    expect((await list()).leads.find((lead) => lead.reference === spam)).toEqual(before);
    expect(await names("overdue=yes")).toEqual(["Asha", "Spammer"]);
    expect(await names("spam=yes")).toEqual([]);
    expect(await csvRows()).toBe(2);
    expect((await dashboard()).owners).toEqual([{ owner: FARAH.email, open: 2, overdue: 2 }]);

    const audit = (await readAuditLog(t.database.db)).filter((entry) => entry.action.startsWith("spam-"));
    expect(audit.map((entry) => [entry.action, entry.actorEmail, entry.leadReference, entry.details])).toEqual([
      ["spam-unmark", FARAH.email, spam, null],
      ["spam-mark", FARAH.email, spam, null],
    ]);
  });

  it("lets a staff member (not only an admin) mark spam", async () => {
    const reference = await contact("Asha", ist("2026-11-25T11:00:00"));
    const staffCookie = sessionCookie(await signIn(admin.app, VIKRAM.email, VIKRAM.password));
    const res = await admin.app.inject({ method: "PUT", url: api(PERSON_API.spam(reference)), headers: { cookie: staffCookie, origin: SITE_ORIGIN, ...json }, payload: '{"spam":true}' });
    expect(res.statusCode).toBe(200);
    expect(res.json<LeadDetailAnswer>().spam?.by).toBe(VIKRAM.email);
  });

  it("refuses a body that is not exactly { spam: boolean }, an unknown lead, and a call from another site", async () => {
    const reference = await contact("Asha", ist("2026-11-25T11:00:00"));
    for (const payload of ['{"spam":"yes"}', '{"spam":true,"by":1}', "{}", "[true]", '"spam"', "null"]) {
      const res = await call({ method: "PUT", url: api(PERSON_API.spam(reference)), headers: json, payload });
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
    }
    expect((await call({ method: "PUT", url: api(PERSON_API.spam(reference)), headers: json, payload: "{not json" })).statusCode).toBe(400);
    expect((await markSpam(reference, "true")).json()).toEqual({ message: PERSON_TEXT.spamBodyInvalid });
    expect((await markSpam("CON-2026-NOSUCH", true)).statusCode).toBe(404);
    expect((await markSpam("X".repeat(41), true)).statusCode).toBe(404);
    expect((await call({ method: "GET", url: api(PERSON_API.person("CON-2026-NOSUCH")) })).statusCode).toBe(404);
    const foreign = await call({ method: "PUT", url: api(PERSON_API.spam(reference)), headers: { ...json, origin: "https://elsewhere.example" }, payload: '{"spam":true}' });
    expect(foreign.statusCode).toBe(403);
    expect((await call({ method: "GET", url: `${api(ADMIN_API.leads)}?spam=no` })).json()).toEqual({ message: PERSON_TEXT.spamFilterInvalid });
    expect((await call({ method: "GET", url: `${api(ADMIN_API.leads)}?spam=no` })).statusCode).toBe(400);
    expect(await names()).toEqual(["Asha"]);
    expect((await readAuditLog(t.database.db)).some((entry) => entry.action.startsWith("spam-"))).toBe(false);
  });

  it("groups the leads of one address in any case into one person, never another address's, newest first, with one timeline", async () => {
    const first = await contact("Asha Verma", ist("2026-11-20T10:00:00"), "Asha.Verma@Example.in");
    const other = await contact("Asha Varma", ist("2026-11-21T10:00:00"), "asha.varma@example.in");
    const second = await addLead(
      t.database,
      { kind: "partnership", email: "asha.verma@example.in", fields: { contactPerson: "Asha V.", organisation: "Verma Agro", email: "asha.verma@example.in" } },
      ist("2026-11-24T10:00:00"),
      "PAR",
    );
    vi.setSystemTime(ist("2026-11-24T12:00:00"));
    expect((await call({ method: "PUT", url: api(ADMIN_API.leadStatus(first)), headers: json, payload: '{"status":"contacted"}' })).statusCode).toBe(200);
    vi.setSystemTime(ist("2026-11-25T12:00:00"));
    expect((await call({ method: "POST", url: api(ADMIN_API.leadNotes(second)), headers: json, payload: '{"text":"Wants a call on Monday"}' })).statusCode).toBe(201);
    vi.setSystemTime(ist("2026-11-25T13:00:00"));
    const draft = replyDraft("partnership", "Asha V.", second);
    const replied = await call({ method: "POST", url: api(LEAD_WORK_API.replies(second)), headers: json, payload: JSON.stringify({ template: "partnership", subject: draft.subject, body: "Dear Asha,\n\nMonday suits us." }) });
    expect(replied.statusCode).toBe(201);
    vi.setSystemTime(ist("2026-11-26T09:00:00"));
    expect((await markSpam(first, true)).statusCode).toBe(200);
    vi.setSystemTime(NOW);

    const found = await person(first);
    expect(found).toMatchObject({ reference: first, email: "asha.verma@example.in", name: "Asha V.", leadCount: 2, olderEntriesLeftOut: false });
    expect(found.leads).toEqual([
      { reference: second, kind: "partnership", status: "new", submittedAt: ist("2026-11-24T10:00:00").toISOString(), organisation: "Verma Agro", owner: null, spam: null },
      { reference: first, kind: "contact", status: "contacted", submittedAt: ist("2026-11-20T10:00:00").toISOString(), organisation: "", owner: null, spam: { at: ist("2026-11-26T09:00:00").toISOString(), by: FARAH.email } },
    ]);
    expect(found.leads.map((lead) => lead.reference)).not.toContain(other);
    // From the other lead, the same person.
    expect((await person(second)).leads.map((lead) => lead.reference)).toEqual([second, first]);
    // Each read is audited with the lead it was opened from and the count, never the address.
    const views = (await readAuditLog(t.database.db)).filter((entry) => entry.action === "person-view");
    expect(views.map((entry) => [entry.leadReference, entry.actorEmail, entry.details])).toEqual([
      [second, FARAH.email, { leads: 2 }],
      [first, FARAH.email, { leads: 2 }],
    ]);
    expect(JSON.stringify(views)).not.toContain("asha.verma");

    const shape = found.timeline.map((entry) => [entry.reference, entry.type, entry.at]);
    expect(shape).toEqual([...shape].sort((a, b) => (a[2]! < b[2]! ? 1 : a[2]! > b[2]! ? -1 : 0)));
    const typed = found.timeline.map((entry) => `${entry.reference} ${entry.type}`);
    expect(typed[0]).toBe(`${first} spam`);
    expect(found.timeline.find((entry) => entry.type === "reply")).toMatchObject({ reference: second, subject: draft.subject, state: "queued", by: FARAH.email, at: ist("2026-11-25T13:00:00").toISOString() });
    expect(found.timeline.find((entry) => entry.type === "note")).toMatchObject({ reference: second, text: "Wants a call on Monday", by: FARAH.email });
    expect(found.timeline.find((entry) => entry.type === "status")).toMatchObject({ reference: first, from: "new", to: "contacted", by: FARAH.email });
    expect(found.timeline.filter((entry) => entry.type === "received").map((entry) => entry.reference)).toEqual([second, first]);
    expect(found.timeline.filter((entry) => entry.type === "mail").every((entry) => entry.reference === first || entry.reference === second)).toBe(true);
    expect(typed.at(-1)).toBe(`${first} received`);

    // The lead's page and the list count the person's leads; spam ones too, as the person page lists them.
    const detail = (await call({ method: "GET", url: api(ADMIN_API.lead(second)) })).json<LeadDetailAnswer>();
    expect(detail.personLeadCount).toBe(2);
    expect(detail.spam).toBeNull();
    const rows = (await list()).leads.map((lead) => [lead.reference, lead.personLeadCount]);
    expect(rows).toEqual([
      [second, 2],
      [other, 1],
    ]);
    expect((await list("spam=yes")).leads.map((lead) => [lead.reference, lead.personLeadCount])).toEqual([[first, 2]]);
  });

  it(`lists at most ${PERSON_LEADS_MAX} of a person's leads, the newest, and counts them all`, async () => {
    const start = ist("2026-01-05T10:00:00").getTime();
    let newest = "";
    for (let i = 0; i <= PERSON_LEADS_MAX; i++) newest = await contact("Repeat", new Date(start + i * 3_600_000), i % 2 ? "repeat@example.in" : "REPEAT@example.in");
    const found = await person(newest);
    expect(found.leadCount).toBe(PERSON_LEADS_MAX + 1);
    expect(found.leads).toHaveLength(PERSON_LEADS_MAX);
    expect(found.leads[0]?.reference).toBe(newest);
    expect(found.leads.at(-1)?.submittedAt).toBe(new Date(start + 3_600_000).toISOString());
    expect(found.timeline.filter((entry) => entry.type === "received")).toHaveLength(PERSON_LEADS_MAX);
  });
});

import { describe, expect, it } from "vitest";
import { ADMIN_API } from "../../../contract/staff-inbox/inbox-paths.ts";
import type { InboxPageAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { type LeadNeighboursAnswer, TRIAGE_API } from "../../../contract/staff-inbox/triage.ts";
import { testEngines } from "../../db/test-databases.ts";
import { SITE_ORIGIN, addLead, api, signedInAdminApp } from "./admin-test-helpers.ts";

/**
 * Faster triage through the admin API on both engines: the header's count of
 * new leads, and a lead's previous and next in the list it was opened from
 * (newest first or by time left, with the list's filters), checked against
 * the list itself.
 */

const MEERA = { email: "meera.iyer@ankur.example.in", password: "Nilgiri-Tea-Estate-2026" };
/** Thursday 26 November 2026, 15:00 IST. */
const NOW = new Date("2026-11-26T09:30:00.000Z");
const ist = (text: string) => new Date(`${text}+05:30`);

describe.each(testEngines())("triage in the admin API on $name", (engine) => {
  const admin = signedInAdminApp(engine, { now: NOW, staff: { ...MEERA, role: "staff" }, env: { TEAM_INBOX: "team@ankur.example.in", REPLY_TARGET_HOURS_BY_KIND: "partnership=42.5" } });
  const { t } = admin;

  const get = (url: string) => admin.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
  const contact = (name: string, at: Date) => addLead(t.database, { kind: "contact", email: `${name.toLowerCase()}@example.in`, fields: { name, message: "Hello" } }, at, "CON");
  const partnership = (name: string, at: Date) => addLead(t.database, { kind: "partnership", email: `${name.toLowerCase()}@example.in`, fields: { contactPerson: name } }, at, "PAR");
  const neighbours = async (reference: string, query = "") => {
    const res = await get(`${api(TRIAGE_API.neighbours(reference))}${query ? `?${query}` : ""}`);
    expect(res.statusCode).toBe(200);
    return res.json<LeadNeighboursAnswer>();
  };
  const listed = async (query: string) => (await get(`${api(ADMIN_API.leads)}?${query}`)).json<InboxPageAnswer>().leads.map((lead) => lead.reference);
  const setStatus = (reference: string, status: string) =>
    admin.app.inject({ method: "PUT", url: api(ADMIN_API.leadStatus(reference)), headers: { cookie: admin.cookie, origin: SITE_ORIGIN, "content-type": "application/json" }, payload: JSON.stringify({ status }) });

  it("counts the leads still new, as the inbox's New filter does", async () => {
    const count = async () => (await get(api(TRIAGE_API.newLeadCount))).json<{ count: number }>().count;
    expect(await count()).toBe(0);
    const a = await contact("Asha", ist("2026-11-25T11:00:00"));
    await contact("Ravi", ist("2026-11-25T12:00:00"));
    await addLead(t.database, { kind: "newsletter", email: "n@example.in", fields: {} }, ist("2026-11-25T13:00:00"), "NEW");
    expect(await count()).toBe(3);
    expect((await setStatus(a, "contacted")).statusCode).toBe(200);
    expect(await count()).toBe(2);
    expect((await get(`${api(ADMIN_API.leads)}?status=new`)).json<InboxPageAnswer>().total).toBe(2);
  });

  it("gives each lead the ones above and below it in the newest-first list, within the list's filters", async () => {
    const refs: string[] = [];
    for (const [index, name] of ["A", "B", "C", "D", "E"].entries()) {
      const at = ist(`2026-11-2${index}T10:00:00`);
      refs.push(index % 2 === 0 ? await contact(name, at) : await partnership(name, at));
    }
    const newestFirst = await listed("");
    expect(newestFirst).toEqual([...refs].reverse());
    for (const [index, reference] of newestFirst.entries()) {
      expect(await neighbours(reference)).toEqual({ previous: newestFirst[index - 1] ?? null, next: newestFirst[index + 1] ?? null });
    }
    // Within a filter, the leads it leaves out are skipped, from any lead, matching or not.
    const contacts = await listed("kind=contact");
    expect(contacts).toHaveLength(3);
    expect(await neighbours(contacts[1] ?? "", "kind=contact")).toEqual({ previous: contacts[0], next: contacts[2] });
    expect(await neighbours(newestFirst[1] ?? "", "kind=contact")).toEqual({ previous: contacts[0], next: contacts[1] });
    // A lead moved out of the filter (its status changed) still finds its way on.
    expect((await setStatus(contacts[1] ?? "", "closed")).statusCode).toBe(200);
    expect(await neighbours(contacts[1] ?? "", "kind=contact&status=new")).toEqual({ previous: contacts[0], next: contacts[2] });
  });

  it("follows the time-left order when the list was sorted by it", async () => {
    await contact("A", ist("2026-11-20T10:00:00")); // due Tue 24 Nov 10:00
    await partnership("B", ist("2026-11-19T10:00:00")); // due Thu 26 Nov 10:00
    await contact("C", ist("2026-11-25T10:00:00")); // due Fri 27 Nov 10:00
    await partnership("D", ist("2026-11-23T12:00:00")); // due Mon 30 Nov 12:00
    const newsletter = await addLead(t.database, { kind: "newsletter", email: "n@example.in", fields: {} }, ist("2026-11-24T10:00:00"), "NEW");
    const byDue = await listed("sort=reply-due");
    expect(byDue).toHaveLength(4);
    for (const [index, reference] of byDue.entries()) {
      expect(await neighbours(reference, "sort=reply-due")).toEqual({ previous: byDue[index - 1] ?? null, next: byDue[index + 1] ?? null });
    }
    // A subscriber has no clock, so no place in this order.
    expect(await neighbours(newsletter, "sort=reply-due")).toEqual({ previous: null, next: null });
  });

  it("answers 404 for an unknown lead, 400 for a query the inbox would refuse, 401 without a session", async () => {
    expect((await get(api(TRIAGE_API.neighbours("CON-2026-999999")))).statusCode).toBe(404);
    expect((await get(api(TRIAGE_API.neighbours("X".repeat(41))))).statusCode).toBe(404);
    const a = await contact("A", ist("2026-11-20T10:00:00"));
    expect((await get(`${api(TRIAGE_API.neighbours(a))}?kind=nonsense`)).statusCode).toBe(400);
    expect((await admin.app.inject({ method: "GET", url: api(TRIAGE_API.newLeadCount) })).statusCode).toBe(401);
    expect((await admin.app.inject({ method: "GET", url: api(TRIAGE_API.neighbours(a)) })).statusCode).toBe(401);
  });
});

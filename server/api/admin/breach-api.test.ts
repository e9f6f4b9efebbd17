import { describe, expect, it } from "vitest";
import { BREACH_API, BREACH_TEXT, type BreachAffectedAnswer } from "../../../contract/staff-inbox/breach-affected.ts";
import { readAuditLog } from "../../db/audit-log-repository.ts";
import { eraseLead } from "../../db/inbox-repository.ts";
import { testEngines } from "../../db/test-databases.ts";
import { SITE_ORIGIN, addLead, api, signedInAdminApp } from "./admin-test-helpers.ts";
import { breachAffected } from "./breach-affected-query.ts";

const STAFF = { email: "dpo@ankur.example.in", password: "Sahyadri-Monsoon-2026" };
/** 14 March 2026, 2:30 pm in India. */
const T0 = new Date("2026-03-14T09:00:00.000Z");

describe.each(testEngines())("breach affected-people API on $name", (engine) => {
  const admin = signedInAdminApp(engine, { now: T0, staff: STAFF });
  const { t } = admin;

  const get = (path: string, query: string, withCookie = true) =>
    admin.app.inject({ method: "GET", url: `${api(path)}${query}`, headers: withCookie ? { cookie: admin.cookie, origin: SITE_ORIGIN } : {} });

  async function seed() {
    const priya = await addLead(t.database, { kind: "contact", email: "priya@sahyadri-agro.in", fields: { name: "Priya Deshmukh" } }, new Date("2026-03-01T04:00:00.000Z"), "CON");
    const aditya1 = await addLead(
      t.database,
      { kind: "incubation", email: "Aditya@KrishiYantra.in", fields: { founderName: "आदित्य कुलकर्णी", companyName: "Krishiyantra" } },
      new Date("2026-03-02T10:00:00.000Z"),
      "INC",
    );
    const aditya2 = await addLead(t.database, { kind: "event-registration", email: "aditya@krishiyantra.in", fields: { fullName: "Aditya K" } }, new Date("2026-03-03T10:00:00.000Z"), "EVT");
    const formula = await addLead(t.database, { kind: "contact", email: "x@evil.example", fields: { name: "=HYPERLINK(\"http://evil\")" } }, new Date("2026-03-04T10:00:00.000Z"), "CON");
    // Submitted after the window: not held in it.
    const later = await addLead(t.database, { kind: "contact", email: "late@example.in", fields: { name: "Late" } }, new Date("2026-03-12T10:00:00.000Z"), "CON");
    return { priya, aditya1, aditya2, formula, later };
  }

  it("needs a staff session for the list and the CSV", async () => {
    for (const path of [BREACH_API.affected, BREACH_API.affectedCsv]) {
      const res = await get(path, "?from=2026-03-01&to=2026-03-10", false);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain("@");
    }
    expect((await readAuditLog(t.database.db)).some((entry) => entry.action === "breach-affected-list")).toBe(false);
  });

  it("refuses a window that is missing, malformed, backwards or in the future, and audits nothing", async () => {
    const cases: [string, string][] = [
      ["", BREACH_TEXT.windowMissing],
      ["?from=2026-03-01", BREACH_TEXT.windowMissing],
      ["?from=2026-02-30&to=2026-03-10", BREACH_TEXT.windowMissing],
      ["?from=1%20March&to=2026-03-10", BREACH_TEXT.windowMissing],
      ["?from=2026-03-10&to=2026-03-01", BREACH_TEXT.windowBackwards],
      ["?from=2026-03-15&to=2026-03-20", BREACH_TEXT.windowFuture],
    ];
    for (const [query, message] of cases) {
      for (const path of [BREACH_API.affected, BREACH_API.affectedCsv]) {
        const res = await get(path, query);
        expect(res.statusCode, `${path}${query}`).toBe(400);
        expect(res.json()).toEqual({ message });
      }
    }
    expect((await readAuditLog(t.database.db)).some((entry) => entry.action === "breach-affected-list")).toBe(false);
  });

  it("lists each person held in the window once, with their names and leads, and the leads erased since it began", async () => {
    const refs = await seed();
    await eraseLead(t.database, refs.priya, { job: "retention", now: new Date("2026-03-06T00:00:00.000Z") });
    const res = await get(BREACH_API.affected, "?from=2026-03-01&to=2026-03-10");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const answer = res.json<BreachAffectedAnswer>();
    expect(answer).toMatchObject({ from: "2026-03-01", to: "2026-03-10", total: 2, leads: 3 });
    expect(answer.people).toEqual([
      {
        email: "aditya@krishiyantra.in",
        name: "आदित्य कुलकर्णी / Aditya K",
        leads: [
          { reference: refs.aditya1, kind: "incubation", submittedAt: "2026-03-02T10:00:00.000Z" },
          { reference: refs.aditya2, kind: "event-registration", submittedAt: "2026-03-03T10:00:00.000Z" },
        ],
      },
      { email: "x@evil.example", name: "=HYPERLINK(\"http://evil\")", leads: [{ reference: refs.formula, kind: "contact", submittedAt: "2026-03-04T10:00:00.000Z" }] },
    ]);
    expect(answer.erased).toEqual([{ reference: refs.priya, kind: "contact", erasedAt: "2026-03-06T00:00:00.000Z" }]);
    expect(answer.erasedTotal).toBe(1);
    const [entry] = await readAuditLog(t.database.db, 1);
    expect(entry).toMatchObject({ action: "breach-affected-list", actorEmail: STAFF.email, details: { from: "2026-03-01", to: "2026-03-10", people: 2, format: "json" } });
  });

  it("lists at most the limit of people and of erased leads, and counts them all", async () => {
    const refs = await seed();
    for (const reference of [refs.priya, refs.formula, refs.later]) await eraseLead(t.database, reference, { job: "retention", now: new Date("2026-03-13T00:00:00.000Z") });
    const answer = await breachAffected(t.database, { from: "2026-03-01", to: "2026-03-14" }, 1);
    expect(answer).toMatchObject({ total: 1, leads: 2, erasedTotal: 3 });
    expect(answer.people.map((person) => person.email)).toEqual(["aditya@krishiyantra.in"]);
    expect(answer.erased.map((lead) => lead.reference)).toEqual([refs.priya]);
    await addLead(t.database, { kind: "contact", email: "b@example.in", fields: {} }, new Date("2026-03-13T10:00:00.000Z"), "CON");
    const two = await breachAffected(t.database, { from: "2026-03-01", to: "2026-03-14" }, 1);
    expect(two).toMatchObject({ total: 2, leads: 3 });
    expect(two.people).toHaveLength(1);
  });

  it("counts the window's last day to its end in India", async () => {
    await addLead(t.database, { kind: "contact", email: "night@example.in", fields: { name: "Night" } }, new Date("2026-03-10T18:29:59.000Z"), "CON");
    await addLead(t.database, { kind: "contact", email: "morning@example.in", fields: { name: "Morning" } }, new Date("2026-03-10T18:30:00.000Z"), "CON");
    const answer = (await get(BREACH_API.affected, "?from=2026-03-10&to=2026-03-10")).json<BreachAffectedAnswer>();
    expect(answer.people.map((person) => person.email)).toEqual(["night@example.in"]);
  });

  it("downloads everyone as CSV, formulas defused, and audits it", async () => {
    const refs = await seed();
    const res = await get(BREACH_API.affectedCsv, "?from=2026-03-01&to=2026-03-10");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe("attachment; filename=ankur-breach-affected-2026-03-01-to-2026-03-10.csv");
    const lines = res.body.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("E-mail,Name,References,Kinds,First submitted (IST),Last submitted (IST)");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${refs.aditya1} ${refs.aditya2}`);
    expect(lines[3]).toBe(`x@evil.example,"'=HYPERLINK(""http://evil"")",${refs.formula},Contact message,2026-03-04 15:30,2026-03-04 15:30`);
    expect(res.body).not.toContain(refs.later);
    const [entry] = await readAuditLog(t.database.db, 1);
    expect(entry).toMatchObject({ action: "breach-affected-list", actorEmail: STAFF.email, details: { people: 3, format: "csv" } });
  });
});

import { describe, expect, it } from "vitest";
import { DASHBOARD_API, DIRECT_SOURCE, type DashboardAnswer } from "../../../contract/staff-inbox/pipeline-dashboard.ts";
import type { NewLead } from "../../db/leads-repository.ts";
import { testEngines } from "../../db/test-databases.ts";
import { SITE_ORIGIN, addLead, api, signedInAdminApp } from "./admin-test-helpers.ts";

const STAFF = { email: "meera@ankur.example.in", password: "Sahyadri-Monsoon-2026" };
/** Thursday 26 November 2026, 11:30 am in India. */
const NOW = new Date("2026-11-26T06:00:00.000Z");

describe.each(testEngines())("the pipeline dashboard on $name", (engine) => {
  const admin = signedInAdminApp(engine, { now: NOW, staff: { ...STAFF, role: "staff" } });
  const { t } = admin;

  const lead = (kind: NewLead["kind"], origin?: NewLead["origin"]): NewLead => ({ kind, email: `${kind}@example.in`, fields: {}, ...(origin ? { origin } : {}) });
  const idOf = async (reference: string) => (await t.database.db.selectFrom("leads").select("id").where("reference", "=", reference).executeTakeFirstOrThrow()).id;

  it("counts the weeks' leads by kind and by source, the working hours to a first reply, each owner's open and overdue leads and where leads stand", async () => {
    // Monday 23 Nov 10:30 IST, answered the same day at 12:30 IST: 2 working hours.
    const answered = await addLead(t.database, lead("contact", { utmSource: "LinkedIn" }), new Date("2026-11-23T05:00:00.000Z"));
    // Friday 20 Nov 17:00 IST, answered Monday 23 Nov 10:30 IST: 1 + 1 working hours.
    const overWeekend = await addLead(t.database, lead("incubation", { referrer: "https://www.google.com/" }), new Date("2026-11-20T11:30:00.000Z"));
    // Monday 16 Nov 10:00 IST, not answered: overdue after two working days, and owned by Meera.
    const waiting = await addLead(t.database, lead("partnership"), new Date("2026-11-16T04:30:00.000Z"));
    // Thirteen weeks ago: outside the dashboard's twelve.
    await addLead(t.database, lead("contact", { utmSource: "linkedin" }), new Date("2026-08-24T05:00:00.000Z"));
    await addLead(t.database, lead("newsletter"), new Date("2026-11-24T05:00:00.000Z"));
    const meera = (await t.database.db.selectFrom("staff_users").select("id").executeTakeFirstOrThrow()).id;
    await t.database.db
      .insertInto("lead_work")
      .values([
        { lead_id: await idOf(answered), owner_id: null, owner_assigned_at: null, clock_stopped_at: "2026-11-23T07:00:00.000Z", clock_stopped_by: "reply" },
        { lead_id: await idOf(overWeekend), owner_id: null, owner_assigned_at: null, clock_stopped_at: "2026-11-23T05:00:00.000Z", clock_stopped_by: "status" },
        { lead_id: await idOf(waiting), owner_id: meera, owner_assigned_at: NOW.toISOString(), clock_stopped_at: null, clock_stopped_by: null },
      ])
      .execute();
    await t.database.db.updateTable("leads").set({ status: "contacted" }).where("reference", "in", [answered, overWeekend]).execute();

    const res = await admin.app.inject({ method: "GET", url: api(DASHBOARD_API), headers: { cookie: admin.cookie, origin: SITE_ORIGIN } });
    expect(res.statusCode).toBe(200);
    const dashboard = res.json<DashboardAnswer>();
    expect(dashboard.weeks).toHaveLength(12);
    expect(dashboard.weeks.slice(-2)).toEqual(["2026-11-16", "2026-11-23"]);
    const lastTwo = (series: { key: string; perWeek: number[] }[]) => Object.fromEntries(series.map((line) => [line.key, line.perWeek.slice(-2)]));
    expect(lastTwo(dashboard.byKind)).toEqual({ contact: [0, 1], incubation: [1, 0], partnership: [1, 0], newsletter: [0, 1] });
    expect(lastTwo(dashboard.bySource)).toEqual({ linkedin: [0, 1], "google.com": [1, 0], [DIRECT_SOURCE]: [1, 1] });
    expect(dashboard.firstReply).toEqual({ answered: 2, waiting: 1, medianHours: 2, p90Hours: 2 });
    // Open leads of any age: the one from August, never answered, is overdue too.
    expect(dashboard.owners).toEqual([
      { owner: null, open: 3, overdue: 1 },
      { owner: STAFF.email, open: 1, overdue: 1 },
    ]);
    expect(dashboard.byStatus).toEqual([
      { status: "new", count: 2 },
      { status: "contacted", count: 2 },
      { status: "qualified", count: 0 },
      { status: "closed", count: 0 },
    ]);
  });

  it("needs a staff session", async () => {
    expect((await admin.app.inject({ method: "GET", url: api(DASHBOARD_API) })).statusCode).toBe(401);
  });
});

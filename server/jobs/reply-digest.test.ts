import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STORED_LEAD_KINDS } from "../../contract/leads/lead-paths.ts";
import { uniformReplyTargets } from "../../contract/staff-inbox/reply-clock.ts";
import { addLead, addStaff } from "../api/admin/admin-test-helpers.ts";
import { claimJobRun } from "../db/job-runs-repository.ts";
import { assignOwner, sendReply } from "../db/lead-work-repository.ts";
import { findStaffUser } from "../db/staff-users-repository.ts";
import { type TestDatabase, testEngines } from "../db/test-databases.ts";
import { REPLY_DIGEST_JOB, indiaWeekdayAndHour, runReplyDigest } from "./reply-digest.ts";

const ist = (text: string) => new Date(`${text}+05:30`);
const TARGETS = uniformReplyTargets(17, STORED_LEAD_KINDS);
const SITE = new URL("https://ankur.example.in");
/** Thursday 26 November 2026, 10:00 IST. */
const THURSDAY = ist("2026-11-26T10:00:00");

describe("India's weekday and hour", () => {
  it("reads Monday to Sunday and the hour in IST", () => {
    expect(indiaWeekdayAndHour(ist("2026-11-23T00:10:00"))).toEqual({ weekday: 0, hour: 0 });
    expect(indiaWeekdayAndHour(ist("2026-11-28T23:59:00"))).toEqual({ weekday: 5, hour: 23 });
    expect(indiaWeekdayAndHour(ist("2026-11-29T09:00:00"))).toEqual({ weekday: 6, hour: 9 });
  });
});

describe.each(testEngines())("the daily digest of overdue leads on $name", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await engine.open();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const staff = async (email: string) => {
    await addStaff(t.database, email, "Sahyadri-Range-2026");
    const user = await findStaffUser(t.database, email);
    if (!user) throw new Error("no staff");
    return { id: user.id, email };
  };
  const lead = (name: string, at: Date) => addLead(t.database, { kind: "contact", email: `${name.toLowerCase()}@example.in`, fields: { name, message: `Private words of ${name}` } }, at, "CON");
  const digests = () => t.database.db.selectFrom("mail_outbox").selectAll().where("lead_id", "is", null).orderBy("id").execute();
  const run = (now: Date, instance = "server-a", leaseMs?: number) =>
    runReplyDigest({ database: t.database, targets: TARGETS, siteUrl: SITE, digestHour: 9, instance, now: () => now, ...(leaseMs ? { leaseMs } : {}) });

  let refs: Record<string, string>;
  beforeEach(async () => {
    await t.clear();
    await t.database.db.deleteFrom("job_runs").execute();
    const asha = await staff("asha@ankur.example.in");
    const vikram = await staff("vikram@ankur.example.in");
    const by = { staff: asha, now: ist("2026-11-20T10:00:00") };
    refs = {
      // Due Tuesday 24 November 10:00: overdue by 2 working days (17 working hours) on Thursday at 10:00.
      old: await lead("Oldest", ist("2026-11-20T10:00:00")),
      // Due Wednesday 25 November 18:00: overdue by 30 min.
      recent: await lead("Recent", ist("2026-11-24T09:30:00")),
      vikrams: await lead("Vikrams", ist("2026-11-23T10:00:00")),
      nobodys: await lead("Nobodys", ist("2026-11-20T10:00:00")),
      notYet: await lead("NotYet", ist("2026-11-25T16:00:00")),
      replied: await lead("Replied", ist("2026-11-20T10:00:00")),
    };
    for (const name of ["old", "recent", "notYet", "replied"]) await assignOwner(t.database, refs[name] ?? "", asha.id, by);
    await assignOwner(t.database, refs.vikrams ?? "", vikram.id, by);
    await sendReply(t.database, refs.replied ?? "", { template: "contact", subject: "Hello", body: "Text" }, () => undefined, { staff: asha, now: ist("2026-11-24T10:00:00") });
  });

  it("sends each owner one e-mail of their overdue leads, most overdue first, with links and without the person's words or name", async () => {
    expect(await run(THURSDAY)).toEqual({ ran: true, owners: 2, leads: 3 });
    const mails = await digests();
    expect(mails.map((mail) => [mail.audience, mail.recipients, mail.subject])).toEqual([
      ["team", "asha@ankur.example.in", "Overdue leads: 2 waiting for your reply"],
      ["team", "vikram@ankur.example.in", "Overdue leads: 1 waiting for your reply"],
    ]);
    const body = mails[0]?.body ?? "";
    expect(body).toContain(`- ${refs.old} · Contact message · overdue by 2 working days\n  https://ankur.example.in/admin/leads/${refs.old}`);
    expect(body.indexOf(refs.old ?? "")).toBeLessThan(body.indexOf(refs.recent ?? ""));
    expect(body).toContain(`${refs.recent} · Contact message · overdue by 30 min`);
    expect(body).toContain("https://ankur.example.in/admin?owner=mine&overdue=yes&sort=reply-due");
    for (const hidden of [refs.notYet, refs.replied, refs.nobodys, "Oldest", "Private words", "oldest@example.in"]) expect(body).not.toContain(hidden);
  });

  it("runs once a day across servers: a second look, or another server, finds the day done", async () => {
    const [a, b] = await Promise.all([run(THURSDAY, "server-a"), run(THURSDAY, "server-b")]);
    expect([a, b].filter((result) => result.ran)).toHaveLength(1);
    expect(await run(new Date(THURSDAY.getTime() + 3 * 3_600_000), "server-c")).toEqual({ ran: false, reason: "claimed" });
    expect(await digests()).toHaveLength(2);
    // The next working day is a day of its own.
    expect(await run(ist("2026-11-27T09:05:00"), "server-a")).toMatchObject({ ran: true, owners: 2 });
    expect(await digests()).toHaveLength(4);
  });

  it("sends nothing before the hour or at the weekend", async () => {
    expect(await run(ist("2026-11-26T08:59:00"))).toEqual({ ran: false, reason: "too-early" });
    expect(await run(ist("2026-11-28T10:00:00"))).toEqual({ ran: false, reason: "not-a-working-day" });
    expect(await digests()).toEqual([]);
  });

  it("lets another server do the day when the one that claimed it died before writing anything", async () => {
    expect(await claimJobRun(t.database, REPLY_DIGEST_JOB, "dead-server", THURSDAY, 60_000)).toBeDefined();
    expect(await run(new Date(THURSDAY.getTime() + 30_000), "server-b")).toEqual({ ran: false, reason: "claimed" });
    expect(await run(new Date(THURSDAY.getTime() + 120_000), "server-b")).toMatchObject({ ran: true, owners: 2 });
    expect(await digests()).toHaveLength(2);
  });
});

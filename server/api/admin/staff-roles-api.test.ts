import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_DATA_RIGHTS_API } from "../../../contract/data-rights/data-rights-paths.ts";
import { BREACH_API } from "../../../contract/staff-inbox/breach-affected.ts";
import { ADMIN_TEXT, type StaffSessionAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { ADMIN_API } from "../../../contract/staff-inbox/inbox-paths.ts";
import { TEAM_API, type TeamAnswer } from "../../../contract/staff-inbox/staff-roles.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { readAuditLog } from "../../db/audit-log-repository.ts";
import { findLeadDetail } from "../../db/inbox-repository.ts";
import { findStaffUser } from "../../db/staff-users-repository.ts";
import { type TestDatabase, testEngines } from "../../db/test-databases.ts";
import { SITE_ORIGIN, addLead, addStaff, api, sessionCookie, signIn, standInBuild } from "./admin-test-helpers.ts";

const ADMIN = { email: "meera.admin@ankur.example.in", password: "Konkan-Coast-2026!" };
const STAFF = { email: "arjun.staff@ankur.example.in", password: "Nilgiri-Hills-2026!" };
const WINDOW = "?from=2026-03-01&to=2026-03-10";

let build: ReturnType<typeof standInBuild>;
beforeAll(() => {
  build = standInBuild();
});
afterAll(() => build.remove());

describe.each(testEngines())("staff roles in the admin API on $name", (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let adminCookie: string;
  let staffCookie: string;
  let reference: string;

  beforeAll(async () => {
    t = await engine.open();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(async () => {
    await t.clear();
    app = await buildApp({ config: loadConfig({ BUILD_DIR: build.dir, LOG_LEVEL: "silent", SITE_URL: SITE_ORIGIN }), logger: false, database: t.database });
    await addStaff(t.database, ADMIN.email, ADMIN.password, "admin");
    await addStaff(t.database, STAFF.email, STAFF.password, "staff");
    adminCookie = sessionCookie(await signIn(app, ADMIN.email, ADMIN.password));
    staffCookie = sessionCookie(await signIn(app, STAFF.email, STAFF.password));
    reference = await addLead(t.database, { kind: "contact", email: "priya@sahyadri-agro.in", fields: { name: "Priya Deshmukh" } }, new Date("2026-03-02T04:00:00.000Z"), "CON");
  });
  afterEach(async () => {
    await app.close();
  });

  const call = (cookie: string, method: "GET" | "PUT" | "POST" | "DELETE", path: string, body?: unknown) =>
    app.inject({
      method,
      url: api(path),
      headers: { cookie, origin: SITE_ORIGIN, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const auditActions = async () => (await readAuditLog(t.database.db)).map((entry) => entry.action);
  const memberId = async (email: string) => (await findStaffUser(t.database, email))?.id ?? 0;

  it("the session and the sign-in say the role", async () => {
    const admin = (await call(adminCookie, "GET", ADMIN_API.session)).json<StaffSessionAnswer>();
    const staff = (await call(staffCookie, "GET", ADMIN_API.session)).json<StaffSessionAnswer>();
    expect([admin.role, staff.role]).toEqual(["admin", "staff"]);
    expect((await signIn(app, STAFF.email, STAFF.password)).json<StaffSessionAnswer>().role).toBe("staff");
  });

  it("refuses a staff member each admin-only route with 403, does nothing and audits nothing", async () => {
    const before = await auditActions();
    const adminOnly: [method: "GET" | "PUT" | "POST" | "DELETE", path: string, body?: unknown][] = [
      ["DELETE", ADMIN_API.lead(reference)],
      ["GET", ADMIN_API.exportCsv],
      ["GET", `${BREACH_API.affected}${WINDOW}`],
      ["GET", `${BREACH_API.affectedCsv}${WINDOW}`],
      ["GET", TEAM_API.members],
      ["PUT", TEAM_API.memberRole(await memberId(STAFF.email)), { role: "admin" }],
      ["POST", ADMIN_DATA_RIGHTS_API.erase("DRR-2026-AAAAAA")],
    ];
    for (const [method, path, body] of adminOnly) {
      const res = await call(staffCookie, method, path, body);
      expect([method, path, res.statusCode]).toEqual([method, path, 403]);
      expect(res.json()).toEqual({ message: ADMIN_TEXT.adminOnly });
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
    }
    expect(await auditActions()).toEqual(before);
    expect(await findLeadDetail(t.database, reference)).toBeDefined();
    expect((await findStaffUser(t.database, STAFF.email))?.role).toBe("staff");
  });

  it("lets a staff member work leads: the list, a lead, a status change", async () => {
    expect((await call(staffCookie, "GET", ADMIN_API.leads)).statusCode).toBe(200);
    expect((await call(staffCookie, "GET", ADMIN_API.lead(reference))).statusCode).toBe(200);
    expect((await call(staffCookie, "PUT", ADMIN_API.leadStatus(reference), { status: "contacted" })).statusCode).toBe(200);
  });

  it("lets an admin do each admin-only thing, audited in the admin's name", async () => {
    for (const path of [ADMIN_API.exportCsv, `${BREACH_API.affected}${WINDOW}`, `${BREACH_API.affectedCsv}${WINDOW}`, TEAM_API.members]) {
      expect([path, (await call(adminCookie, "GET", path)).statusCode]).toEqual([path, 200]);
    }
    // Past the role check: no such rights request.
    expect((await call(adminCookie, "POST", ADMIN_DATA_RIGHTS_API.erase("DRR-2026-AAAAAA"))).statusCode).toBe(404);
    const erased = await call(adminCookie, "DELETE", ADMIN_API.lead(reference));
    expect(erased.statusCode).toBe(200);
    const log = await readAuditLog(t.database.db);
    for (const action of ["export", "breach-affected-list", "erasure"]) {
      expect([action, log.find((entry) => entry.action === action)?.actorEmail]).toEqual([action, ADMIN.email]);
    }
  });

  it("lists the team, admins first, and changes a role with an audit entry naming who did it", async () => {
    const list = (await call(adminCookie, "GET", TEAM_API.members)).json<TeamAnswer>();
    expect(list.members.map((member) => [member.email, member.role])).toEqual([
      [ADMIN.email, "admin"],
      [STAFF.email, "staff"],
    ]);
    expect(Date.parse(list.members[0]?.createdAt ?? "")).not.toBeNaN();
    const promoted = await call(adminCookie, "PUT", TEAM_API.memberRole(await memberId(STAFF.email)), { role: "admin" });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<TeamAnswer>().members.every((member) => member.role === "admin")).toBe(true);
    const [entry] = await readAuditLog(t.database.db, 1);
    expect(entry).toMatchObject({ action: "role-change", actorEmail: ADMIN.email, details: { account: STAFF.email, from: "staff", to: "admin" } });
    // The new role counts at once, in the session already open.
    expect((await call(staffCookie, "GET", ADMIN_API.exportCsv)).statusCode).toBe(200);
    expect((await call(staffCookie, "GET", ADMIN_API.session)).json<StaffSessionAnswer>().role).toBe("admin");
  });

  it("keeps the last admin an admin, and audits no change that was not made", async () => {
    const self = await call(adminCookie, "PUT", TEAM_API.memberRole(await memberId(ADMIN.email)), { role: "staff" });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: ADMIN_TEXT.lastAdmin });
    expect((await findStaffUser(t.database, ADMIN.email))?.role).toBe("admin");
    const same = await call(adminCookie, "PUT", TEAM_API.memberRole(await memberId(STAFF.email)), { role: "staff" });
    expect(same.statusCode).toBe(200);
    expect(await auditActions()).not.toContain("role-change");
  });

  it("lets two admins become one, and that one cannot step down", async () => {
    const staffId = await memberId(STAFF.email);
    await call(adminCookie, "PUT", TEAM_API.memberRole(staffId), { role: "admin" });
    const results = await Promise.all([
      call(adminCookie, "PUT", TEAM_API.memberRole(await memberId(ADMIN.email)), { role: "staff" }),
      call(staffCookie, "PUT", TEAM_API.memberRole(staffId), { role: "staff" }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const roles = [(await findStaffUser(t.database, ADMIN.email))?.role, (await findStaffUser(t.database, STAFF.email))?.role];
    expect(roles.filter((role) => role === "admin")).toHaveLength(1);
    expect((await readAuditLog(t.database.db)).filter((entry) => entry.action === "role-change")).toHaveLength(2);
  });

  it("checks the role change it is sent", async () => {
    const staffId = await memberId(STAFF.email);
    expect((await call(adminCookie, "PUT", TEAM_API.memberRole(staffId), { role: "owner" })).json()).toEqual({ message: ADMIN_TEXT.roleInvalid });
    expect((await call(adminCookie, "PUT", TEAM_API.memberRole(staffId), {})).statusCode).toBe(422);
    expect((await call(adminCookie, "PUT", TEAM_API.memberRole(999_999), { role: "admin" })).statusCode).toBe(404);
    expect((await call(adminCookie, "PUT", TEAM_API.memberRole("1e3"), { role: "admin" })).statusCode).toBe(404);
    expect((await call("", "GET", TEAM_API.members)).statusCode).toBe(401);
    const otherSite = await app.inject({
      method: "PUT",
      url: api(TEAM_API.memberRole(staffId)),
      headers: { cookie: adminCookie, origin: "https://evil.example", "content-type": "application/json" },
      payload: JSON.stringify({ role: "admin" }),
    });
    expect(otherSite.statusCode).toBe(403);
    expect((await findStaffUser(t.database, STAFF.email))?.role).toBe("staff");
  });
});

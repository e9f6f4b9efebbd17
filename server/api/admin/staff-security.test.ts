import * as fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TEXT } from "../../../contract/staff-inbox/inbox-answers.ts";
import { ADMIN_API, STAFF_SESSION_COOKIE } from "../../../contract/staff-inbox/inbox-paths.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { hashSessionToken } from "../../db/staff-sessions-repository.ts";
import { type TestDatabase, testEngines } from "../../db/test-databases.ts";
import { routeTable } from "../../security/route-table.ts";
import { SITE_ORIGIN, addLead, addStaff, api, sessionCookie, signIn, standInBuild } from "./admin-test-helpers.ts";

/**
 * Issue 11, staff side: only staff see leads. Every admin route (read from
 * the app's route table, so a new one cannot be missed) refuses a request
 * without a live session from the browser that signed in; sign-in always
 * issues a fresh token; failed sign-ins lock the account.
 */
const STAFF = { email: "farhan.sheikh@ankur.example.in", password: "Konkan-Railway-2026" };
const T0 = new Date("2026-05-04T06:30:00.000Z");
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

let build: ReturnType<typeof standInBuild>;
beforeAll(() => {
  build = standInBuild();
});
afterAll(() => build.remove());

const configFor = (env: Record<string, string> = {}) => loadConfig({ BUILD_DIR: build.dir, LOG_LEVEL: "silent", SITE_URL: SITE_ORIGIN, ...env });

/** A concrete URL for a route pattern: every :parameter filled in. */
const concrete = (url: string, reference: string) => url.replace(":reference", reference).replace(/:[A-Za-z]+/g, "1");

describe.each(testEngines())("staff side on $name", (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await engine.open();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0);
    await t.clear();
    app = await buildApp({ config: configFor(), logger: false, database: t.database });
    await addStaff(t.database, STAFF.email, STAFF.password);
  });
  afterEach(async () => {
    await app.close();
    vi.useRealTimers();
  });

  const signInFrom = (userAgent: string, cookie?: string) =>
    app.inject({
      method: "POST",
      url: api(ADMIN_API.signIn),
      headers: { "content-type": "application/json", origin: SITE_ORIGIN, "user-agent": userAgent, ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(STAFF),
    });
  const sessionFrom = (cookie: string, userAgent: string) =>
    app.inject({ method: "GET", url: api(ADMIN_API.session), headers: { cookie, "user-agent": userAgent } });

  it("finds every admin route in the route table, and each refuses without a session, with a forged one and with an expired one", async () => {
    await app.ready();
    const adminRoutes = routeTable(app).filter((route) => route.url.startsWith(api("/admin/")));
    const guarded = adminRoutes.filter((route) => route.url !== api(ADMIN_API.signIn));
    // Today's routes, so the walk is known to see them; a new one joins the walk by itself.
    expect(new Set(guarded.map((route) => route.url))).toEqual(
      new Set([
        api(ADMIN_API.signOut),
        api(ADMIN_API.session),
        api(ADMIN_API.leads),
        api(ADMIN_API.exportCsv),
        api("/admin/leads/:reference"),
        api("/admin/leads/:reference/pitch-deck"),
        api("/admin/leads/:reference/status"),
        api("/admin/leads/:reference/notes"),
        api("/admin/leads/:reference/messages/:messageId/send-again"),
      ]),
    );
    const reference = await addLead(t.database, { kind: "contact", email: "a@b.in", fields: { name: "Asha", email: "a@b.in", message: "Hello" } }, T0);
    const expired = sessionCookie(await signIn(app, STAFF.email, STAFF.password));
    vi.setSystemTime(T0.getTime() + 8 * 3_600_000 + 1);
    let refused = 0;
    for (const sent of [undefined, `${STAFF_SESSION_COOKIE}=forged-token`, `${STAFF_SESSION_COOKIE}=`, expired]) {
      for (const route of guarded) {
        const res = await app.inject({
          method: route.method as "GET",
          url: concrete(route.url, reference),
          headers: { origin: SITE_ORIGIN, "content-type": "application/json", ...(sent ? { cookie: sent } : {}) },
          ...(route.method === "GET" || route.method === "HEAD" || route.method === "DELETE" ? {} : { payload: JSON.stringify({ status: "closed", text: "x" }) }),
        });
        expect({ route, status: res.statusCode }).toEqual({ route, status: 401 });
        // HEAD answers carry no body.
        expect(res.body === "" ? { message: ADMIN_TEXT.sessionMissing } : res.json()).toEqual({ message: ADMIN_TEXT.sessionMissing });
        refused++;
      }
    }
    expect(refused).toBe(guarded.length * 4);
    expect(guarded.length).toBeGreaterThanOrEqual(11);
  });

  it("issues a fresh token at every sign-in and never adopts one the browser already had (session fixation)", async () => {
    const planted = "attacker-chosen-token-aaaaaaaaaaaaaaaaaaaaaaaaa";
    const first = await signInFrom(BROWSER, `${STAFF_SESSION_COOKIE}=${planted}`);
    expect(first.statusCode).toBe(200);
    const firstToken = first.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value;
    expect(firstToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(firstToken).not.toBe(planted);
    expect((await sessionFrom(`${STAFF_SESSION_COOKIE}=${planted}`, BROWSER)).statusCode).toBe(401);

    // Signing in again with a live session replaces it: the old token opens nothing.
    const second = await signInFrom(BROWSER, sessionCookie(first));
    const secondToken = second.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value;
    expect(secondToken).not.toBe(firstToken);
    expect((await sessionFrom(sessionCookie(first), BROWSER)).statusCode).toBe(401);
    expect((await sessionFrom(sessionCookie(second), BROWSER)).statusCode).toBe(200);
    const stored = await t.database.db.selectFrom("staff_sessions").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).toEqual([hashSessionToken(secondToken ?? "")]);
  });

  it("ends a session whose cookie turns up in another browser (a stolen cookie)", async () => {
    const cookie = sessionCookie(await signInFrom(BROWSER));
    expect((await sessionFrom(cookie, BROWSER)).statusCode).toBe(200);
    const stolen = await sessionFrom(cookie, "curl/8.9.1");
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toEqual({ message: ADMIN_TEXT.sessionMissing });
    // Ended for good: not even the right browser gets it back.
    expect((await sessionFrom(cookie, BROWSER)).statusCode).toBe(401);
    expect(await t.database.db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
    // No User-Agent at all is another browser too.
    const quiet = sessionCookie(await signInFrom(BROWSER));
    const bare = await app.inject({ method: "GET", url: api(ADMIN_API.session), headers: { cookie: quiet, "user-agent": "" } });
    expect(bare.statusCode).toBe(401);
  });

  it("refuses a session the moment it expires, and keeps it until then", async () => {
    const cookie = sessionCookie(await signInFrom(BROWSER));
    vi.setSystemTime(T0.getTime() + 8 * 3_600_000 - 1);
    expect((await sessionFrom(cookie, BROWSER)).statusCode).toBe(200);
    vi.setSystemTime(T0.getTime() + 8 * 3_600_000);
    expect((await sessionFrom(cookie, BROWSER)).statusCode).toBe(401);
  });

  describe("lockout", () => {
    const fail = (email: string, ip: string) => signIn(app, email, "wrong-password-guess", ip);

    it("counts an address however it is written (case, spaces), so variants do not get more tries", async () => {
      const variants = [STAFF.email, STAFF.email.toUpperCase(), ` ${STAFF.email} `, "Farhan.Sheikh@Ankur.Example.IN"];
      for (let i = 0; i < 4; i++) expect((await fail(variants[i] ?? "", `10.2.0.${i}`)).statusCode).toBe(401);
      expect((await fail(STAFF.email.toUpperCase(), "10.2.0.9")).statusCode).toBe(429);
    });

    it("gives no cookie and no session while locked, even for the right password", async () => {
      for (let i = 0; i < 10; i++) {
        vi.setSystemTime(T0.getTime() + i * 31_000);
        await fail(STAFF.email, `10.3.0.${i}`);
      }
      const locked = await signIn(app, STAFF.email, STAFF.password, "10.3.1.1");
      expect(locked.statusCode).toBe(429);
      expect(locked.json().refusal.reason).toBe("locked");
      expect(locked.headers["set-cookie"]).toBeUndefined();
      expect(await t.database.db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
    });

    it("outlasts a server restart: the count lives in the database", async () => {
      for (let i = 0; i < 5; i++) await fail(STAFF.email, `10.4.0.${i}`);
      await app.close();
      app = await buildApp({ config: configFor(), logger: false, database: await t.reopen() });
      const after = await signIn(app, STAFF.email, STAFF.password, "10.4.1.1");
      expect(after.statusCode).toBe(429);
      expect(after.json().refusal.reason).toBe("slowed");
    });

    it("forgets an account's failures once its owner signs in", async () => {
      for (let i = 0; i < 4; i++) await fail(STAFF.email, `10.5.0.${i}`);
      expect((await signIn(app, STAFF.email, STAFF.password, "10.5.1.1")).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await fail(STAFF.email, `10.5.2.${i}`)).statusCode).toBe(401);
    });
  });

  it("answers hostile parameters and queries of every admin route with 4xx, never 5xx", async () => {
    await app.ready();
    const cookie = sessionCookie(await signIn(app, STAFF.email, STAFF.password));
    const reference = await addLead(t.database, { kind: "contact", email: "a@b.in", fields: { name: "Asha", email: "a@b.in", message: "Hello" } }, T0);
    const routes = routeTable(app).filter((route) => route.url.startsWith(api("/admin/")) && route.url !== api(ADMIN_API.signOut) && route.method !== "HEAD");
    const part = fc.oneof(
      fc.constantFrom("%00", "%ED%A0%80", "%FF", "%", "..%2F..", "'%20OR%201=1", reference, "9".repeat(30), "-1", "%E2%80%AE"),
      fc.string({ maxLength: 20 }).map(encodeURIComponent),
    );
    const query = fc.array(fc.tuple(fc.constantFrom("q", "kind", "status", "from", "to", "older", "newer", "x"), part), { maxLength: 3 });
    const bodies = fc.constantFrom('{"status":"closed\\u0000"}', '{"text":"note\\u0000"}', '{"text":"\\ud800"}', '{"status":{"$ne":1}}', "[]", '{"text":"' + "n".repeat(5000) + '"}');
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), part, part, query, bodies, async (route, first, second, pairs, body) => {
        const path = route.url.replace(":reference", first).replace(":messageId", second);
        const search = pairs.map(([key, value]) => `${key}=${value}`).join("&");
        const res = await app.inject({
          method: route.method as "GET",
          url: `${path}${search ? `?${search}` : ""}`,
          headers: { cookie, origin: SITE_ORIGIN, "content-type": "application/json" },
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: body }),
        });
        sent++;
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${route.method} ${path}?${search}: ${res.body}`);
      }),
      { numRuns: 300 },
    );
    expect(sent).toBe(300);
  }, 60_000);
});

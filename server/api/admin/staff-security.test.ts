import * as fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TEXT } from "../../../contract/staff-inbox/inbox-answers.ts";
import { ADMIN_API, STAFF_SESSION_COOKIE } from "../../../contract/staff-inbox/inbox-paths.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { hashSessionToken } from "../../db/staff-sessions-repository.ts";
import { resetStaffPassword } from "../../db/staff-users-repository.ts";
import { type TestDatabase, testEngines } from "../../db/test-databases.ts";
import { routeTable } from "../../security/route-table.ts";
import { SITE_ORIGIN, addLead, addStaff, api, sessionCookie, signIn, standInBuild } from "./admin-test-helpers.ts";
import { hashPassword } from "./password-hash.ts";

/**
 * Issue 11, staff side: only staff see leads. Every admin route (read from
 * the app's route table, so a new one cannot be missed) refuses a request
 * without a live session from the browser that signed in; sign-in always
 * issues a fresh token; failed sign-ins lock the address they come from and
 * slow the account down, never lock it for everyone.
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
        api("/admin/leads/:reference/webhook-deliveries"),
        api("/admin/leads/:reference/webhook-deliveries/:deliveryId/send-again"),
        api("/admin/breach/affected"),
        api("/admin/breach/affected.csv"),
        api("/admin/data-rights"),
        api("/admin/data-rights/:reference"),
        api("/admin/data-rights/:reference/apply"),
        api("/admin/data-rights/:reference/decline"),
        api("/admin/data-rights/:reference/erase"),
        api("/admin/team"),
        api("/admin/team/:id/role"),
        api("/admin/leads/:reference/work"),
        api("/admin/leads/:reference/owner"),
        api("/admin/leads/:reference/replies"),
        api("/admin/lead-work/team"),
        api("/admin/dashboard"),
        api("/admin/inbox/new-count"),
        api("/admin/leads/:reference/neighbours"),
        api("/admin/leads/:reference/person"),
        api("/admin/leads/:reference/spam"),
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

  // Issue 20 §4: the session cookie of an https site carries the __Secure- prefix, so no http page can plant or overwrite it.
  it("names the session cookie __Secure-… on an https SITE_URL (Secure, HttpOnly, SameSite=Strict, Path=/api/admin) and recognises it; plain on http://localhost", async () => {
    const httpsOrigin = "https://ankur.example.in";
    const secureApp = await buildApp({ config: configFor({ SITE_URL: httpsOrigin }), logger: false, database: t.database });
    try {
      const signedIn = await secureApp.inject({
        method: "POST",
        url: api(ADMIN_API.signIn),
        headers: { "content-type": "application/json", origin: httpsOrigin, "user-agent": BROWSER },
        payload: JSON.stringify(STAFF),
      });
      expect(signedIn.statusCode).toBe(200);
      const setCookie = String(signedIn.headers["set-cookie"]);
      expect(setCookie).toMatch(/^__Secure-ankur_staff_session=[A-Za-z0-9_-]{43};/);
      const attributes = setCookie.split("; ").slice(1);
      expect(attributes).toEqual(expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Strict", `Path=${api("/admin")}`]));
      const token = signedIn.cookies.find((c) => c.name === "__Secure-ankur_staff_session")?.value ?? "";
      const session = (name: string) => secureApp.inject({ method: "GET", url: api(ADMIN_API.session), headers: { cookie: `${name}=${token}`, "user-agent": BROWSER } });
      expect((await session("__Secure-ankur_staff_session")).statusCode).toBe(200);
      // The plain name is not the session's on https: a cookie an http page could have set opens nothing.
      expect((await session(STAFF_SESSION_COOKIE)).statusCode).toBe(401);
      const signedOut = await secureApp.inject({
        method: "POST",
        url: api(ADMIN_API.signOut),
        headers: { cookie: `__Secure-ankur_staff_session=${token}`, origin: httpsOrigin, "user-agent": BROWSER },
      });
      expect(String(signedOut.headers["set-cookie"])).toMatch(/^__Secure-ankur_staff_session=;.*Secure/);
    } finally {
      await secureApp.close();
    }

    const plain = await signInFrom(BROWSER);
    expect(String(plain.headers["set-cookie"])).toMatch(new RegExp(`^${STAFF_SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(String(plain.headers["set-cookie"])).not.toMatch(/Secure/);
    expect((await sessionFrom(sessionCookie(plain), BROWSER)).statusCode).toBe(200);
  });

  describe("lockout", () => {
    const fail = (email: string, ip: string) => signIn(app, email, "wrong-password-guess", ip);

    it("counts an address however it is written (case, spaces), so variants do not get more tries", async () => {
      const variants = [STAFF.email, STAFF.email.toUpperCase(), ` ${STAFF.email} `, "Farhan.Sheikh@Ankur.Example.IN"];
      for (let i = 0; i < 4; i++) expect((await fail(variants[i] ?? "", `10.2.0.${i}`)).statusCode).toBe(401);
      expect((await fail(STAFF.email.toUpperCase(), "10.2.0.9")).statusCode).toBe(429);
    });

    it("gives no cookie and no session to a locked address, even for the right password", async () => {
      for (let i = 0; i < 10; i++) {
        vi.setSystemTime(T0.getTime() + i * 31_000);
        await fail(STAFF.email, "10.3.0.1");
      }
      const locked = await signIn(app, STAFF.email, STAFF.password, "10.3.0.1");
      expect(locked.statusCode).toBe(429);
      expect(locked.json().refusal.reason).toBe("locked");
      expect(locked.headers["set-cookie"]).toBeUndefined();
      expect(await t.database.db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
    });

    // Issue 20 §4: ten failures from anywhere locked the account for everyone, so anyone could keep the team out.
    it("lets the team in while an attacker's address is locked out of the account: at once from an address it signed in from, after the back-off from a new one", async () => {
      const home = "192.0.2.10";
      // The owner signed in from home before (after the account was made, at T0).
      vi.setSystemTime(T0.getTime() + 1000);
      expect((await signIn(app, STAFF.email, STAFF.password, home)).statusCode).toBe(200);
      const attacker = "203.0.113.66";
      let clock = T0.getTime();
      for (let i = 0; i < 10; i++) {
        clock += 31_000;
        vi.setSystemTime(clock);
        await fail(STAFF.email, attacker);
      }
      const attackerNow = await signIn(app, STAFF.email, STAFF.password, attacker);
      expect(attackerNow.json().refusal).toMatchObject({ reason: "locked", retryAfterSeconds: 15 * 60 });

      expect((await signIn(app, STAFF.email, STAFF.password, home)).statusCode).toBe(200);
      const travelling = "198.51.100.20";
      const slowed = await signIn(app, STAFF.email, STAFF.password, travelling);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json()).toEqual({
        message: ADMIN_TEXT.signInSlowed(30),
        refusal: { reason: "slowed", retryAfterSeconds: 30, until: new Date(clock + 30_000).toISOString() },
      });
      vi.setSystemTime(clock + 30_000);
      const inAfterTheWait = await signIn(app, STAFF.email, STAFF.password, travelling);
      expect(inAfterTheWait.statusCode).toBe(200);
      expect(sessionCookie(inAfterTheWait)).toMatch(/=[A-Za-z0-9_-]{43}$/);
      // The attacker's address stays locked.
      expect((await signIn(app, STAFF.email, STAFF.password, attacker)).json().refusal.reason).toBe("locked");
    });

    it("holds addresses that each try once to one checked guess per SIGN_IN_SLOWDOWN at the account, and never locks it", async () => {
      const checked = (res: Awaited<ReturnType<typeof fail>>) => res.statusCode === 401 || res.json().message.startsWith(ADMIN_TEXT.signInWrong);
      let guesses = 0;
      const refusals = new Set<string>();
      // 400 addresses, one try each, 1.5 s apart: ten minutes of a distributed attack.
      for (let i = 0; i < 400; i++) {
        vi.setSystemTime(T0.getTime() + i * 1500);
        const res = await fail(STAFF.email, `10.${(i >> 8) + 100}.${i & 255}.1`);
        if (checked(res)) guesses++;
        else refusals.add(res.json().refusal.reason);
      }
      expect(refusals).toEqual(new Set(["slowed"]));
      // Five at once (0 to 6 s), then one 30 s after the last: at 36 s, 66 s, ... 576 s. It was 10, then none (the lock).
      expect(guesses).toBe(5 + 19);
      // The team's right password from an address of its own still gets in once the back-off allows.
      vi.setSystemTime(T0.getTime() + 400 * 1500 + 30_000);
      expect((await signIn(app, STAFF.email, STAFF.password, "192.0.2.44")).statusCode).toBe(200);
    }, 30_000);

    it("checks one guess, not all of them, when many addresses (or one) try at the same moment", async () => {
      for (let i = 0; i < 5; i++) await fail(STAFF.email, `10.7.0.${i}`);
      vi.setSystemTime(T0.getTime() + 30_000);
      const atOnce = await Promise.all(Array.from({ length: 20 }, (_, i) => fail(STAFF.email, `10.7.1.${i}`)));
      expect(atOnce.filter((res) => res.json().message.startsWith(ADMIN_TEXT.signInWrong))).toHaveLength(1);
      expect(atOnce.every((res) => res.statusCode === 429)).toBe(true);

      const other = "colleague@ankur.example.in";
      await addStaff(t.database, other, STAFF.password);
      for (let i = 0; i < 4; i++) await fail(other, "10.8.0.1");
      const fromOne = await Promise.all(Array.from({ length: 20 }, () => fail(other, "10.8.0.1")));
      expect(fromOne.filter((res) => res.json().message.startsWith(ADMIN_TEXT.signInWrong))).toHaveLength(1);
    });

    it("knows an address for 30 days after a sign-in from it, and only while the password is the same", async () => {
      const home = "192.0.2.10";
      const underAttack = async () => {
        for (let i = 0; i < 5; i++) await fail(STAFF.email, `10.9.0.${i}`);
      };
      vi.setSystemTime(T0.getTime() + 1000);
      expect((await signIn(app, STAFF.email, STAFF.password, home)).statusCode).toBe(200);
      await underAttack();
      expect((await signIn(app, STAFF.email, STAFF.password, home)).statusCode).toBe(200);

      vi.setSystemTime(T0.getTime() + 31 * 24 * 3_600_000);
      await underAttack();
      expect((await signIn(app, STAFF.email, STAFF.password, home)).json().refusal?.reason).toBe("slowed");

      vi.setSystemTime(T0.getTime() + 32 * 24 * 3_600_000);
      expect((await signIn(app, STAFF.email, STAFF.password, home)).statusCode).toBe(200);
      const newPassword = "Deccan-Queen-2026-reset";
      vi.setSystemTime(T0.getTime() + 32 * 24 * 3_600_000 + 60_000);
      expect(await resetStaffPassword(t.database, STAFF.email, await hashPassword(newPassword, { N: 2 ** 10, r: 8, p: 1 }), new Date())).toBe(true);
      await underAttack();
      expect((await signIn(app, STAFF.email, newPassword, home)).json().refusal?.reason).toBe("slowed");
    });

    it("outlasts a server restart: the count lives in the database", async () => {
      for (let i = 0; i < 5; i++) await fail(STAFF.email, `10.4.0.${i}`);
      await app.close();
      app = await buildApp({ config: configFor(), logger: false, database: await t.reopen() });
      const after = await signIn(app, STAFF.email, STAFF.password, "10.4.1.1");
      expect(after.statusCode).toBe(429);
      expect(after.json().refusal.reason).toBe("slowed");
    });

    it("keeps an account's failures from elsewhere when its owner signs in, so a sign-in hands an attacker no fresh tries", async () => {
      for (let i = 0; i < 4; i++) await fail(STAFF.email, `10.5.0.${i}`);
      expect((await signIn(app, STAFF.email, STAFF.password, "10.5.1.1")).statusCode).toBe(200);
      const fifth = await fail(STAFF.email, "10.5.2.1");
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().refusal.reason).toBe("slowed");
      // The owner's own try was taken back from the address: it is no failure there.
      expect(await t.database.db.selectFrom("sign_in_throttles").select("key").where("key", "=", "ip:10.5.1.1").execute()).toEqual([]);
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

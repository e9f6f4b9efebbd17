import { parse as parseContentDisposition } from "content-disposition";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TEXT, type InboxPageAnswer, type LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { ADMIN_API, STAFF_SESSION_COOKIE } from "../../../contract/staff-inbox/inbox-paths.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { readAuditLog } from "../../db/audit-log-repository.ts";
import { countLeads } from "../../db/leads-repository.ts";
import { hashSessionToken } from "../../db/staff-sessions-repository.ts";
import { type TestDatabase, testEngines } from "../../db/test-databases.ts";
import { PDF, PPT, PPTX } from "../leads/pitch-deck-type.ts";
import { pdfBytes } from "../leads/test-files.ts";
import { SITE_ORIGIN, SPA_SHELL, addLead, addStaff, api, sessionCookie, signIn, standInBuild } from "./admin-test-helpers.ts";

const STAFF = { email: "anjali.rao@ankur.example.in", password: "Sahyadri-Monsoon-2026" };
const T0 = new Date("2026-03-14T09:00:00.000Z");

const priya = {
  kind: "contact" as const,
  email: "priya@sahyadri-agro.in",
  fields: {
    name: "Priya Deshmukh",
    email: "priya@sahyadri-agro.in",
    organization: "Sahyadri Agro Producers",
    role: "Director",
    message: "=HYPERLINK(\"http://evil.example\",\"Click\") — a cohort for 4,000 farmers, \"soon\"",
  },
};
const aditya = {
  kind: "incubation" as const,
  email: "aditya@krishiyantra.in",
  fields: {
    companyName: "Krishiyantra Labs",
    founderName: "आदित्य कुलकर्णी",
    email: "aditya@krishiyantra.in",
    industrySector: "Agriculture",
    stage: "Prototype",
    motivation: "A low-cost soil sensor <script>alert(1)</script> that needs a go-to-market troupe.",
  },
  pitchDeck: { fileName: "कृषि deck.pdf", mediaType: "application/pdf", bytes: pdfBytes(2000) },
};
const meera = {
  kind: "partnership" as const,
  email: "meera@deccanfintech.org",
  fields: {
    organizationName: "Deccan Fintech Alliance",
    contactPerson: "Meera Iyer",
    email: "meera@deccanfintech.org",
    phone: "+91 98765 43210",
    partnershipType: "Strategic",
    industry: "Finance",
    companySize: "51-200",
    proposal: "@SUM(1+1) A joint cohort for co-operative banks; 50%_off",
  },
};

let build: ReturnType<typeof standInBuild>;
beforeAll(() => {
  build = standInBuild();
});
afterAll(() => build.remove());

const configFor = (env: Record<string, string> = {}) => loadConfig({ BUILD_DIR: build.dir, LOG_LEVEL: "silent", SITE_URL: SITE_ORIGIN, ...env });

describe.each(testEngines())("admin API on $name", (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;

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
    cookie = sessionCookie(await signIn(app, STAFF.email, STAFF.password));
  });
  afterEach(async () => {
    await app.close();
    vi.useRealTimers();
  });

  /** A call as the signed-in staff member, from the site's own pages. */
  const call = (options: InjectOptions & { url: string }) =>
    app.inject({ ...options, headers: { cookie, origin: SITE_ORIGIN, ...(options.payload ? { "content-type": "application/json" } : {}), ...options.headers } });
  const inbox = async (query = "") => {
    const res = await call({ method: "GET", url: `${api(ADMIN_API.leads)}${query ? `?${query}` : ""}` });
    expect(res.statusCode).toBe(200);
    return res.json<InboxPageAnswer>();
  };
  const seedThree = async () => ({
    priya: await addLead(t.database, priya, new Date("2026-03-01T04:00:00.000Z")),
    aditya: await addLead(t.database, aditya, new Date("2026-03-05T20:00:00.000Z")),
    meera: await addLead(t.database, meera, new Date("2026-03-10T12:00:00.000Z")),
  });

  describe("sessions", () => {
    const everyRoute = (reference: string) => [
      { method: "GET", url: api(ADMIN_API.session) },
      { method: "POST", url: api(ADMIN_API.signOut) },
      { method: "GET", url: api(ADMIN_API.leads) },
      { method: "GET", url: api(ADMIN_API.exportCsv) },
      { method: "GET", url: api(ADMIN_API.lead(reference)) },
      { method: "GET", url: api(ADMIN_API.pitchDeck(reference)) },
      { method: "PUT", url: api(ADMIN_API.leadStatus(reference)), payload: { status: "closed" } },
      { method: "POST", url: api(ADMIN_API.leadNotes(reference)), payload: { text: "Called" } },
      { method: "DELETE", url: api(ADMIN_API.lead(reference)) },
    ] as const;

    it("refuses every admin route without a session, with a forged one and with an expired one", async () => {
      const { aditya: reference } = await seedThree();
      const expired = sessionCookie(await signIn(app, STAFF.email, STAFF.password));
      vi.setSystemTime(new Date(T0.getTime() + 8 * 3_600_000));
      for (const sent of [undefined, `${STAFF_SESSION_COOKIE}=forged-token`, expired]) {
        for (const route of everyRoute(reference)) {
          const res = await app.inject({
            method: route.method,
            url: route.url,
            headers: { origin: SITE_ORIGIN, ...(sent ? { cookie: sent } : {}), ...("payload" in route ? { "content-type": "application/json" } : {}) },
            ...("payload" in route ? { payload: JSON.stringify(route.payload) } : {}),
          });
          expect(res.statusCode).toBe(401);
          expect(res.headers["cache-control"]).toBe("no-store");
          expect(res.json()).toEqual({ message: ADMIN_TEXT.sessionMissing });
        }
      }
      expect(await countLeads(t.database)).toBe(3);
    });

    it("answers every admin route with a session, without caching", async () => {
      vi.setSystemTime(new Date(T0.getTime() + 7 * 3_600_000));
      const { aditya: reference } = await seedThree();
      const statuses = [];
      for (const route of everyRoute(reference).filter((r) => r.method !== "POST" || r.url !== api(ADMIN_API.signOut))) {
        const res = await call({ method: route.method, url: route.url, ...("payload" in route ? { payload: JSON.stringify(route.payload) } : {}) });
        expect(res.headers["cache-control"]).toBe("no-store");
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 201, 200]);
      const out = await call({ method: "POST", url: api(ADMIN_API.signOut) });
      expect(out.statusCode).toBe(200);
    });

    it("gives an HttpOnly, SameSite=Strict cookie for the admin API only, stores only its hash, and ends it on sign-out", async () => {
      const res = await signIn(app, STAFF.email.toUpperCase(), STAFF.password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email: STAFF.email, expiresAt: "2026-03-14T17:00:00.000Z", role: "admin" });
      const setCookie = String(res.headers["set-cookie"]);
      expect(setCookie).toMatch(new RegExp(`^${STAFF_SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
      expect(setCookie).toContain("Path=/api/admin");
      expect(setCookie).toContain("HttpOnly");
      expect(setCookie).toContain("SameSite=Strict");
      expect(setCookie).toContain("Expires=Sat, 14 Mar 2026 17:00:00 GMT");
      expect(setCookie).not.toContain("Secure"); // http://localhost
      const token = res.cookies[0]?.value ?? "";
      const stored = await t.database.db.selectFrom("staff_sessions").select("token_hash").execute();
      expect(stored.map((s) => s.token_hash)).toContain(hashSessionToken(token));
      expect(JSON.stringify(stored)).not.toContain(token);

      const session = await call({ method: "GET", url: api(ADMIN_API.session), headers: { cookie: sessionCookie(res) } });
      expect(session.json()).toEqual({ email: STAFF.email, expiresAt: "2026-03-14T17:00:00.000Z", role: "admin" });
      const out = await call({ method: "POST", url: api(ADMIN_API.signOut), headers: { cookie: sessionCookie(res) } });
      expect(out.statusCode).toBe(200);
      expect(String(out.headers["set-cookie"])).toMatch(new RegExp(`^${STAFF_SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
      const after = await call({ method: "GET", url: api(ADMIN_API.session), headers: { cookie: sessionCookie(res) } });
      expect(after.statusCode).toBe(401);
    });

    it("marks the cookie Secure when the site is not plain http on this machine", async () => {
      for (const siteUrl of ["https://ankur.example.in", "http://ankur.example.in"]) {
        const secureApp = await buildApp({ config: configFor({ SITE_URL: siteUrl }), logger: false, database: t.database });
        const res = await secureApp.inject({
          method: "POST",
          url: api(ADMIN_API.signIn),
          headers: { "content-type": "application/json", origin: siteUrl },
          payload: JSON.stringify(STAFF),
        });
        expect(res.statusCode).toBe(200);
        expect(String(res.headers["set-cookie"])).toContain("Secure");
        await secureApp.close();
      }
    });
  });

  describe("sign-in", () => {
    it("answers a wrong password and an unknown address alike, and asks for both fields", async () => {
      const wrong = await signIn(app, STAFF.email, "not-the-password");
      const unknown = await signIn(app, "nobody@ankur.example.in", STAFF.password);
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: ADMIN_TEXT.signInWrong });
        expect(res.headers["set-cookie"]).toBeUndefined();
      }
      const empty = await signIn(app, STAFF.email, "");
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({ message: ADMIN_TEXT.signInIncomplete });
    });

    it("slows an address down after 5 failed attempts, locks it after 10, and opens again after the lockout", async () => {
      const ip = "10.0.0.1";
      for (let i = 0; i < 4; i++) expect((await signIn(app, STAFF.email, "wrong-password-1", ip)).statusCode).toBe(401);
      const fifth = await signIn(app, STAFF.email, "wrong-password-1", ip);
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toEqual({
        message: `${ADMIN_TEXT.signInWrong} ${ADMIN_TEXT.signInSlowed(30)}`,
        refusal: { reason: "slowed", retryAfterSeconds: 30, until: "2026-03-14T09:00:30.000Z" },
      });
      expect(fifth.headers["retry-after"]).toBe("30");
      // Even the right password waits while slowed.
      const tooSoon = await signIn(app, STAFF.email, STAFF.password, ip);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().message).toBe(ADMIN_TEXT.signInSlowed(30));

      let clock = T0.getTime();
      for (let i = 0; i < 5; i++) {
        clock += 30_000;
        vi.setSystemTime(clock);
        expect((await signIn(app, STAFF.email, "wrong-password-2", ip)).statusCode).toBe(429);
      }
      clock += 60_000;
      vi.setSystemTime(clock);
      const locked = await signIn(app, STAFF.email, STAFF.password, ip);
      expect(locked.statusCode).toBe(429);
      const lockedUntil = new Date(clock - 60_000 + 15 * 60_000);
      expect(locked.json().refusal).toEqual({ reason: "locked", retryAfterSeconds: 14 * 60, until: lockedUntil.toISOString() });
      expect(locked.json().message).toBe(ADMIN_TEXT.signInLocked("14:47 IST"));

      vi.setSystemTime(lockedUntil);
      const open = await signIn(app, STAFF.email, STAFF.password, ip);
      expect(open.statusCode).toBe(200);
      const log = await readAuditLog(t.database.db);
      expect(log.filter((e) => e.action === "sign-in-refused").length).toBeGreaterThanOrEqual(12);
    });

    it("slows down one address that tries many accounts", async () => {
      const ip = "203.0.113.7";
      for (let i = 1; i <= 4; i++) expect((await signIn(app, `guess${i}@ankur.example.in`, "password-guess", ip)).statusCode).toBe(401);
      expect((await signIn(app, "guess5@ankur.example.in", "password-guess", ip)).statusCode).toBe(429);
      const right = await signIn(app, STAFF.email, STAFF.password, ip);
      expect(right.statusCode).toBe(429);
      expect(right.json().refusal.reason).toBe("slowed");
      expect((await signIn(app, STAFF.email, STAFF.password, "198.51.100.1")).statusCode).toBe(200);
    });

    it("follows SIGN_IN_ATTEMPTS, SIGN_IN_SLOWDOWN and SIGN_IN_LOCKOUT", async () => {
      const strict = await buildApp({
        config: configFor({ SIGN_IN_ATTEMPTS: "2", SIGN_IN_SLOWDOWN: "5s", SIGN_IN_LOCKOUT: "1h" }),
        logger: false,
        database: t.database,
      });
      expect((await signIn(strict, STAFF.email, "wrong-password", "10.1.1.1")).statusCode).toBe(401);
      expect((await signIn(strict, STAFF.email, "wrong-password", "10.1.1.1")).json().refusal).toMatchObject({ reason: "slowed", retryAfterSeconds: 5 });
      vi.setSystemTime(T0.getTime() + 5000);
      expect((await signIn(strict, STAFF.email, "wrong-password", "10.1.1.1")).statusCode).toBe(429);
      vi.setSystemTime(T0.getTime() + 10_000);
      expect((await signIn(strict, STAFF.email, "wrong-password", "10.1.1.1")).json().refusal).toMatchObject({ reason: "locked", retryAfterSeconds: 3600 });
      await strict.close();
    });
  });

  describe("Origin check", () => {
    it("refuses state-changing calls from another origin or none, and changes nothing", async () => {
      const { aditya: reference } = await seedThree();
      for (const origin of ["https://evil.example", "null", undefined]) {
        const headers = { cookie, "content-type": "application/json", ...(origin ? { origin } : {}) };
        const calls = [
          { method: "POST", url: api(ADMIN_API.signIn), payload: JSON.stringify(STAFF) },
          { method: "POST", url: api(ADMIN_API.signOut) },
          { method: "PUT", url: api(ADMIN_API.leadStatus(reference)), payload: JSON.stringify({ status: "closed" }) },
          { method: "POST", url: api(ADMIN_API.leadNotes(reference)), payload: JSON.stringify({ text: "x" }) },
          { method: "DELETE", url: api(ADMIN_API.lead(reference)) },
        ] as const;
        for (const c of calls) {
          const res = await app.inject({ ...c, headers: "payload" in c ? headers : { cookie, ...(origin ? { origin } : {}) } });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ message: ADMIN_TEXT.originRefused });
          expect(res.headers["set-cookie"]).toBeUndefined();
        }
      }
      const detail = (await call({ method: "GET", url: api(ADMIN_API.lead(reference)) })).json<LeadDetailAnswer>();
      expect(detail.status).toBe("new");
      expect(detail.notes).toEqual([]);
      expect((await call({ method: "GET", url: api(ADMIN_API.session) })).statusCode).toBe(200);
    });
  });

  describe("inbox list", () => {
    it("lists leads of every kind newest first, with their name, organisation and pitch deck flag", async () => {
      const refs = await seedThree();
      const page = await inbox();
      expect(page.total).toBe(3);
      expect(page.leads.map((l) => l.reference)).toEqual([refs.meera, refs.aditya, refs.priya]);
      expect(page.leads[1]).toEqual({
        reference: refs.aditya,
        kind: "incubation",
        status: "new",
        submittedAt: "2026-03-05T20:00:00.000Z",
        name: "आदित्य कुलकर्णी",
        email: "aditya@krishiyantra.in",
        organisation: "Krishiyantra Labs",
        hasPitchDeck: true,
        hasFailedMail: false,
        verification: null,
        // Nobody owns it; in on Friday 6 March at 01:30 IST, two working days end on Monday at 18:00 IST (issue 25).
        owner: null,
        replyClock: { dueAt: "2026-03-09T12:30:00.000Z", stoppedAt: null },
        // The only lead of its address (issue 25, people).
        personLeadCount: 1,
      });
      expect(page.olderCursor).toBeUndefined();
      expect(page.newerCursor).toBeUndefined();
    });

    it("filters by kind, status and date range (India's days), and searches name, e-mail, organisation and message", async () => {
      const refs = await seedThree();
      const refsOf = async (query: string) => (await inbox(query)).leads.map((l) => l.reference);
      expect(await refsOf("kind=incubation")).toEqual([refs.aditya]);
      await call({ method: "PUT", url: api(ADMIN_API.leadStatus(refs.priya)), payload: JSON.stringify({ status: "qualified" }) });
      expect(await refsOf("status=qualified")).toEqual([refs.priya]);
      expect(await refsOf("status=new")).toEqual([refs.meera, refs.aditya]);
      // 2026-03-05T20:00Z is 6 March in India.
      expect(await refsOf("from=2026-03-06&to=2026-03-06")).toEqual([refs.aditya]);
      expect(await refsOf("to=2026-03-05")).toEqual([refs.priya]);
      expect(await refsOf("from=2026-03-07")).toEqual([refs.meera]);
      expect(await refsOf("q=PRIYA")).toEqual([refs.priya]);
      expect(await refsOf("q=krishiyantra.in")).toEqual([refs.aditya]);
      expect(await refsOf("q=deccan%20alliance")).toEqual([refs.meera]);
      expect(await refsOf("q=soil%20sensor")).toEqual([refs.aditya]);
      expect(await refsOf("q=कुलकर्णी")).toEqual([refs.aditya]);
      expect(await refsOf("q=50%25_off")).toEqual([refs.meera]);
      expect(await refsOf("q=%25")).toEqual([refs.meera]);
      expect(await refsOf("q=Director")).toEqual([]); // the role is not searched
      expect(await refsOf("kind=partnership&q=priya")).toEqual([]);
      expect((await inbox("q=sahyadri")).total).toBe(1);
    });

    it("pages through leads with older and newer cursors", async () => {
      for (let i = 0; i < 120; i++) {
        await addLead(t.database, { kind: "contact", email: `lead${i}@example.in`, fields: { name: `Lead ${i}`, message: "Hello" } }, new Date(T0.getTime() - (120 - i) * 60_000));
      }
      const first = await inbox();
      expect(first.total).toBe(120);
      expect(first.leads).toHaveLength(50);
      expect(first.leads[0]?.name).toBe("Lead 119");
      expect(first.newerCursor).toBeUndefined();
      const second = await inbox(`older=${first.olderCursor}`);
      expect(second.leads.map((l) => l.name)).toEqual(Array.from({ length: 50 }, (_, i) => `Lead ${69 - i}`));
      const third = await inbox(`older=${second.olderCursor}`);
      expect(third.leads).toHaveLength(20);
      expect(third.leads.at(-1)?.name).toBe("Lead 0");
      expect(third.olderCursor).toBeUndefined();
      const back = await inbox(`newer=${third.newerCursor}`);
      expect(back.leads.map((l) => l.reference)).toEqual(second.leads.map((l) => l.reference));
      const top = await inbox(`newer=${back.newerCursor}`);
      expect(top.leads.map((l) => l.reference)).toEqual(first.leads.map((l) => l.reference));
      expect(top.newerCursor).toBeUndefined();
    });

    it("answers 400 for a filter it does not know", async () => {
      for (const query of ["kind=webinar", "status=spam", "from=2026-02-30", "older=yesterday", "from=2026-03-10&to=2026-03-01"]) {
        const res = await call({ method: "GET", url: `${api(ADMIN_API.leads)}?${query}` });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/./);
      }
    });
  });

  describe("lead detail", () => {
    it("gives every field exactly as submitted, as data, and records the view", async () => {
      const { aditya: reference } = await seedThree();
      const res = await call({ method: "GET", url: api(ADMIN_API.lead(reference)) });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        reference,
        kind: "incubation",
        status: "new",
        submittedAt: "2026-03-05T20:00:00.000Z",
        email: aditya.email,
        fields: aditya.fields,
        pitchDeck: { fileName: "कृषि deck.pdf", mediaType: "application/pdf", sizeBytes: aditya.pitchDeck.bytes.length },
        notes: [],
        statusChanges: [],
        messages: [],
        verification: null,
        origin: null,
        spam: null,
        personLeadCount: 1,
      });
      const [entry] = await readAuditLog(t.database.db, 1);
      expect(entry).toMatchObject({ action: "view", actorEmail: STAFF.email, leadReference: reference });
      expect((await call({ method: "GET", url: api(ADMIN_API.lead("INC-2026-NOPE99")) })).statusCode).toBe(404);
    });

    it("hands out the pitch deck as an attachment named after the lead, with its type", async () => {
      const { aditya: reference, priya: withoutDeck } = await seedThree();
      const res = await call({ method: "GET", url: api(ADMIN_API.pitchDeck(reference)) });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe(`attachment; filename=${reference}-pitch-deck.pdf`);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(Buffer.compare(res.rawPayload, aditya.pitchDeck.bytes)).toBe(0);
      expect((await readAuditLog(t.database.db, 1))[0]).toMatchObject({ action: "pitch-deck-download", leadReference: reference });
      const none = await call({ method: "GET", url: api(ADMIN_API.pitchDeck(withoutDeck)) });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ message: ADMIN_TEXT.pitchDeckNotFound });
    });

    // Issue 20: a PDF that is also HTML or a program, named pitch.html or
    // setup.exe, was saved by the browser under that name and opened as such.
    it("names a pitch deck <reference>-pitch-deck.<extension of the type found in its bytes>, whatever the visitor called it", async () => {
      const polyglot = Buffer.concat([pdfBytes(), Buffer.from("<html><script>alert(1)</script></html>", "latin1")]);
      const decks = [
        { fileName: "pitch.html", mediaType: PDF.mediaType, extension: "pdf" },
        { fileName: "setup.exe", mediaType: PDF.mediaType, extension: "pdf" },
        { fileName: "invoice\u202Efdp.exe", mediaType: PPT.mediaType, extension: "ppt" },
        { fileName: "कृषि deck.html", mediaType: PPTX.mediaType, extension: "pptx" },
        { fileName: null, mediaType: PDF.mediaType, extension: "pdf" },
      ];
      for (const { fileName, mediaType, extension } of decks) {
        const reference = await addLead(t.database, { ...aditya, pitchDeck: { ...(fileName ? { fileName } : {}), mediaType, bytes: polyglot } }, T0);
        const res = await call({ method: "GET", url: api(ADMIN_API.pitchDeck(reference)) });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe(mediaType);
        const header = String(res.headers["content-disposition"]);
        expect(header).toBe(`attachment; filename=${reference}-pitch-deck.${extension}`);
        // Both parameters a browser reads: filename= is ours, and no filename*= (which a browser prefers) names the visitor's file.
        expect(parseContentDisposition(header)).toEqual({ type: "attachment", parameters: { filename: `${reference}-pitch-deck.${extension}` } });
        expect(header).not.toContain("filename*=");
      }
    });

    it("gives the visitor's file name without bidi overrides or other invisible characters, in the detail and the CSV", async () => {
      // Stored as it came, as names stored before the submission cleaned them were.
      const reference = await addLead(t.database, { ...aditya, pitchDeck: { ...aditya.pitchDeck, fileName: "\u2067invoice\u202Efdp\u200B.exe\uFEFF" } }, T0);
      const detail = await call({ method: "GET", url: api(ADMIN_API.lead(reference)) });
      expect(detail.json<LeadDetailAnswer>().pitchDeck?.fileName).toBe("invoicefdp.exe");
      const csv = await call({ method: "GET", url: api(ADMIN_API.exportCsv) });
      expect(csv.rawPayload.toString("utf8").split("\r\n")[1]?.endsWith(`,invoicefdp.exe${",".repeat(9)}`)).toBe(true);
      const invisibleOnly = await addLead(t.database, { ...aditya, pitchDeck: { ...aditya.pitchDeck, fileName: "\u202E\u200B" } }, T0);
      expect((await call({ method: "GET", url: api(ADMIN_API.lead(invisibleOnly)) })).json<LeadDetailAnswer>().pitchDeck?.fileName).toBeNull();
    });

    it("changes the status and records who changed it from what, and when", async () => {
      const { meera: reference } = await seedThree();
      vi.setSystemTime(new Date("2026-03-14T10:15:00.000Z"));
      const res = await call({ method: "PUT", url: api(ADMIN_API.leadStatus(reference)), payload: JSON.stringify({ status: "contacted" }) });
      expect(res.statusCode).toBe(200);
      expect(res.json<LeadDetailAnswer>().status).toBe("contacted");
      expect(res.json<LeadDetailAnswer>().statusChanges).toEqual([{ from: "new", to: "contacted", at: "2026-03-14T10:15:00.000Z", by: STAFF.email }]);
      const same = await call({ method: "PUT", url: api(ADMIN_API.leadStatus(reference)), payload: JSON.stringify({ status: "contacted" }) });
      expect(same.json<LeadDetailAnswer>().statusChanges).toHaveLength(1);
      const bad = await call({ method: "PUT", url: api(ADMIN_API.leadStatus(reference)), payload: JSON.stringify({ status: "won" }) });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ message: ADMIN_TEXT.statusInvalid });
      const missing = await call({ method: "PUT", url: api(ADMIN_API.leadStatus("PAR-2026-NOPE99")), payload: JSON.stringify({ status: "closed" }) });
      expect(missing.statusCode).toBe(404);
      const notJson = await call({ method: "PUT", url: api(ADMIN_API.leadStatus(reference)), payload: "status=closed", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(notJson.statusCode).toBe(415);
      expect((await readAuditLog(t.database.db, 10)).find((e) => e.action === "status-change")).toMatchObject({
        actorEmail: STAFF.email,
        leadReference: reference,
        details: { from: "new", to: "contacted" },
      });
    });

    it("adds internal notes with their author and time, newest first", async () => {
      const { priya: reference } = await seedThree();
      const first = await call({ method: "POST", url: api(ADMIN_API.leadNotes(reference)), payload: JSON.stringify({ text: "Called Priya; wants a May cohort." }) });
      expect(first.statusCode).toBe(201);
      vi.setSystemTime(T0.getTime() + 60_000);
      const second = await call({ method: "POST", url: api(ADMIN_API.leadNotes(reference)), payload: JSON.stringify({ text: "<b>Send</b> the term sheet" }) });
      const notes = second.json<LeadDetailAnswer>().notes;
      expect(notes.map((n) => [n.text, n.by, n.at])).toEqual([
        ["<b>Send</b> the term sheet", STAFF.email, "2026-03-14T09:01:00.000Z"],
        ["Called Priya; wants a May cohort.", STAFF.email, "2026-03-14T09:00:00.000Z"],
      ]);
      const blank = await call({ method: "POST", url: api(ADMIN_API.leadNotes(reference)), payload: JSON.stringify({ text: "   " }) });
      expect(blank.statusCode).toBe(422);
      const long = await call({ method: "POST", url: api(ADMIN_API.leadNotes(reference)), payload: JSON.stringify({ text: "x".repeat(5001) }) });
      expect(long.statusCode).toBe(422);
    });
  });

  describe("CSV export", () => {
    it("exports the filtered list in UTF-8 with a BOM, with formula-like cells defused", async () => {
      const refs = await seedThree();
      const res = await call({ method: "GET", url: `${api(ADMIN_API.exportCsv)}?q=a&status=new` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe("attachment; filename=ankur-leads-2026-03-14.csv");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = res.rawPayload.toString("utf8");
      const lines = text.slice(1).split("\r\n");
      expect(lines[0]).toBe(
        "Reference,Kind,Status,Submitted (IST),Name,E-mail,Organisation,Message,Other fields,Pitch deck,Spam check,Landing page,Referred by,Campaign source,Campaign medium,Campaign,Campaign term,Campaign content,Sent from page",
      );
      expect(lines[1]).toBe(
        `${refs.meera},Partnership application,New,2026-03-10 17:30,Meera Iyer,meera@deccanfintech.org,Deccan Fintech Alliance,'@SUM(1+1) A joint cohort for co-operative banks; 50%_off,"Phone: +91 98765 43210\nPartnership type: Strategic\nIndustry: Finance\nCompany size: 51-200",${",".repeat(9)}`,
      );
      expect(lines[2]).toContain(`${refs.aditya},Incubation application,New,2026-03-06 01:30,आदित्य कुलकर्णी,`);
      expect(lines[2]?.endsWith(`,कृषि deck.pdf${",".repeat(9)}`)).toBe(true);
      expect(lines[3]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") — a cohort for 4,000 farmers, ""soon"""`);
      expect(lines).toHaveLength(5);
      expect(lines[4]).toBe("");

      const onlyIncubation = await call({ method: "GET", url: `${api(ADMIN_API.exportCsv)}?kind=incubation` });
      expect(onlyIncubation.rawPayload.toString("utf8").split("\r\n")).toHaveLength(3);
      const [entry] = await readAuditLog(t.database.db, 1);
      expect(entry).toMatchObject({ action: "export", actorEmail: STAFF.email, details: { kind: "incubation", rows: 1 } });
      const searched = (await readAuditLog(t.database.db, 2))[1];
      expect(searched?.details).toEqual({ status: "new", searched: true, rows: 3 });
    });
  });

  describe("spam check and origin", () => {
    it("filters by the spam check and by where leads came from, shows both on a lead and exports them", async () => {
      const at = new Date("2026-03-12T06:00:00.000Z");
      const verified = await addLead(t.database, { ...priya, verification: "verified", origin: { landingPage: "/programs?utm_source=LinkedIn", utmSource: "LinkedIn", utmCampaign: "demo-day", formPage: "/contact" } }, at);
      const unverified = await addLead(t.database, { ...meera, verification: "unverified", origin: { formPage: "/contact-get-involved/partner-apply" } }, at);
      const before = await addLead(t.database, aditya, at);
      const refsOf = async (query: string) => (await inbox(query)).leads.map((lead) => lead.reference).sort();
      expect(await refsOf("verification=verified")).toEqual([verified]);
      expect(await refsOf("verification=unverified")).toEqual([unverified]);
      expect(await refsOf("origin=linkedin")).toEqual([verified]);
      expect(await refsOf("origin=partner-apply")).toEqual([unverified]);
      expect(await refsOf("origin=demo-day linkedin&verification=verified")).toEqual([verified]);
      expect(await refsOf("")).toEqual([verified, unverified, before].sort());
      expect((await inbox("origin=linkedin")).leads[0]?.verification).toBe("verified");
      const bad = await call({ method: "GET", url: `${api(ADMIN_API.leads)}?verification=maybe` });
      expect(bad.statusCode).toBe(400);

      const detail = (await call({ method: "GET", url: api(ADMIN_API.lead(verified)) })).json<LeadDetailAnswer>();
      expect(detail).toMatchObject({ verification: "verified", origin: { utmSource: "LinkedIn", utmCampaign: "demo-day", formPage: "/contact" } });
      expect((await call({ method: "GET", url: api(ADMIN_API.lead(before)) })).json<LeadDetailAnswer>()).toMatchObject({ verification: null, origin: null });

      const csv = (await call({ method: "GET", url: `${api(ADMIN_API.exportCsv)}?origin=linkedin` })).rawPayload.toString("utf8").split("\r\n");
      expect(csv[1]?.endsWith(",Verified,/programs?utm_source=LinkedIn,,LinkedIn,,demo-day,,,/contact")).toBe(true);
      expect(csv).toHaveLength(3);
      const [entry] = await readAuditLog(t.database.db, 1);
      expect(entry?.details).toEqual({ originSearched: true, rows: 1 });
    });
  });

  describe("erasure", () => {
    it("removes the row, the pitch deck, the notes and the history, and keeps an audit entry without personal data", async () => {
      const refs = await seedThree();
      await call({ method: "PUT", url: api(ADMIN_API.leadStatus(refs.aditya)), payload: JSON.stringify({ status: "contacted" }) });
      await call({ method: "POST", url: api(ADMIN_API.leadNotes(refs.aditya)), payload: JSON.stringify({ text: "Aditya asked to be forgotten" }) });
      await call({ method: "GET", url: api(ADMIN_API.lead(refs.aditya)) });
      const res = await call({ method: "DELETE", url: api(ADMIN_API.lead(refs.aditya)) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ erased: refs.aditya });

      const db = t.database.db;
      expect(await countLeads(t.database)).toBe(2);
      expect(await db.selectFrom("pitch_decks").selectAll().execute()).toEqual([]);
      expect(await db.selectFrom("lead_notes").selectAll().execute()).toEqual([]);
      expect(await db.selectFrom("lead_status_changes").selectAll().execute()).toEqual([]);
      expect((await call({ method: "GET", url: api(ADMIN_API.lead(refs.aditya)) })).statusCode).toBe(404);
      expect((await call({ method: "GET", url: api(ADMIN_API.pitchDeck(refs.aditya)) })).statusCode).toBe(404);
      expect((await call({ method: "DELETE", url: api(ADMIN_API.lead(refs.aditya)) })).statusCode).toBe(404);
      expect((await inbox("q=krishiyantra")).total).toBe(0);

      const log = await readAuditLog(db);
      expect(log.find((e) => e.action === "erasure")).toMatchObject({ actorEmail: STAFF.email, leadReference: refs.aditya, details: { kind: "incubation" } });
      const everything = JSON.stringify(await db.selectFrom("audit_log").selectAll().execute());
      for (const personal of ["aditya@krishiyantra.in", "Krishiyantra", "कुलकर्णी", "forgotten", "soil"]) expect(everything).not.toContain(personal);
    });
  });

  it("records sign-in, view, export, status change and erasure in the audit log", async () => {
    const { priya: reference } = await seedThree();
    await call({ method: "GET", url: api(ADMIN_API.lead(reference)) });
    await call({ method: "GET", url: api(ADMIN_API.exportCsv) });
    await call({ method: "PUT", url: api(ADMIN_API.leadStatus(reference)), payload: JSON.stringify({ status: "closed" }) });
    await call({ method: "DELETE", url: api(ADMIN_API.lead(reference)) });
    await call({ method: "POST", url: api(ADMIN_API.signOut) });
    const actions = (await readAuditLog(t.database.db)).map((e) => e.action).reverse();
    expect(actions).toEqual(["sign-in", "view", "export", "status-change", "erasure", "sign-out"]);
  });

  describe("staff pages", () => {
    it("answers /admin and every page below it with the client-rendered shell: 200, noindex, no-store, its own CSP", async () => {
      for (const url of ["/admin", "/admin/sign-in", "/admin/leads/INC-2026-7KQ3M9", "/admin/", "/admin?kind=contact"]) {
        const res = await app.inject({ method: "GET", url });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(SPA_SHELL);
        expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      }
      expect((await app.inject({ method: "GET", url: "/administration" })).statusCode).toBe(404);
      expect((await app.inject({ method: "GET", url: "/api/admin/nothing-here" })).statusCode).toBe(404);
    });
  });
});

import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type LeadKind, leadRoute } from "../../../contract/leads/lead-paths.ts";
import { ADMIN_TEXT, type InboxPageAnswer, type LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { ADMIN_API, STAFF_SESSION_COOKIE } from "../../../contract/staff-inbox/inbox-paths.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { readAuditLog } from "../../db/audit-log-repository.ts";
import { findLead } from "../../db/leads-repository.ts";
import { claimMessages, countOutbox, markAttemptFailed, markSent } from "../../db/outbox-repository.ts";
import { type TestDatabase, testEngines } from "../../db/test-databases.ts";
import type { OutgoingMail } from "../../mail/mail-worker.ts";
import { contentFormBodies } from "../leads/test-bodies.ts";
import { SITE_ORIGIN, addStaff, api, sessionCookie, signIn, standInBuild } from "./admin-test-helpers.ts";

/**
 * A lead's e-mails in the staff inbox: their states in the lead's detail, a
 * marker in the list, "send again" for a failed one (session and Origin
 * checked, audited), and erasure taking them with the lead. Leads come in
 * through the public API, so each has its two real outbox messages.
 */

const STAFF = { email: "farah.khan@ankur.example.in", password: "Konkan-Monsoon-2026" };
const T0 = new Date("2026-03-14T09:00:00.000Z");
const VISITOR = contentFormBodies["event-registration"].email;
/** What an SMTP server answers for a bad recipient: the address is in it. */
const REJECTED = `Can't send mail - all recipients were rejected: 550 5.1.1 <${VISITOR}>: Recipient address rejected`;

let build: ReturnType<typeof standInBuild>;
beforeAll(() => {
  build = standInBuild();
});
afterAll(() => build.remove());

const configFor = (env: Record<string, string> = {}) =>
  loadConfig({ BUILD_DIR: build.dir, LOG_LEVEL: "silent", SITE_URL: SITE_ORIGIN, RATE_LIMIT_MAX: "1000", ...env });

describe.each(testEngines())("a lead's e-mails in the admin API on $name", (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    t = await engine.open();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  const start = async (options: Parameters<typeof buildApp>[0] = { config: configFor(), logger: false, database: t.database }) => {
    await t.clear();
    app = await buildApp(options);
    await app.ready();
    await addStaff(t.database, STAFF.email, STAFF.password);
    cookie = sessionCookie(await signIn(app, STAFF.email, STAFF.password));
  };

  const call = (options: InjectOptions & { url: string }) =>
    app.inject({ ...options, headers: { cookie, origin: SITE_ORIGIN, ...options.headers } });

  /** A lead through the public form, with its team notification and visitor confirmation queued. */
  const submit = async (kind: LeadKind = "event-registration") => {
    const res = await app.inject({
      method: "POST",
      url: leadRoute(kind),
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(contentFormBodies[kind as keyof typeof contentFormBodies]),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };

  const detail = async (reference: string) => {
    const res = await call({ method: "GET", url: api(ADMIN_API.lead(reference)) });
    expect(res.statusCode).toBe(200);
    return res.json<LeadDetailAnswer>();
  };

  /** The worker's part, done by hand: one try of each queued message; the team's is sent, the visitor's fails for good. */
  const sendTeamFailVisitor = async (at: Date) => {
    const claimed = await claimMessages(t.database, { now: at, batchSize: 10, claimMs: 60_000, maxAttempts: 10 });
    for (const message of claimed) {
      if (message.audience === "team") await markSent(t.database, message, { now: new Date(at.getTime() + 2000), recipients: ["events@ankur.test"] });
      else await markAttemptFailed(t.database, message, { error: REJECTED, retryAt: undefined });
    }
    return claimed;
  };

  const sendAgainUrl = (reference: string, id: number | string) => api(ADMIN_API.sendMessageAgain(reference, id));

  describe("with mail off", () => {
    beforeEach(async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(T0);
      await start();
    });

    it("lists the lead's e-mails in its detail: recipient, subject, state, tries, error without addresses, sent time", async () => {
      const reference = await submit();
      const queued = (await detail(reference)).messages;
      expect(queued).toEqual([
        { id: expect.any(Number), recipient: "team", subject: expect.stringContaining(`New event registration ${reference}`), state: "queued", attempts: 0, queuedAt: T0.toISOString(), nextAttemptAt: T0.toISOString() },
        { id: expect.any(Number), recipient: "visitor", subject: `You're registered (${reference})`, state: "queued", attempts: 0, queuedAt: T0.toISOString(), nextAttemptAt: T0.toISOString() },
      ]);

      const triedAt = new Date(T0.getTime() + 60_000);
      const claimed = await sendTeamFailVisitor(triedAt);
      expect(claimed).toHaveLength(2);
      const [team, visitor] = (await detail(reference)).messages;
      expect(team).toEqual({
        id: queued[0]?.id,
        recipient: "team",
        subject: queued[0]?.subject,
        state: "sent",
        attempts: 1,
        queuedAt: T0.toISOString(),
        sentAt: new Date(triedAt.getTime() + 2000).toISOString(),
      });
      expect(visitor).toEqual({
        id: queued[1]?.id,
        recipient: "visitor",
        subject: queued[1]?.subject,
        state: "failed",
        attempts: 1,
        lastError: "Can't send mail - all recipients were rejected: 550 5.1.1 [address]: Recipient address rejected",
        queuedAt: T0.toISOString(),
      });
      // Neither the addresses nor the bodies leave the server with the detail.
      const raw = (await call({ method: "GET", url: api(ADMIN_API.lead(reference)) })).body;
      expect(raw).not.toContain("events@ankur.test");
      expect(raw).not.toContain("Hello,");
      expect(JSON.stringify((await detail(reference)).messages)).not.toContain(VISITOR);
    });

    it("marks a lead with a failed e-mail in the inbox list, and only that lead", async () => {
      const failing = await submit("event-registration");
      const fine = await submit("corporate-inquiry");
      let page = (await call({ method: "GET", url: api(ADMIN_API.leads) })).json<InboxPageAnswer>();
      expect(page.leads.map((lead) => lead.hasFailedMail)).toEqual([false, false]);
      const claimed = await claimMessages(t.database, { now: new Date(T0.getTime() + 1000), batchSize: 10, claimMs: 60_000, maxAttempts: 10 });
      const failingId = (await findLead(t.database, failing))?.id;
      for (const message of claimed) {
        if (message.leadId === failingId && message.audience === "visitor") await markAttemptFailed(t.database, message, { error: REJECTED, retryAt: undefined });
        else await markAttemptFailed(t.database, message, { error: "connect ECONNREFUSED", retryAt: new Date(T0.getTime() + 120_000) });
      }
      page = (await call({ method: "GET", url: api(ADMIN_API.leads) })).json<InboxPageAnswer>();
      expect(page.leads.map((lead) => [lead.reference, lead.hasFailedMail])).toEqual([
        [fine, false],
        [failing, true],
      ]);
      // A retry that is still due is not a failure.
      const fineDetail = await detail(fine);
      expect(fineDetail.messages.map((m) => [m.state, m.attempts, m.lastError, m.nextAttemptAt])).toEqual([
        ["queued", 1, "connect ECONNREFUSED", new Date(T0.getTime() + 120_000).toISOString()],
        ["queued", 1, "connect ECONNREFUSED", new Date(T0.getTime() + 120_000).toISOString()],
      ]);
    });

    it("sends a failed e-mail again with a session from the site's origin, records who did, and answers the lead", async () => {
      const reference = await submit();
      await sendTeamFailVisitor(new Date(T0.getTime() + 60_000));
      const failed = (await detail(reference)).messages.find((m) => m.state === "failed");
      if (!failed) throw new Error("no failed message");
      vi.setSystemTime(new Date(T0.getTime() + 3_600_000));

      const res = await call({ method: "POST", url: sendAgainUrl(reference, failed.id) });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const again = res.json<LeadDetailAnswer>().messages.find((m) => m.id === failed.id);
      expect(again).toEqual({
        id: failed.id,
        recipient: "visitor",
        subject: failed.subject,
        state: "queued",
        attempts: 0,
        queuedAt: T0.toISOString(),
        nextAttemptAt: new Date(T0.getTime() + 3_600_000).toISOString(),
      });
      expect((await countOutbox(t.database)).pending).toBe(1);
      const [entry] = await readAuditLog(t.database.db, 1);
      expect(entry).toMatchObject({ action: "mail-send-again", actorEmail: STAFF.email, leadReference: reference, details: { message: failed.id, audience: "visitor" } });
      expect(JSON.stringify(entry)).not.toContain(VISITOR);

      // Only a failed one: queued, or sent, is left as it is.
      const twice = await call({ method: "POST", url: sendAgainUrl(reference, failed.id) });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ message: ADMIN_TEXT.messageNotFailed });
      const sentId = (await detail(reference)).messages.find((m) => m.state === "sent")?.id ?? 0;
      expect((await call({ method: "POST", url: sendAgainUrl(reference, sentId) })).statusCode).toBe(409);
      expect((await detail(reference)).messages.find((m) => m.id === sentId)?.state).toBe("sent");
    });

    it("refuses send-again without a session, with a forged one, from another origin or none, and for another lead's e-mail", async () => {
      const reference = await submit();
      const other = await submit("download-request");
      await sendTeamFailVisitor(new Date(T0.getTime() + 60_000));
      const failed = (await detail(reference)).messages.find((m) => m.state === "failed");
      if (!failed) throw new Error("no failed message");
      const url = sendAgainUrl(reference, failed.id);

      for (const sent of [undefined, `${STAFF_SESSION_COOKIE}=forged-token`]) {
        const res = await app.inject({ method: "POST", url, headers: { origin: SITE_ORIGIN, ...(sent ? { cookie: sent } : {}) } });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: ADMIN_TEXT.sessionMissing });
      }
      for (const origin of ["https://evil.example", "null", `${SITE_ORIGIN}.evil.example`, undefined]) {
        const res = await app.inject({ method: "POST", url, headers: { cookie, ...(origin ? { origin } : {}) } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: ADMIN_TEXT.originRefused });
      }
      // A GET changes nothing either.
      expect((await call({ method: "GET", url })).statusCode).toBe(404);

      const wrongLead = await call({ method: "POST", url: sendAgainUrl(other, failed.id) });
      expect(wrongLead.statusCode).toBe(404);
      expect(wrongLead.json()).toEqual({ message: ADMIN_TEXT.messageNotFound });
      for (const id of ["0", "abc", "1e3", "99999999999999999"]) {
        expect((await call({ method: "POST", url: sendAgainUrl(reference, id) })).statusCode).toBe(404);
      }
      const noLead = await call({ method: "POST", url: sendAgainUrl("EVT-2026-NOPE99", failed.id) });
      expect(noLead.statusCode).toBe(404);
      expect(noLead.json()).toEqual({ message: ADMIN_TEXT.leadNotFound });

      expect((await detail(reference)).messages.find((m) => m.id === failed.id)?.state).toBe("failed");
      expect((await readAuditLog(t.database.db)).some((e) => e.action === "mail-send-again")).toBe(false);
    });

    it("erasing a lead removes its e-mails from the outbox, sent or not, and leaves other leads' alone", async () => {
      const erased = await submit("investor-access");
      const kept = await submit("corporate-inquiry");
      await sendTeamFailVisitor(new Date(T0.getTime() + 60_000));
      const erasedId = (await findLead(t.database, erased))?.id ?? -1;
      const keptId = (await findLead(t.database, kept))?.id ?? -1;
      const outboxOf = (leadId: number) => t.database.db.selectFrom("mail_outbox").select(["id", "subject", "body"]).where("lead_id", "=", leadId).execute();
      expect(await outboxOf(erasedId)).toHaveLength(2);

      const res = await call({ method: "DELETE", url: api(ADMIN_API.lead(erased)) });
      expect(res.statusCode).toBe(200);
      expect(await outboxOf(erasedId)).toEqual([]);
      expect(await outboxOf(keptId)).toHaveLength(2);
      const everything = JSON.stringify(await t.database.db.selectFrom("mail_outbox").selectAll().execute());
      for (const personal of [erased, contentFormBodies["investor-access"].email, "Saptarishi"]) expect(everything).not.toContain(personal);
    });
  });

  describe("with mail on", () => {
    it("wakes the mail worker: a failed e-mail sent again goes out at once", async () => {
      let failing = true;
      const delivered: OutgoingMail[] = [];
      const send = async (mail: OutgoingMail) => {
        if (failing && mail.to.includes(VISITOR)) throw new Error(REJECTED);
        delivered.push(mail);
      };
      await start({
        config: configFor({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "Ankur <no-reply@ankur.test>", TEAM_INBOX: "events@ankur.test", MAIL_MAX_ATTEMPTS: "1" }),
        logger: false,
        database: t.database,
        // The worker looks for work only when woken: whatever goes out after "send again" was woken by it.
        mail: { send, worker: { pollMs: 3_600_000 } },
      });
      const reference = await submit();
      const waitFor = async (state: string) => {
        for (let i = 0; i < 250; i++) {
          const messages = (await detail(reference)).messages;
          if (messages.find((m) => m.recipient === "visitor")?.state === state) return messages;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error(`the visitor's e-mail never became ${state}`);
      };
      const failedMessages = await waitFor("failed");
      expect(failedMessages.find((m) => m.recipient === "team")?.state).toBe("sent");
      expect(delivered.map((mail) => mail.to)).toEqual([["events@ankur.test"]]);

      failing = false;
      const failed = failedMessages.find((m) => m.recipient === "visitor");
      const res = await call({ method: "POST", url: sendAgainUrl(reference, failed?.id ?? 0) });
      expect(res.statusCode).toBe(200);
      const sent = await waitFor("sent");
      expect(sent.find((m) => m.recipient === "visitor")).toMatchObject({ state: "sent", attempts: 1, sentAt: expect.any(String) });
      expect(sent.find((m) => m.recipient === "visitor")).not.toHaveProperty("lastError");
      expect(delivered.map((mail) => mail.to)).toEqual([["events@ankur.test"], [VISITOR]]);
    });
  });
});

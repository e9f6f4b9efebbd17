import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { leadRoute } from "../../../contract/leads/lead-paths.ts";
import { ADMIN_API } from "../../../contract/staff-inbox/inbox-paths.ts";
import { type WebhookDeliveriesAnswer, WEBHOOK_DELIVERIES_API } from "../../../contract/webhook-deliveries/webhook-deliveries.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { readAuditLog } from "../../db/audit-log-repository.ts";
import { type TestDatabase, testEngines } from "../../db/test-databases.ts";
import { TEST_WEBHOOK_SECRET, TestReceiver } from "../../webhooks/test-receiver.ts";
import { corporateInquiry } from "../leads/test-bodies.ts";
import { SITE_ORIGIN, addStaff, api, sessionCookie, signIn, standInBuild } from "./admin-test-helpers.ts";

/**
 * The CRM's webhooks through the API, against a real receiver on loopback
 * that verifies each signature with the library: a new lead, a status change
 * and an erasure each reach it; the lead's delivery log in the inbox; "send
 * again" with the same webhook-id, audited; nothing to send without the URLs.
 */

const STAFF = { email: "farah.khan@ankur.example.in", password: "Konkan-Monsoon-2026" };

let build: ReturnType<typeof standInBuild>;
beforeAll(() => {
  build = standInBuild();
});
afterAll(() => build.remove());

describe.each(testEngines())("lead webhooks through the API on $name", (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;
  const receiver = new TestReceiver();

  beforeAll(async () => {
    t = await engine.open();
    await receiver.start();
  });
  afterAll(async () => {
    await receiver.stop();
    await t?.dispose();
  });
  afterEach(async () => {
    await app?.close();
  });

  const start = async (env: Record<string, string>) => {
    await t.clear();
    await t.database.db.deleteFrom("webhook_deliveries").execute();
    receiver.received.length = 0;
    receiver.answer = 204;
    const config = loadConfig({ BUILD_DIR: build.dir, LOG_LEVEL: "silent", SITE_URL: SITE_ORIGIN, RATE_LIMIT_MAX: "1000", ...env });
    app = await buildApp({ config, logger: false, database: t.database, webhooks: { worker: { pollMs: 30, retry: { maxAttempts: 3, delayMs: 30, delayMaxMs: 30 } } } });
    await app.ready();
    await addStaff(t.database, STAFF.email, STAFF.password);
    cookie = sessionCookie(await signIn(app, STAFF.email, STAFF.password));
  };
  const call = (options: InjectOptions & { url: string }) => app.inject({ ...options, headers: { cookie, origin: SITE_ORIGIN, ...options.headers } });
  const submit = async () => {
    const res = await app.inject({ method: "POST", url: leadRoute("corporate-inquiry"), headers: { "content-type": "application/json", referer: `${SITE_ORIGIN}/corporate/` }, payload: JSON.stringify(corporateInquiry) });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const deliveries = async (reference: string) => {
    const res = await call({ method: "GET", url: api(WEBHOOK_DELIVERIES_API.list(reference)) });
    expect(res.statusCode).toBe(200);
    return res.json<WebhookDeliveriesAnswer>();
  };

  const waitForState = async (reference: string, state: string) => {
    const until = Date.now() + 10_000;
    for (;;) {
      const log = await deliveries(reference);
      if (log.deliveries[0]?.state === state || Date.now() > until) return log;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  };

  it("posts a new lead, a status change and an erasure, signed, each once; the erasure carries the reference and kind only", async () => {
    await start({ LEAD_WEBHOOK_URLS: receiver.url, LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    const reference = await submit();
    const [created] = await receiver.waitFor(1);
    expect(created?.event).toMatchObject({
      type: "lead.created",
      data: {
        reference,
        kind: "corporate-inquiry",
        status: "new",
        fields: { name: corporateInquiry.name, email: corporateInquiry.email, company: corporateInquiry.company },
        origin: { formPage: "/corporate/" },
      },
    });
    expect(Date.parse(String(created?.event.data.submittedAt))).not.toBeNaN();
    expect(created?.event.data).not.toHaveProperty("pitchDeck");

    expect((await call({ method: "PUT", url: api(ADMIN_API.leadStatus(reference)), headers: { "content-type": "application/json" }, payload: JSON.stringify({ status: "contacted" }) })).statusCode).toBe(200);
    const [, changed] = await receiver.waitFor(2);
    expect(changed?.event).toMatchObject({ type: "lead.status_changed", data: { reference, status: "contacted", previousStatus: "new", fields: { email: corporateInquiry.email } } });

    const log = await deliveries(reference);
    expect(log.configured).toBe(true);
    expect(log.deliveries.map((d) => [d.event, d.state, d.attempts, d.receiver])).toEqual([
      ["lead.created", "delivered", 1, receiver.url],
      ["lead.status_changed", "delivered", 1, receiver.url],
    ]);
    expect(log.deliveries[0]?.eventId).toBe(created?.id);

    expect((await call({ method: "DELETE", url: api(ADMIN_API.lead(reference)) })).statusCode).toBe(200);
    const [, , erased] = await receiver.waitFor(3);
    expect(erased?.event).toEqual({ type: "lead.erased", timestamp: expect.any(String), data: { reference, kind: "corporate-inquiry" } });
    expect(erased?.body).not.toContain(corporateInquiry.email);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(3);
    expect(receiver.refused).toEqual([]);
    // Nothing of the person is left in the deliveries: only the erasure event, which has none.
    const left = await t.database.db.selectFrom("webhook_deliveries").select(["lead_id", "payload", "event_type"]).execute();
    expect(left.map((row) => [row.lead_id, row.event_type])).toEqual([[null, "lead.erased"]]);
    expect(left[0]?.payload).not.toContain(corporateInquiry.name);
    expect((await call({ method: "GET", url: api(WEBHOOK_DELIVERIES_API.list(reference)) })).statusCode).toBe(404);
  });

  it("logs a failing receiver's state, tries and error; send again goes with the same webhook-id, audited", async () => {
    await start({ LEAD_WEBHOOK_URLS: receiver.url, LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    receiver.answer = 500;
    const reference = await submit();
    const log = await waitForState(reference, "failed");
    const [failed] = log.deliveries;
    expect(failed).toMatchObject({ event: "lead.created", state: "failed", attempts: 3, lastError: "The receiver answered HTTP 500." });
    expect(JSON.stringify(log)).not.toContain(TEST_WEBHOOK_SECRET);

    const sendAgain = (id: number | string, headers: Record<string, string> = {}) => call({ method: "POST", url: api(WEBHOOK_DELIVERIES_API.sendAgain(reference, id)), headers });
    expect((await sendAgain(failed?.id ?? 0, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await sendAgain("999999")).statusCode).toBe(404);
    expect((await sendAgain("abc")).statusCode).toBe(404);
    receiver.answer = 204;
    const again = await sendAgain(failed?.id ?? 0);
    expect(again.statusCode).toBe(200);
    expect(again.json<WebhookDeliveriesAnswer>().deliveries[0]).toMatchObject({ state: "queued", attempts: 0 });
    const [received] = await receiver.waitFor(1);
    expect(received?.id).toBe(failed?.eventId);
    const audit = (await readAuditLog(t.database.db)).filter((entry) => entry.action === "webhook-send-again");
    expect(audit).toEqual([expect.objectContaining({ actorEmail: STAFF.email, leadReference: reference, details: { delivery: failed?.id } })]);
    // A delivered event can be sent again too (a CRM that lost it): same webhook-id, a receiver that keeps it drops the repeat.
    await waitForState(reference, "delivered");
    expect((await sendAgain(failed?.id ?? 0)).statusCode).toBe(200);
    const [, repeat] = await receiver.waitFor(2);
    expect(repeat?.id).toBe(failed?.eventId);
  });

  it("writes no event without LEAD_WEBHOOK_URLS, and says so in the log's answer", async () => {
    await start({});
    const reference = await submit();
    expect((await call({ method: "PUT", url: api(ADMIN_API.leadStatus(reference)), headers: { "content-type": "application/json" }, payload: JSON.stringify({ status: "qualified" }) })).statusCode).toBe(200);
    expect(await deliveries(reference)).toEqual({ configured: false, deliveries: [] });
    // A delivery still waiting (written before the URLs were removed; no worker runs without the secret) is not queued twice.
    const lead = await t.database.db.selectFrom("leads").select("id").executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const waiting = await t.database.db
      .insertInto("webhook_deliveries")
      .values({ lead_id: lead.id, lead_reference: reference, event_id: "msg_waiting", event_type: "lead.created", url: "https://crm.example.in/hook?key=secret", payload: "{}", next_attempt_at: at, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await deliveries(reference)).deliveries).toEqual([expect.objectContaining({ eventId: "msg_waiting", receiver: "https://crm.example.in/hook?…", state: "queued", attempts: 0 })]);
    const refused = await call({ method: "POST", url: api(WEBHOOK_DELIVERIES_API.sendAgain(reference, Number(waiting.id))) });
    expect(refused.statusCode).toBe(409);
    expect((await readAuditLog(t.database.db)).filter((entry) => entry.action === "webhook-send-again")).toEqual([]);
    expect((await call({ method: "DELETE", url: api(ADMIN_API.lead(reference)) })).statusCode).toBe(200);
    expect(await t.database.db.selectFrom("webhook_deliveries").selectAll().execute()).toEqual([]);
  });

  it("needs a session for the delivery log", async () => {
    await start({ LEAD_WEBHOOK_URLS: receiver.url, LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    const reference = await submit();
    expect((await app.inject({ method: "GET", url: api(WEBHOOK_DELIVERIES_API.list(reference)) })).statusCode).toBe(401);
  });
});

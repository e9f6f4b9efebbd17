import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertLead } from "../db/leads-repository.ts";
import { changeLeadStatus } from "../db/inbox-repository.ts";
import { testEngines, useTestDatabase } from "../db/test-databases.ts";
import { leadCreatedHook, setWebhookOutlet } from "../db/webhooks-repository.ts";
import { addStaff } from "../api/admin/admin-test-helpers.ts";
import { fetchPoster } from "./webhook-send.ts";
import { TEST_WEBHOOK_SECRET, TestReceiver } from "./test-receiver.ts";
import { WebhookWorker } from "./webhook-worker.ts";

/**
 * The worker against a real receiver on loopback: down for a while (its
 * port refuses connections), then back, it gets every event once; two
 * workers on one database post each event once; every signature verifies
 * with the library's Webhook.verify (the receiver refuses any other).
 */

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const SITE = new URL("https://ankur.example.in");
let sequence = 0;
const newReference = () => `COR-2026-W${String(++sequence).padStart(5, "0")}`;

describe.each(testEngines())("webhook worker on $name", (engine) => {
  const t = useTestDatabase(engine);
  const receiver = new TestReceiver();

  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  beforeEach(async () => {
    await t.database.db.deleteFrom("webhook_deliveries").execute();
    receiver.received.length = 0;
    receiver.refused.length = 0;
    receiver.answer = 204;
    setWebhookOutlet(t.database, { urls: [receiver.url] });
  });

  const addLeads = async (count: number) => {
    const references: string[] = [];
    for (let i = 0; i < count; i++) {
      const saved = await insertLead(
        t.database,
        { kind: "corporate-inquiry", email: `p${i}@example.in`, fields: { name: `Person ${i}`, email: `p${i}@example.in` } },
        { newReference, alongside: leadCreatedHook(t.database) },
      );
      references.push(saved.reference);
    }
    return references;
  };

  const worker = (overrides: Partial<ConstructorParameters<typeof WebhookWorker>[0]> = {}) =>
    new WebhookWorker({ database: t.database, post: fetchPoster(TEST_WEBHOOK_SECRET, 2000), siteUrl: SITE, log: silentLog, pollMs: 20, retry: { maxAttempts: 50, delayMs: 20, delayMaxMs: 80 }, ...overrides });

  it("keeps the events while the receiver is down and posts each once, with the same webhook-id, when it is back", async () => {
    await receiver.stop();
    const references = await addLeads(3);
    const running = worker();
    running.start();
    try {
      // Several refused tries each.
      const until = Date.now() + 5000;
      let rows = await t.database.db.selectFrom("webhook_deliveries").select(["attempts", "last_error"]).execute();
      while (!rows.every((row) => Number(row.attempts) >= 2) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        rows = await t.database.db.selectFrom("webhook_deliveries").select(["attempts", "last_error"]).execute();
      }
      expect(rows.map((row) => row.last_error)).toEqual(Array(3).fill("Could not connect: ECONNREFUSED."));
      const eventIds = (await t.database.db.selectFrom("webhook_deliveries").select("event_id").orderBy("id").execute()).map((row) => row.event_id);
      await receiver.start();
      const received = await receiver.waitFor(3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(receiver.received).toHaveLength(3);
      expect(received.map((r) => r.id).sort()).toEqual([...eventIds].sort());
      expect(received.map((r) => r.event.data.reference).sort()).toEqual(references.sort());
      expect(receiver.refused).toEqual([]);
      const states = await t.database.db.selectFrom("webhook_deliveries").select("status").execute();
      expect(states.map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
    } finally {
      await running.stop();
    }
  });

  it("retries a receiver that answers non-2xx, and marks the delivery failed after the last try", async () => {
    receiver.answer = 503;
    await addLeads(1);
    const running = worker({ retry: { maxAttempts: 3, delayMs: 10, delayMaxMs: 10 } });
    running.start();
    try {
      const until = Date.now() + 5000;
      let row;
      do {
        await new Promise((resolve) => setTimeout(resolve, 20));
        row = await t.database.db.selectFrom("webhook_deliveries").select(["status", "attempts", "last_error"]).executeTakeFirstOrThrow();
      } while (row.status !== "failed" && Date.now() < until);
      expect(row).toEqual({ status: "failed", attempts: 3, last_error: "The receiver answered HTTP 503." });
    } finally {
      await running.stop();
    }
  });

  it("writes each lead's event in its own lead's transaction when leads arrive together (group commit)", async () => {
    const saved = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        insertLead(t.database, { kind: "contact", email: `g${i}@example.in`, fields: { name: `G${i}`, email: `g${i}@example.in` } }, { newReference, alongside: leadCreatedHook(t.database) }),
      ),
    );
    const rows = await t.database.db.selectFrom("webhook_deliveries").select(["lead_id", "lead_reference", "payload"]).execute();
    expect(rows.map((row) => [Number(row.lead_id), row.lead_reference]).sort()).toEqual(saved.map((lead) => [lead.id, lead.reference]).sort());
    for (const row of rows) expect(JSON.parse(row.payload)).toMatchObject({ type: "lead.created", data: { reference: row.lead_reference, kind: "contact" } });
  });

  it("on stop, finishes the delivery in flight and hands the rest of its batch back untried", async () => {
    await addLeads(3);
    let posted = 0;
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const running = worker({
      post: () => {
        posted += 1;
        started();
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    running.start();
    await inFlight;
    const stopped = running.stop();
    finish();
    await stopped;
    expect(posted).toBe(1);
    const rows = await t.database.db.selectFrom("webhook_deliveries").select(["status", "attempts"]).orderBy("id").execute();
    expect(rows.map((row) => [row.status, Number(row.attempts)])).toEqual([
      ["sent", 1],
      ["pending", 0],
      ["pending", 0],
    ]);
  });

  it("two workers on one database post each event once", async () => {
    await addLeads(12);
    await addStaff(t.database, "farah@ankur.example.in", "Konkan-Monsoon-2026");
    const staff = await t.database.db.selectFrom("staff_users").select("id").executeTakeFirstOrThrow();
    const leads = await t.database.db.selectFrom("leads").select("reference").execute();
    for (const lead of leads) await changeLeadStatus(t.database, lead.reference, "contacted", { staff: { id: Number(staff.id), email: "farah@ankur.example.in" }, now: new Date() });
    const handledBy: number[] = [0, 0];
    const workers = [0, 1].map((i) => worker({ batchSize: 2, onPass: (handled) => (handledBy[i] = (handledBy[i] ?? 0) + handled) }));
    for (const w of workers) w.start();
    try {
      await receiver.waitFor(24);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(receiver.received).toHaveLength(24);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(24);
    expect(receiver.received.filter((r) => r.event.type === "lead.status_changed")).toHaveLength(12);
    // Both took part (batches of two, 24 events).
    expect(handledBy.every((n) => n > 0)).toBe(true);
  });
});

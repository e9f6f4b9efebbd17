import { describe, expect, it } from "vitest";
import { insertLead } from "../db/leads-repository.ts";
import { type OutboxDraft, claimMessages, countOutbox, enqueueMessages, listLeadMessages, releaseClaims } from "../db/outbox-repository.ts";
import { testEngines, useTestDatabase } from "../db/test-databases.ts";
import { MailWorker, type OutgoingMail } from "./mail-worker.ts";

/**
 * A server shutting down (SIGTERM) stops its mail worker: the message being
 * sent is finished, and the rest of its batch goes back to the outbox at once,
 * for another instance, instead of waiting for the claims to lapse.
 */

let sequence = 0;
const newReference = () => `TST-2026-${String(++sequence).padStart(6, "0")}`;
const drafts: OutboxDraft[] = [
  { audience: "visitor", recipients: ["priya@sahyadri-agro.in"], subject: "We have your message", body: "Hello," },
  { audience: "visitor", recipients: ["priya@sahyadri-agro.in"], subject: "Your calendar file", body: "Attached." },
];
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const claimOptions = { batchSize: 10, claimMs: 60_000, maxAttempts: 3 };

describe.each(testEngines())("mail worker shutdown on $name", (engine) => {
  const t = useTestDatabase(engine);

  const storeLeads = async (count: number) => {
    const ids = [];
    for (let i = 0; i < count; i++) {
      const lead = await insertLead(
        t.database,
        { kind: "contact", email: "priya@sahyadri-agro.in", fields: { name: "Priya" } },
        { newReference, alongside: (trx, saved) => enqueueMessages(trx, saved.id, drafts, saved.submittedAt) },
      );
      ids.push(lead.id);
    }
    return ids;
  };

  it("releaseClaims puts claimed messages back, due and with the try uncounted, unless the claim was lost", async () => {
    await storeLeads(2);
    const now = new Date();
    const claimed = await claimMessages(t.database, { now, ...claimOptions });
    expect(claimed).toHaveLength(4);
    // The first one's claim lapses and another worker takes it: it is no longer ours to release.
    const [lost, ...ours] = claimed;
    const retaken = await claimMessages(t.database, { now: new Date(now.getTime() + 60_000), ...claimOptions });
    expect(retaken.map((m) => m.id)).toEqual([lost?.id, ...ours.map((m) => m.id)]);
    const fresh = await claimMessages(t.database, { now, ...claimOptions });
    expect(fresh).toEqual([]);
    expect(await releaseClaims(t.database, claimed)).toBe(0);
    expect(await releaseClaims(t.database, retaken.slice(1))).toBe(3);
    expect(await countOutbox(t.database)).toMatchObject({ pending: 3, sending: 1 });
    const again = await claimMessages(t.database, { now, ...claimOptions });
    // Two claims of which one was handed back, and this one: two tries.
    expect(again.map((m) => [m.id, m.attempts])).toEqual(ours.map((m) => [m.id, 2]));
    expect(await releaseClaims(t.database, [])).toBe(0);
  });

  it("on stop finishes the message being sent and hands back the rest of its batch", async () => {
    const [leadId] = await storeLeads(2);
    const sent: OutgoingMail[] = [];
    let sending!: () => void;
    let finishSending!: () => void;
    const started = new Promise<void>((resolve) => (sending = resolve));
    const worker = new MailWorker({
      database: t.database,
      send: (mail) =>
        new Promise<void>((resolve) => {
          finishSending = () => {
            sent.push(mail);
            resolve();
          };
          sending();
        }),
      from: "Ankur <no-reply@ankur.test>",
      teamInbox: {} as never,
      maxAttempts: 3,
      retryDelayMs: 60_000,
      retryDelayMaxMs: 60_000,
      log: silentLog,
      pollMs: 60_000,
    });
    worker.start();
    await started;
    const stopped = worker.stop();
    finishSending();
    await stopped;
    expect(sent).toHaveLength(1);
    expect(await countOutbox(t.database)).toEqual({ pending: 3, sending: 0, sent: 1, failed: 0 });
    const messages = await listLeadMessages(t.database, leadId as number);
    expect(messages.map((m) => [m.status, m.attempts])).toEqual([
      ["sent", 1],
      ["pending", 0],
    ]);
    // Another instance takes the rest at once.
    expect(await claimMessages(t.database, { now: new Date(), ...claimOptions })).toHaveLength(3);
  });
});

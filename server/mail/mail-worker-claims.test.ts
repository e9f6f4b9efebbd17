import { describe, expect, it } from "vitest";
import { insertLead } from "../db/leads-repository.ts";
import { type OutboxDraft, claimMessages, countOutbox, enqueueMessages } from "../db/outbox-repository.ts";
import { testEngines, useTestDatabase } from "../db/test-databases.ts";
import { MailWorker, type OutgoingMail } from "./mail-worker.ts";

/**
 * A worker claims a batch and sends it one message after another. When one
 * send takes longer than a claim lasts, the rest of the batch lapses and
 * another instance may take it: the first worker must then leave those
 * messages alone, or they would go out twice.
 */

let sequence = 0;
const newReference = () => `TST-2026-${String(++sequence).padStart(6, "0")}`;
const drafts: OutboxDraft[] = [
  { audience: "visitor", recipients: ["priya@sahyadri-agro.in"], subject: "We have your message", body: "Hello," },
  { audience: "visitor", recipients: ["priya@sahyadri-agro.in"], subject: "Your calendar file", body: "Attached." },
];
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const CLAIM_MS = 200;

describe.each(testEngines())("mail worker claims on $name", (engine) => {
  const t = useTestDatabase(engine);

  it("does not send a message of its batch whose claim lapsed and another worker took", async () => {
    await insertLead(
      t.database,
      { kind: "contact", email: "priya@sahyadri-agro.in", fields: { name: "Priya" } },
      { newReference, alongside: (trx, saved) => enqueueMessages(trx, saved.id, drafts, saved.submittedAt) },
    );
    const sent: string[] = [];
    let firstSendStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstSendStarted = resolve));
    let finishFirstSend!: () => void;
    let firstPassEnded!: (handled: number) => void;
    const firstPass = new Promise<number>((resolve) => (firstPassEnded = resolve));
    const worker = new MailWorker({
      database: t.database,
      send: (mail: OutgoingMail) => {
        sent.push(mail.subject);
        if (sent.length > 1) return Promise.resolve();
        firstSendStarted();
        return new Promise<void>((resolve) => (finishFirstSend = resolve));
      },
      from: "Ankur <no-reply@ankur.test>",
      teamInbox: {} as never,
      maxAttempts: 3,
      retryDelayMs: 60_000,
      retryDelayMaxMs: 60_000,
      log: silentLog,
      pollMs: 60_000,
      claimMs: CLAIM_MS,
      onPass: (handled) => firstPassEnded(handled),
    });
    worker.start();
    await started;
    // The first send hangs past the claims, and another instance takes both messages meanwhile
    // (the one in flight cannot be called back: SMTP timeouts are kept well within a claim for that).
    await new Promise((resolve) => setTimeout(resolve, CLAIM_MS + 50));
    const taken = await claimMessages(t.database, { now: new Date(), batchSize: 10, claimMs: 60_000, maxAttempts: 3 });
    expect(taken.map((m) => m.subject)).toEqual(["We have your message", "Your calendar file"]);
    finishFirstSend();
    // The worker goes on with its batch to the end of its pass (stopping at once would hand the rest back instead).
    expect(await firstPass).toBe(2);
    await worker.stop();
    expect(sent).toEqual(["We have your message"]);
    expect(await countOutbox(t.database)).toMatchObject({ sending: 2 });
  });
});

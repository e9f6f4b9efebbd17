import { describe, expect, it } from "vitest";
import { countLeads, insertLead } from "./leads-repository.ts";
import {
  GAVE_UP,
  type OutboxDraft,
  claimMessages,
  countOutbox,
  enqueueMessages,
  failExhausted,
  listLeadMessages,
  markAttemptFailed,
  markSent,
  renewClaim,
  requeueMessage,
} from "./outbox-repository.ts";
import { testEngines, useTestDatabase } from "./test-databases.ts";

const t0 = new Date("2026-03-14T05:30:00.000Z");
const later = (ms: number) => new Date(t0.getTime() + ms);
let sequence = 0;
const newReference = () => `TST-2026-${String(++sequence).padStart(6, "0")}`;

const drafts: OutboxDraft[] = [
  { audience: "team", replyTo: "priya@sahyadri-agro.in", subject: "New contact message", body: "Name: Priya" },
  { audience: "visitor", recipients: ["priya@sahyadri-agro.in"], subject: "We have your message", body: "Hello," },
];

const claimOptions = { batchSize: 10, claimMs: 60_000, maxAttempts: 3 };

describe.each(testEngines())("mail outbox on $name", (engine) => {
  const t = useTestDatabase(engine);

  const storeLead = (messages = drafts, kind: "contact" | "incubation" = "contact") =>
    insertLead(
      t.database,
      { kind, email: "priya@sahyadri-agro.in", fields: { name: "Priya" } },
      { newReference, now: () => t0, alongside: (trx, lead) => enqueueMessages(trx, lead.id, messages, lead.submittedAt) },
    );

  it("writes a lead's messages in its transaction, and neither without the other", async () => {
    const lead = await storeLead();
    expect((await listLeadMessages(t.database, lead.id)).map((m) => [m.audience, m.status, m.attempts, m.recipients])).toEqual([
      ["team", "pending", 0, undefined],
      ["visitor", "pending", 0, ["priya@sahyadri-agro.in"]],
    ]);
    const broken = [{ ...drafts[0], subject: null as unknown as string }] as OutboxDraft[];
    await expect(storeLead(broken)).rejects.toThrow(/./);
    expect(await countLeads(t.database)).toBe(1);
    expect(await countOutbox(t.database)).toEqual({ pending: 2, sending: 0, sent: 0, failed: 0 });
  });

  it("claims what is due once, with the lead's kind, and counts the try", async () => {
    const lead = await storeLead(drafts, "incubation");
    const claimed = await claimMessages(t.database, { now: t0, ...claimOptions });
    expect(claimed.map((m) => [m.leadId, m.leadKind, m.audience, m.attempts, m.subject])).toEqual([
      [lead.id, "incubation", "team", 1, "New contact message"],
      [lead.id, "incubation", "visitor", 1, "We have your message"],
    ]);
    expect(claimed[0]?.replyTo).toBe("priya@sahyadri-agro.in");
    expect(await claimMessages(t.database, { now: later(1000), ...claimOptions })).toEqual([]);
    expect(await countOutbox(t.database)).toMatchObject({ sending: 2 });
  });

  it("gives claims out in batches", async () => {
    for (let i = 0; i < 3; i++) await storeLead();
    const first = await claimMessages(t.database, { now: t0, ...claimOptions, batchSize: 4 });
    const second = await claimMessages(t.database, { now: t0, ...claimOptions, batchSize: 4 });
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(2);
    expect(new Set([...first, ...second].map((m) => m.id)).size).toBe(6);
  });

  it("never gives one message to two claims at the same time", async () => {
    for (let i = 0; i < 10; i++) await storeLead();
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimMessages(t.database, { now: t0, ...claimOptions, batchSize: 7 })));
    const ids = claims.flat().map((m) => m.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });

  it("marks a message sent with where it went, only for the claim that holds it", async () => {
    const lead = await storeLead();
    const [team] = await claimMessages(t.database, { now: t0, ...claimOptions });
    if (!team) throw new Error("nothing claimed");
    expect(await markSent(t.database, { ...team, claimToken: "someone-else" }, { now: later(5), recipients: ["x@y.in"] })).toBe(false);
    expect(await markSent(t.database, team, { now: later(5), recipients: ["team@ankur.test", "leads@ankur.test"] })).toBe(true);
    const [state] = await listLeadMessages(t.database, lead.id);
    expect(state).toMatchObject({ status: "sent", attempts: 1, recipients: ["team@ankur.test", "leads@ankur.test"], sentAt: later(5) });
    expect(state?.nextAttemptAt).toBeUndefined();
  });

  it("backs off after a failed try and takes the message again when it is due", async () => {
    const lead = await storeLead([drafts[1] as OutboxDraft]);
    const [first] = await claimMessages(t.database, { now: t0, ...claimOptions });
    if (!first) throw new Error("nothing claimed");
    await markAttemptFailed(t.database, first, { error: "connect ECONNREFUSED 127.0.0.1:2525", retryAt: later(60_000) });
    expect((await listLeadMessages(t.database, lead.id))[0]).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
      nextAttemptAt: later(60_000),
    });
    expect(await claimMessages(t.database, { now: later(59_999), ...claimOptions })).toEqual([]);
    const [again] = await claimMessages(t.database, { now: later(60_000), ...claimOptions });
    expect(again?.attempts).toBe(2);
  });

  it("marks a message failed after the last try, and sends it again on request", async () => {
    const lead = await storeLead([drafts[1] as OutboxDraft]);
    const [message] = await claimMessages(t.database, { now: t0, ...claimOptions });
    if (!message) throw new Error("nothing claimed");
    await markAttemptFailed(t.database, message, { error: "550 No such user", retryAt: undefined });
    expect((await listLeadMessages(t.database, lead.id))[0]).toMatchObject({ status: "failed", lastError: "550 No such user" });
    expect(await claimMessages(t.database, { now: later(10 * 3_600_000), ...claimOptions })).toEqual([]);
    expect(await requeueMessage(t.database, message.id, later(1000))).toBe(true);
    expect(await requeueMessage(t.database, message.id, later(1000))).toBe(false);
    expect((await claimMessages(t.database, { now: later(1000), ...claimOptions }))[0]?.attempts).toBe(1);
  });

  it("takes a message again once the claim of a worker that died lapses, and gives up at the limit", async () => {
    const lead = await storeLead([drafts[1] as OutboxDraft]);
    const options = { ...claimOptions, claimMs: 1000, maxAttempts: 2 };
    const [first] = await claimMessages(t.database, { now: t0, ...options });
    expect(await claimMessages(t.database, { now: later(999), ...options })).toEqual([]);
    const [second] = await claimMessages(t.database, { now: later(1000), ...options });
    expect(second?.attempts).toBe(2);
    // The first worker wakes up late: its claim is gone.
    if (!first) throw new Error("nothing claimed");
    expect(await markSent(t.database, first, { now: later(1001), recipients: ["x@y.in"] })).toBe(false);
    // The second dies too: at the limit, the message is marked failed rather than taken a third time.
    expect(await failExhausted(t.database, { now: later(1999), maxAttempts: 2 })).toBe(0);
    expect(await failExhausted(t.database, { now: later(2000), maxAttempts: 2 })).toBe(1);
    expect((await listLeadMessages(t.database, lead.id))[0]).toMatchObject({ status: "failed", attempts: 2, lastError: GAVE_UP });
  });

  it("renews a claim that is still the worker's, and not one that lapsed or another worker took", async () => {
    await storeLead();
    const options = { ...claimOptions, claimMs: 1000 };
    const [first, second] = await claimMessages(t.database, { now: t0, ...options });
    if (!first || !second) throw new Error("nothing claimed");
    // Still held: renewed for another claim period from now.
    expect(await renewClaim(t.database, first, { now: later(900), claimMs: 1000 })).toBe(true);
    expect(await claimMessages(t.database, { now: later(1500), ...options })).toMatchObject([{ id: second.id }]);
    // The second's claim lapsed at 1000 and another worker took it at 1500: the first worker may not send it.
    expect(await renewClaim(t.database, second, { now: later(1600), claimMs: 1000 })).toBe(false);
    // A lapsed claim nobody took yet is not renewed either: a worker may take it at any moment.
    expect(await renewClaim(t.database, first, { now: later(1900), claimMs: 1000 })).toBe(false);
  });

  it("goes with its lead when the lead is erased", async () => {
    const lead = await storeLead();
    await t.database.db.deleteFrom("leads").where("id", "=", lead.id).execute();
    expect(await countOutbox(t.database)).toEqual({ pending: 0, sending: 0, sent: 0, failed: 0 });
  });
});

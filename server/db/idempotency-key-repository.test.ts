import { describe, expect, it } from "vitest";
import { lookUpIdempotencyKey } from "./idempotency-key-lookup.ts";
import { IdempotencyKeyTaken, countLeads, findLeadByIdempotencyKey, insertLead } from "./leads-repository.ts";
import { countOutbox, enqueueMessages } from "./outbox-repository.ts";
import { withStatementLog } from "./statement-log.ts";
import { testEngines, useTestDatabase } from "./test-databases.ts";

let sequence = 0;
const newReference = () => `IDM-2026-${String(++sequence).padStart(6, "0")}`;
const keyed = (key: string, requestHash = "a".repeat(64)) => ({ kind: "contact" as const, email: "kiran@example.in", fields: { message: "Hello" }, idempotency: { key, requestHash } });

describe.each(testEngines())("leads with an Idempotency-Key on $name", (engine) => {
  const t = useTestDatabase(engine);

  it("stores the key and the request's hash with the lead", async () => {
    const saved = await insertLead(t.database, keyed("key-0000000000000001", "b".repeat(64)), { newReference });
    expect(await findLeadByIdempotencyKey(t.database, "contact", "key-0000000000000001")).toEqual({ reference: saved.reference, requestHash: "b".repeat(64) });
    expect(await findLeadByIdempotencyKey(t.database, "partnership", "key-0000000000000001")).toBeUndefined();
  });

  it("lets one of many writes with the same key win; the others learn the winner, and write nothing alongside", async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        insertLead(t.database, keyed("key-0000000000000002"), {
          newReference,
          alongside: (trx, lead) => enqueueMessages(trx, lead.id, [{ audience: "team", subject: "New lead", body: "A lead came in." }], lead.submittedAt),
        }),
      ),
    );
    const won = outcomes.filter((o) => o.status === "fulfilled");
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const { reason } of lost) {
      expect(reason).toBeInstanceOf(IdempotencyKeyTaken);
      expect((reason as IdempotencyKeyTaken).lead.reference).toBe(won[0]?.value.reference);
    }
    expect(await countLeads(t.database)).toBe(1);
    expect((await countOutbox(t.database)).pending).toBe(1);
  });

  it("does not hold back the other leads of a batch in which a key repeats", async () => {
    const outcomes = await Promise.allSettled([
      insertLead(t.database, keyed("key-0000000000000003"), { newReference }),
      insertLead(t.database, { kind: "contact", email: "a@example.in", fields: {} }, { newReference }),
      insertLead(t.database, keyed("key-0000000000000003"), { newReference }),
      insertLead(t.database, keyed("key-0000000000000004"), { newReference }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect(await countLeads(t.database)).toBe(3);
  });

  it("stores any number of leads without a key", async () => {
    await Promise.all(Array.from({ length: 5 }, () => insertLead(t.database, { kind: "contact", email: "b@example.in", fields: {} }, { newReference })));
    expect(await countLeads(t.database)).toBe(5);
  });

  it("answers the lookups of submissions that arrive together with one query, each its own lead", async () => {
    const contactA = await insertLead(t.database, keyed("key-00000000000000A1", "1".repeat(64)), { newReference });
    const partnershipA = await insertLead(t.database, { ...keyed("key-00000000000000A1", "2".repeat(64)), kind: "partnership" }, { newReference });
    const contactB = await insertLead(t.database, keyed("key-00000000000000B1", "3".repeat(64)), { newReference });
    const logged = withStatementLog(t.database);
    const answers = await Promise.all([
      lookUpIdempotencyKey(logged.database, "contact", "key-00000000000000A1"),
      lookUpIdempotencyKey(logged.database, "partnership", "key-00000000000000A1"),
      lookUpIdempotencyKey(logged.database, "contact", "key-00000000000000B1"),
      lookUpIdempotencyKey(logged.database, "partnership", "key-00000000000000B1"),
      lookUpIdempotencyKey(logged.database, "contact", "key-00000000000000C1"),
      lookUpIdempotencyKey(logged.database, "contact", "key-00000000000000A1"),
    ]);
    expect(answers).toEqual([
      { reference: contactA.reference, requestHash: "1".repeat(64) },
      { reference: partnershipA.reference, requestHash: "2".repeat(64) },
      { reference: contactB.reference, requestHash: "3".repeat(64) },
      undefined,
      undefined,
      { reference: contactA.reference, requestHash: "1".repeat(64) },
    ]);
    expect(logged.statements).toEqual(["select"]);
    // A lone lookup is the plain query.
    expect(await lookUpIdempotencyKey(logged.database, "contact", "key-00000000000000B1")).toEqual({ reference: contactB.reference, requestHash: "3".repeat(64) });
  });
});

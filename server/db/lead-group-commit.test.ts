import { describe, expect, it } from "vitest";
import { countLeads, findLead, insertLead } from "./leads-repository.ts";
import { testEngines, useTestDatabase } from "./test-databases.ts";

let sequence = 0;
const newReference = () => `GRP-2026-${String(++sequence).padStart(6, "0")}`;

describe.each(testEngines())("leads submitted together on $name", (engine) => {
  const t = useTestDatabase(engine);

  it("are all stored, each with its own id and reference", async () => {
    const saved = await Promise.all(
      Array.from({ length: 25 }, (_, i) => insertLead(t.database, { kind: "contact", email: `founder${i}@example.in`, fields: { message: `Lead ${i}` } }, { newReference })),
    );
    expect(new Set(saved.map((s) => s.id)).size).toBe(25);
    expect(await countLeads(t.database)).toBe(25);
    for (const [i, s] of saved.entries()) expect((await findLead(t.database, s.reference))?.fields.message).toBe(`Lead ${i}`);
  });

  it("keep their own outcome: a lead whose reference is always taken fails alone", async () => {
    const taken = await insertLead(t.database, { kind: "contact", email: "first@example.in", fields: {} }, { newReference });
    const outcomes = await Promise.allSettled([
      insertLead(t.database, { kind: "contact", email: "a@example.in", fields: {} }, { newReference }),
      insertLead(t.database, { kind: "contact", email: "b@example.in", fields: {} }, { newReference: () => taken.reference }),
      insertLead(t.database, { kind: "contact", email: "c@example.in", fields: {} }, { newReference }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await countLeads(t.database)).toBe(3);
  });
});

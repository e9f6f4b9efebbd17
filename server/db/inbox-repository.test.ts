import { describe, expect, it } from "vitest";
import { exportInbox, listInbox, searchWords } from "./inbox-repository.ts";
import { type NewLead, insertLead } from "./leads-repository.ts";
import type { Database } from "./open-database.ts";
import { testEngines, useTestDatabase } from "./test-databases.ts";

const T0 = Date.parse("2026-03-14T09:00:00.000Z");
let sequence = 0;
const addLead = async (database: Database, lead: NewLead, at: Date) =>
  (await insertLead(database, lead, { newReference: () => `REP-2026-${String(++sequence).padStart(6, "0")}`, now: () => at })).reference;

describe.each(testEngines())("inbox repository on $name", (engine) => {
  const t = useTestDatabase(engine);

  it("keeps leads sent in the same millisecond in a stable order across pages, both ways", async () => {
    const at = new Date(T0);
    const refs: string[] = [];
    for (let i = 0; i < 7; i++) refs.push(await addLead(t.database, { kind: "contact", email: `p${i}@x.in`, fields: { name: `P${i}` } }, at));
    const newestFirst = [...refs].reverse();
    const first = await listInbox(t.database, {}, 3);
    const second = await listInbox(t.database, { older: parse(first.olderCursor) }, 3);
    const third = await listInbox(t.database, { older: parse(second.olderCursor) }, 3);
    expect([...first.leads, ...second.leads, ...third.leads].map((l) => l.reference)).toEqual(newestFirst);
    expect(third.olderCursor).toBeUndefined();
    const back = await listInbox(t.database, { newer: parse(third.newerCursor) }, 3);
    expect(back.leads.map((l) => l.reference)).toEqual(second.leads.map((l) => l.reference));
    expect(first.total).toBe(7);
  });

  it("exports every match in batches, newest first", async () => {
    for (let i = 0; i < 5; i++) {
      await addLead(t.database, { kind: "partnership", email: `m${i}@d.org`, fields: { contactPerson: `Meera ${i}`, proposal: "Cohort" } }, new Date(T0 + i * 1000));
    }
    await addLead(t.database, { kind: "contact", email: "x@y.in", fields: { name: "Other" } }, new Date(T0 + 10_000));
    const exported = [];
    for await (const lead of exportInbox(t.database, { kind: "partnership" }, 2)) exported.push(lead);
    expect(exported.map((l) => l.name)).toEqual(["Meera 4", "Meera 3", "Meera 2", "Meera 1", "Meera 0"]);
    expect(exported[0]).toMatchObject({ message: "Cohort", fields: { contactPerson: "Meera 4", proposal: "Cohort" }, pitchDeckName: null });
  });

  it("looks for at most eight words, each of which must appear", () => {
    expect(searchWords("  Priya   Sahyadri ")).toEqual(["Priya", "Sahyadri"]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
    expect(searchWords(undefined)).toEqual([]);
  });
});

function parse(cursor: string | undefined) {
  const [submittedAt = "", id = "0"] = (cursor ?? "").split("_");
  return { submittedAt, id: Number(id) };
}

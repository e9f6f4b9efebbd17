import { describe, expect, it } from "vitest";
import { countInbox, listInbox } from "./inbox-repository.ts";
import { type NewLead, insertLead } from "./leads-repository.ts";
import { countLeavingOutSpam, markLeadSpam } from "./lead-spam-repository.ts";
import type { Database } from "./open-database.ts";
import { personLeadCountsOfPage } from "./person-repository.ts";
import { createStaffUser } from "./staff-users-repository.ts";
import { testEngines, useTestDatabase } from "./test-databases.ts";

/**
 * The inbox's counts without spam (all matches less the marked ones, so each
 * part is an index scan) and the page's person counts, on both engines.
 */
const T0 = Date.parse("2026-03-14T09:00:00.000Z");
let sequence = 0;
const addLead = async (database: Database, lead: NewLead, at: Date) =>
  (await insertLead(database, lead, { newReference: () => `SPM-2026-${String(++sequence).padStart(6, "0")}`, now: () => at })).reference;

describe("countLeavingOutSpam", () => {
  it("counts every match less the marked ones, or only the marked ones with spam=yes", async () => {
    const counts = { any: 10, marked: 3, unmarked: -1 };
    const asked: string[] = [];
    const count = async (scope: keyof typeof counts) => {
      asked.push(scope);
      return counts[scope];
    };
    expect(await countLeavingOutSpam({}, count)).toBe(7);
    expect(await countLeavingOutSpam({ spam: true }, count)).toBe(3);
    expect(asked).toEqual(["any", "marked", "marked"]);
  });
});

describe.each(testEngines())("spam counts and person counts on $name", (engine) => {
  const t = useTestDatabase(engine);

  it("counts the inbox without the marked leads, with and without other filters, and a page past the first", async () => {
    const staff = await createStaffUser(t.database, { email: "meera@ankur.example.in", passwordHash: "x", role: "staff" });
    if (staff === "exists") throw new Error("the staff member exists");
    const refs: string[] = [];
    for (let i = 0; i < 9; i++) {
      const kind = i % 3 === 0 ? "partnership" : "contact";
      const fields = kind === "partnership" ? { contactPerson: `P${i}` } : { name: `P${i}` };
      refs.push(await addLead(t.database, { kind, email: `p${i % 4}@x.in`, fields }, new Date(T0 + i * 1000)));
    }
    const action = { staff: { id: staff.id, email: staff.email }, now: new Date(T0 + 60_000) };
    // Two contacts and one partnership marked.
    for (const i of [1, 2, 3]) expect(await markLeadSpam(t.database, refs[i]!, true, action)).toBe("marked");
    expect(await markLeadSpam(t.database, refs[1]!, true, action)).toBe("unchanged");
    expect(await markLeadSpam(t.database, "SPM-2026-NOSUCH", true, action)).toBe("no-lead");

    expect(await countInbox(t.database, {})).toBe(6);
    expect(await countInbox(t.database, { kind: "contact" })).toBe(4);
    expect(await countInbox(t.database, { kind: "partnership" })).toBe(2);
    expect(await countInbox(t.database, { spam: true })).toBe(3);
    expect(await countInbox(t.database, { spam: true, kind: "partnership" })).toBe(1);
    // p2@x.in sent the 3rd (marked) and the 7th.
    expect(await countInbox(t.database, { q: "p2@x" })).toBe(1);

    // A first page that is full counts the rest with countInbox.
    const page = await listInbox(t.database, {}, 2);
    expect(page.total).toBe(6);
    expect(page.leads.map((lead) => lead.reference)).toEqual([refs[8], refs[7]]);
    const spamPage = await listInbox(t.database, { spam: true }, 2);
    expect(spamPage.total).toBe(3);
    expect(spamPage.leads.map((lead) => lead.reference)).toEqual([refs[3], refs[2]]);

    expect(await markLeadSpam(t.database, refs[2]!, false, action)).toBe("unmarked");
    expect(await countInbox(t.database, {})).toBe(7);
  });

  it("counts each page lead's person in one query: the address in any case, never another's", async () => {
    const a = await addLead(t.database, { kind: "contact", email: "Asha@Example.in", fields: { name: "Asha" } }, new Date(T0));
    await addLead(t.database, { kind: "contact", email: "asha@example.in", fields: { name: "Asha" } }, new Date(T0 + 1000));
    await addLead(t.database, { kind: "contact", email: "ASHA@EXAMPLE.IN", fields: { name: "Asha" } }, new Date(T0 + 2000));
    const b = await addLead(t.database, { kind: "contact", email: "asha@example.org", fields: { name: "Asha" } }, new Date(T0 + 3000));
    const ids = await t.database.db.selectFrom("leads").select(["id", "reference"]).where("reference", "in", [a, b]).execute();
    const counts = await personLeadCountsOfPage(t.database, ids.map((row) => Number(row.id)));
    expect(Object.fromEntries(ids.map((row) => [row.reference, counts.get(Number(row.id))]))).toEqual({ [a]: 3, [b]: 1 });
    expect((await personLeadCountsOfPage(t.database, [])).size).toBe(0);
  });
});

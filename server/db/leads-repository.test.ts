import { describe, expect, it } from "vitest";
import { countLeads, findLead, insertLead, isUniqueViolation, listLeads, readPitchDeck, toBytes, toDate, toNumber } from "./leads-repository.ts";
import { migrations as allMigrations } from "./migrations.ts";
import { testEngines, useTestDatabase } from "./test-databases.ts";

const at = new Date("2026-03-14T05:30:00.000Z");
let sequence = 0;
const newReference = () => `TST-2026-${String(++sequence).padStart(6, "0")}`;

describe.each(testEngines())("leads repository on $name", (engine) => {
  const t = useTestDatabase(engine);

  it("stores a lead and gives it back with numbers, dates and fields normalised", async () => {
    const saved = await insertLead(
      t.database,
      { kind: "contact", email: "priya@sahyadri-agro.in", fields: { name: "Priya", email: "priya@sahyadri-agro.in", role: undefined, message: "Hi" } },
      { newReference, now: () => at },
    );
    expect(typeof saved.id).toBe("number");
    const lead = await findLead(t.database, saved.reference);
    expect(lead).toEqual({
      id: saved.id,
      reference: saved.reference,
      kind: "contact",
      email: "priya@sahyadri-agro.in",
      fields: { name: "Priya", email: "priya@sahyadri-agro.in", message: "Hi" },
      submittedAt: at,
    });
    expect(await countLeads(t.database)).toBe(1);
  });

  it("stores the pitch deck's bytes, name, type and size with the lead", async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => i % 251);
    const saved = await insertLead(
      t.database,
      { kind: "incubation", email: "a@b.in", fields: { companyName: "Krishiyantra" }, pitchDeck: { fileName: "deck.pdf", mediaType: "application/pdf", bytes } },
      { newReference },
    );
    const deck = await readPitchDeck(t.database, saved.reference);
    expect(deck?.fileName).toBe("deck.pdf");
    expect(deck?.mediaType).toBe("application/pdf");
    expect(deck?.sizeBytes).toBe(300_000);
    expect(Buffer.compare(Buffer.from(deck?.bytes ?? []), Buffer.from(bytes))).toBe(0);
    const [lead] = await listLeads(t.database, { kind: "incubation" });
    expect(lead?.pitchDeck).toEqual({ fileName: "deck.pdf", mediaType: "application/pdf", sizeBytes: 300_000 });
  });

  it("stores hostile text exactly, as data", async () => {
    const text = "Robert'); DROP TABLE leads;-- <script>alert(1)</script> 🚀 नमस्ते \"quoted\" \\ back";
    const saved = await insertLead(t.database, { kind: "contact", email: "x@y.in", fields: { message: text } }, { newReference });
    expect((await findLead(t.database, saved.reference))?.fields.message).toBe(text);
    expect(await countLeads(t.database)).toBe(1);
  });

  it("draws a new reference when one is taken", async () => {
    const taken = newReference();
    await insertLead(t.database, { kind: "contact", email: "a@b.in", fields: {} }, { newReference: () => taken });
    const references = [taken, newReference()];
    const saved = await insertLead(t.database, { kind: "contact", email: "a@b.in", fields: {} }, { newReference: () => references.shift() ?? "" });
    expect(saved.reference).not.toBe(taken);
    expect(await countLeads(t.database)).toBe(2);
  });

  it("keeps nothing of a lead whose pitch deck could not be stored", async () => {
    const notBytes = { fileName: "x", mediaType: "application/pdf", bytes: null as unknown as Uint8Array };
    await expect(insertLead(t.database, { kind: "incubation", email: "a@b.in", fields: {}, pitchDeck: notBytes }, { newReference })).rejects.toThrow(/./);
    expect(await countLeads(t.database)).toBe(0);
  });

  it("keeps leads across a restart and does not migrate twice", async () => {
    const saved = await insertLead(t.database, { kind: "partnership", email: "m@d.org", fields: { proposal: "Cohort" } }, { newReference });
    const again = await t.reopen();
    try {
      expect((await findLead(again, saved.reference))?.fields).toEqual({ proposal: "Cohort" });
      const migrations = await again.db.selectFrom("schema_migrations").select("name").execute();
      expect(migrations.map((m) => m.name)).toEqual(allMigrations.map((m) => m.name));
    } finally {
      await again.close();
    }
  });

  it("refuses a kind the site does not have", async () => {
    await expect(
      insertLead(t.database, { kind: "webinar" as "contact", email: "a@b.in", fields: {} }, { newReference }),
    ).rejects.toThrow(/check|constraint/i);
  });
});

describe("driver differences", () => {
  it("are normalised", () => {
    expect(toNumber("42")).toBe(42);
    expect(toNumber(42n)).toBe(42);
    expect(() => toNumber("9007199254740993")).toThrow(RangeError);
    expect(toDate("2026-03-14T05:30:00.000Z")).toEqual(at);
    expect(toDate(at)).toBe(at);
    const bytes = toBytes(Buffer.from([1, 2]));
    expect(Buffer.isBuffer(bytes)).toBe(false);
    expect([...bytes]).toEqual([1, 2]);
    expect(isUniqueViolation({ errcode: 2067 })).toBe(true);
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation(new Error("x"))).toBe(false);
  });
});

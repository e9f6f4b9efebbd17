import { describe, expect, it } from "vitest";
import { type SavedLead, countLeads, findLead, insertLead } from "./leads-repository.ts";
import type { OutboxDraft } from "./outbox-rows.ts";
import { countOutbox, listLeadMessages } from "./outbox-repository.ts";
import { withStatementLog } from "./statement-log.ts";
import { testEngines, useTestDatabase } from "./test-databases.ts";

let sequence = 0;
const newReference = () => `GRP-2026-${String(++sequence).padStart(6, "0")}`;

/** A team notification and a visitor confirmation that name the lead. */
const messagesFor =
  (email: string) =>
  (lead: SavedLead): OutboxDraft[] => [
    { audience: "team", subject: `New lead ${lead.reference}`, body: `From ${email}` },
    { audience: "visitor", recipients: [email], subject: `We have your message (${lead.reference})`, body: "Thank you." },
  ];

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

  it("write the outbox messages of all of them in one statement, each with its own lead", async () => {
    const logged = withStatementLog(t.database);
    const emails = Array.from({ length: 10 }, (_, i) => `founder${i}@example.in`);
    const saved = await Promise.all(emails.map((email) => insertLead(logged.database, { kind: "contact", email, fields: {} }, { newReference, messages: messagesFor(email) })));
    expect(logged.statements).toEqual(["insert into leads", "insert into mail_outbox"]);
    for (const [i, lead] of saved.entries()) {
      const messages = await listLeadMessages(t.database, lead.id);
      expect(messages.map((m) => [m.audience, m.subject, m.recipients])).toEqual([
        ["team", `New lead ${lead.reference}`, undefined],
        ["visitor", `We have your message (${lead.reference})`, [emails[i]]],
      ]);
      expect(messages.every((m) => m.status === "pending" && m.createdAt.getTime() === lead.submittedAt.getTime())).toBe(true);
    }
  });

  it("keep their messages with them when one lead of the batch fails: none twice, none for the failed lead", async () => {
    const taken = await insertLead(t.database, { kind: "contact", email: "first@example.in", fields: {} }, { newReference });
    const outcomes = await Promise.allSettled(
      ["a@example.in", "b@example.in", "c@example.in"].map((email) =>
        insertLead(t.database, { kind: "contact", email, fields: {} }, { newReference: email === "b@example.in" ? () => taken.reference : newReference, messages: messagesFor(email) }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await countOutbox(t.database)).pending).toBe(4);
    const stored = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []));
    const messageCounts = await Promise.all(stored.map(async (lead) => (await listLeadMessages(t.database, lead.id)).length));
    expect(messageCounts).toEqual([2, 2]);
  });
});

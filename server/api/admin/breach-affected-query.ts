import type { AffectedPerson, BreachAffectedAnswer, BreachWindow, ErasedLead } from "../../../contract/staff-inbox/breach-affected.ts";
import { indiaDayEnd, indiaDayStart } from "../../../contract/staff-inbox/inbox-query.ts";
import { toDate, toNumber } from "../../db/leads-repository.ts";
import { summarizeLead } from "../../db/lead-summary.ts";
import type { Database } from "../../db/open-database.ts";

const BATCH = 500;

/**
 * Everyone whose data we held during the window: every lead still stored
 * that was submitted before the window's end (a stored lead has been held
 * from its submission until now), grouped by address in lower case, sorted
 * by address. Read in batches; the people are kept in memory (a person is a
 * few hundred bytes, so even 100 000 of them are a few tens of megabytes).
 */
export async function affectedPeople(database: Database, window: BreachWindow): Promise<{ people: AffectedPerson[]; leads: number }> {
  const end = indiaDayEnd(window.to);
  const byEmail = new Map<string, AffectedPerson & { names: Set<string> }>();
  let after = 0;
  let leads = 0;
  for (;;) {
    const batch = await database.db
      .selectFrom("leads")
      .select(["id", "reference", "kind", "email", "fields", "submitted_at"])
      .where("submitted_at", "<", end)
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const lead of batch) {
      const email = lead.email.trim().toLowerCase();
      const person = byEmail.get(email) ?? { email, name: "", leads: [], names: new Set<string>() };
      const { name } = summarizeLead(JSON.parse(lead.fields) as Record<string, string>);
      if (name.trim() !== "") person.names.add(name.trim());
      person.leads.push({ reference: lead.reference, kind: lead.kind, submittedAt: toDate(lead.submitted_at).toISOString() });
      byEmail.set(email, person);
      leads += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) break;
    after = toNumber(last.id);
  }
  const people = [...byEmail.values()]
    .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0))
    .map(({ names, ...person }) => ({ ...person, name: [...names].join(" / ") }));
  return { people, leads };
}

const erasures = (database: Database, window: BreachWindow) =>
  database.db.selectFrom("audit_log").where("action", "=", "erasure").where("at", ">=", indiaDayStart(window.from));

/**
 * Leads erased since the window began (the audit log keeps their reference
 * and kind): held in the window, nothing left to reach the person with. The
 * first `limit`, oldest first, and how many in all.
 */
export async function erasedSince(database: Database, window: BreachWindow, limit: number): Promise<{ erased: ErasedLead[]; erasedTotal: number }> {
  const rows = await erasures(database, window).select(["id", "lead_reference", "details", "at"]).orderBy("at").orderBy("id").limit(limit).execute();
  const total = rows.length < limit ? rows.length : toNumber((await erasures(database, window).select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow()).count);
  const erased = rows.map((row) => ({
    reference: row.lead_reference ?? "",
    kind: kindOf(row.details),
    erasedAt: toDate(row.at).toISOString(),
  }));
  return { erased, erasedTotal: total };
}

function kindOf(details: string | null): string {
  try {
    const parsed = JSON.parse(details ?? "{}") as { kind?: unknown };
    return typeof parsed.kind === "string" ? parsed.kind : "";
  } catch {
    return "";
  }
}

export async function breachAffected(database: Database, window: BreachWindow, listMax: number): Promise<BreachAffectedAnswer> {
  const { people, leads } = await affectedPeople(database, window);
  return { ...window, people: people.slice(0, listMax), total: people.length, leads, ...(await erasedSince(database, window, listMax)) };
}

import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, migrations } from "./migrations.ts";
import { toDate, toNumber } from "./leads-repository.ts";
import { type UnmigratedDatabase, migrationTestEngines, openUnmigrated } from "./unmigrated-database.ts";

/**
 * Migration 0015 on a database that already holds leads: those the team had
 * moved on from "new" get a stopped clock (from their first status change,
 * or their arrival without one); new ones get nothing, so their clock runs.
 */
type Opened = UnmigratedDatabase;

const engines = migrationTestEngines();

const leadWorkAt = migrations.findIndex((m) => m.name === "0015-lead-work");
const beforeLeadWork = migrations.slice(0, leadWorkAt);
const throughLeadWork = migrations.slice(0, leadWorkAt + 1);

describe.each(engines)("migration 0015 on %s", (engine) => {
  let opened: Opened | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  it("stops the clock of the leads already past new, at their first status change or their arrival, and leaves new ones running", async () => {
    opened = await openUnmigrated(engine);
    const { db } = opened;
    await migrateToLatest(db, engine, beforeLeadWork);
    const lead = async (reference: string, status: "new" | "contacted" | "closed", at: string) => {
      const row = await db
        .insertInto("leads")
        .values({ reference, kind: "contact", email: `${reference.toLowerCase()}@example.in`, fields: "{}", submitted_at: at, status, idempotency_key: null, request_hash: null, verification: null, consent_withdrawn_at: null, origin: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    };
    await lead("CON-2026-AAAAAA", "new", "2026-11-02T05:00:00.000Z");
    const contacted = await lead("CON-2026-BBBBBB", "contacted", "2026-11-03T05:00:00.000Z");
    await lead("CON-2026-CCCCCC", "closed", "2026-11-04T05:00:00.000Z");
    for (const [to, at] of [["qualified", "2026-11-05T06:00:00.000Z"], ["contacted", "2026-11-03T07:00:00.000Z"]] as const) {
      await db.insertInto("lead_status_changes").values({ lead_id: contacted, from_status: "new", to_status: to, changed_by: null, changed_at: at }).execute();
    }

    expect(await migrateToLatest(db, engine, throughLeadWork)).toEqual(["0015-lead-work"]);
    const rows = await db
      .selectFrom("lead_work")
      .innerJoin("leads", "leads.id", "lead_work.lead_id")
      .select(["leads.reference", "lead_work.owner_id", "lead_work.clock_stopped_at", "lead_work.clock_stopped_by"])
      .orderBy("leads.reference")
      .execute();
    expect(rows.map((row) => ({ ...row, clock_stopped_at: row.clock_stopped_at === null ? null : toDate(row.clock_stopped_at).toISOString() }))).toEqual([
      { reference: "CON-2026-BBBBBB", owner_id: null, clock_stopped_at: "2026-11-03T07:00:00.000Z", clock_stopped_by: "status" },
      { reference: "CON-2026-CCCCCC", owner_id: null, clock_stopped_at: "2026-11-04T05:00:00.000Z", clock_stopped_by: "status" },
    ]);
    // The rest of the list still applies on top.
    expect((await migrateToLatest(db, engine)).length).toBe(migrations.length - leadWorkAt - 1);
    expect(toNumber((await db.selectFrom("lead_replies").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n as number)).toBe(0);
  });
});

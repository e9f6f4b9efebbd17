import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, migrations } from "./migrations.ts";
import { toDate } from "./leads-repository.ts";
import { type UnmigratedDatabase, migrationTestEngines, openUnmigrated } from "./unmigrated-database.ts";

/**
 * Migration 0017 on a database that already holds leads: they stay, none is
 * marked spam; a mark keeps its time and its staff member, and the member's
 * account going sets "by" to null, not the lead away.
 */
const engines = migrationTestEngines();

const spamAt = migrations.findIndex((m) => m.name === "0017-lead-spam-marks");
const beforeSpam = migrations.slice(0, spamAt);
const throughSpam = migrations.slice(0, spamAt + 1);

describe.each(engines)("migration 0017 on %s", (engine) => {
  let opened: UnmigratedDatabase | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  it("adds the spam mark to existing leads unmarked, keeps a mark's time and lets its staff member go", async () => {
    opened = await openUnmigrated(engine);
    const { db } = opened;
    await migrateToLatest(db, engine, beforeSpam);
    for (const reference of ["CON-2026-AAAAAA", "CON-2026-BBBBBB"]) {
      await db
        .insertInto("leads")
        .values({ reference, kind: "contact", email: `${reference.toLowerCase()}@example.in`, fields: "{}", submitted_at: "2026-11-02T05:00:00.000Z", idempotency_key: null, request_hash: null, verification: null, consent_withdrawn_at: null, origin: null })
        .execute();
    }
    expect(await migrateToLatest(db, engine, throughSpam)).toEqual(["0017-lead-spam-marks"]);
    const before = await db.selectFrom("leads").select(["reference", "spam_marked_at", "spam_marked_by"]).orderBy("reference").execute();
    expect(before).toEqual([
      { reference: "CON-2026-AAAAAA", spam_marked_at: null, spam_marked_by: null },
      { reference: "CON-2026-BBBBBB", spam_marked_at: null, spam_marked_by: null },
    ]);

    const staff = await db
      .insertInto("staff_users")
      .values({ email: "meera@ankur.example.in", password_hash: "x", created_at: "2026-11-01T05:00:00.000Z", password_changed_at: "2026-11-01T05:00:00.000Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.updateTable("leads").set({ spam_marked_at: "2026-11-03T06:00:00.000Z", spam_marked_by: staff.id }).where("reference", "=", "CON-2026-BBBBBB").execute();
    const marked = await db.selectFrom("leads").select(["spam_marked_at", "spam_marked_by"]).where("reference", "=", "CON-2026-BBBBBB").executeTakeFirstOrThrow();
    expect(toDate(marked.spam_marked_at!).toISOString()).toBe("2026-11-03T06:00:00.000Z");
    expect(Number(marked.spam_marked_by)).toBe(Number(staff.id));

    await db.deleteFrom("staff_users").where("id", "=", staff.id).execute();
    const orphaned = await db.selectFrom("leads").select(["spam_marked_at", "spam_marked_by"]).where("reference", "=", "CON-2026-BBBBBB").executeTakeFirstOrThrow();
    expect(orphaned.spam_marked_by).toBeNull();
    expect(orphaned.spam_marked_at).not.toBeNull();
    // The rest of the list still applies on top.
    expect((await migrateToLatest(db, engine)).length).toBe(migrations.length - spamAt - 1);
  });
});

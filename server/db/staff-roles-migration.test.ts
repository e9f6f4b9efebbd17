import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, migrations } from "./migrations.ts";
import { type UnmigratedDatabase, migrationTestEngines, openUnmigrated } from "./unmigrated-database.ts";

/** Migration 0014 on a database that already has staff accounts: they all become admins; later ones are staff. */
type Opened = UnmigratedDatabase;

const engines = migrationTestEngines();

const beforeRoles = migrations.slice(0, migrations.findIndex((m) => m.name === "0014-staff-roles"));
const AT = "2026-11-20T06:00:00.000Z";
const account = (email: string) => ({ email, password_hash: "scrypt$x", created_at: AT, password_changed_at: AT });

describe.each(engines)("migration 0014 on %s", (engine) => {
  let opened: Opened | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  it("makes every existing account an admin, later ones staff, and refuses any other role", async () => {
    opened = await openUnmigrated(engine);
    const { db } = opened;
    await migrateToLatest(db, engine, beforeRoles);
    // Before 0014 there is no role column to fill.
    await db.insertInto("staff_users").values([account("asha@ankur.example.in"), account("ravi@ankur.example.in")] as never).execute();

    expect(await migrateToLatest(db, engine, migrations.slice(0, beforeRoles.length + 1))).toEqual(["0014-staff-roles"]);
    await db.insertInto("staff_users").values(account("new@ankur.example.in")).execute();
    const roles = await db.selectFrom("staff_users").select(["email", "role"]).orderBy("email").execute();
    expect(roles).toEqual([
      { email: "asha@ankur.example.in", role: "admin" },
      { email: "new@ankur.example.in", role: "staff" },
      { email: "ravi@ankur.example.in", role: "admin" },
    ]);
    await expect(db.updateTable("staff_users").set({ role: "owner" as never }).where("email", "=", "new@ankur.example.in").execute()).rejects.toThrow(/check/i);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Client, Pool } from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type Engine, migrateToLatest, migrations } from "./migrations.ts";
import { NodeSqliteDatabase } from "./node-sqlite-adapter.ts";
import type { DatabaseSchema } from "./schema.ts";
import { TEST_DATABASE_URL, warnPostgresSkipped } from "./test-databases.ts";

/** Migration 0014 on a database that already has staff accounts: they all become admins; later ones are staff. */
type Opened = { db: Kysely<DatabaseSchema>; dispose: () => Promise<void> };

async function openUnmigrated(engine: Engine): Promise<Opened> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "ankur-roles-migration-"));
    const sqlite = new DatabaseSync(join(dir, "ankur.sqlite"));
    sqlite.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;");
    const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: new NodeSqliteDatabase(sqlite) }) });
    return {
      db,
      dispose: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = TEST_DATABASE_URL as string;
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` }) }) });
  return {
    db,
    dispose: async () => {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

const engines: Engine[] = TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
if (!TEST_DATABASE_URL) warnPostgresSkipped();

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

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Client, Pool } from "pg";
import type { Engine } from "./migrations.ts";
import { NodeSqliteDatabase } from "./node-sqlite-adapter.ts";
import type { DatabaseSchema } from "./schema.ts";
import { TEST_DATABASE_URL, warnPostgresSkipped } from "./test-databases.ts";

/**
 * Test support for the migrations' own tests: an empty database to migrate
 * step by step (a fresh SQLite file, or a schema of its own on the test
 * PostgreSQL), where open-database.ts would apply every migration at once.
 */
export type UnmigratedDatabase = { db: Kysely<DatabaseSchema>; engine: Engine; dispose: () => Promise<void> };

/** The engines a migration test runs on: SQLite, and PostgreSQL when TEST_DATABASE_URL names one. */
export function migrationTestEngines(): Engine[] {
  if (!TEST_DATABASE_URL) warnPostgresSkipped();
  return TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

export async function openUnmigrated(engine: Engine): Promise<UnmigratedDatabase> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "ankur-migration-"));
    const sqlite = new DatabaseSync(join(dir, "ankur.sqlite"));
    sqlite.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;");
    const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: new NodeSqliteDatabase(sqlite) }) });
    return {
      db,
      engine,
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
    engine,
    dispose: async () => {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

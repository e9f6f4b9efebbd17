import { randomBytes } from "node:crypto";
import { Kysely, PostgresDialect, sql } from "kysely";
import { Client, Pool } from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Migration, migrateToLatest, migrations } from "./migrations.ts";
import { openDatabase } from "./open-database.ts";
import type { DatabaseSchema } from "./schema.ts";
import { TEST_DATABASE_URL, warnPostgresSkipped } from "./test-databases.ts";

/**
 * Several server instances starting at once on one fresh PostgreSQL schema:
 * the advisory lock in migrateToLatest lets one apply the migrations while
 * the others wait, then find nothing left to do. (SQLite belongs to one
 * server process; there is nothing to race.)
 */
if (!TEST_DATABASE_URL) warnPostgresSkipped();

describe.runIf(TEST_DATABASE_URL)("migrations of instances starting at once on PostgreSQL", () => {
  const databaseUrl = TEST_DATABASE_URL as string;
  let schema = "";
  let admin: Client;
  beforeEach(async () => {
    schema = `test_${randomBytes(6).toString("hex")}`;
    admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  });
  afterEach(async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it("open at once: every instance succeeds and each migration is applied exactly once", async () => {
    const options = { dataDir: "unused", databaseUrl, postgresSchema: schema };
    const opened = await Promise.allSettled(Array.from({ length: 3 }, () => openDatabase(options)));
    try {
      expect(opened.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const applied = await admin.query<{ name: string }>(`select name from ${schema}.schema_migrations order by name`);
      expect(applied.rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    } finally {
      for (const result of opened) if (result.status === "fulfilled") await result.value.close();
    }
  });

  it("runs a migration once while the other instance waits for the lock, then finds it done", async () => {
    const runs: string[] = [];
    const slow: Migration[] = [
      {
        name: "9001-slow",
        async up(trx) {
          runs.push("9001-slow");
          await sql`select pg_sleep(0.3)`.execute(trx);
          await trx.schema.createTable("slow_table").addColumn("id", "integer").execute();
        },
      },
    ];
    const connect = () => {
      const pool = new Pool({ connectionString: databaseUrl, max: 2, options: `-c search_path=${schema}` });
      return new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    };
    const [a, b] = [connect(), connect()];
    try {
      const results = await Promise.all([migrateToLatest(a, "postgres", slow), migrateToLatest(b, "postgres", slow)]);
      expect(runs).toEqual(["9001-slow"]);
      expect(results.map((names) => names.length).sort()).toEqual([0, 1]);
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });
});

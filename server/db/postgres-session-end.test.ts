import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { Client } from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./open-database.ts";
import { TEST_DATABASE_URL, warnPostgresSkipped } from "./test-databases.ts";

// PostgreSQL ending a session (a restart, a failover, pg_terminate_backend)
// while the server holds that connection between two queries of a transaction
// used to throw an unhandled 'error' event and end the whole process (found by
// the reliability benchmark's outage run, bench/reliability).

if (!TEST_DATABASE_URL) warnPostgresSkipped();

describe.skipIf(!TEST_DATABASE_URL)("a PostgreSQL session ended under a checked-out connection", () => {
  it("fails that connection's next query, reports the error, and the pool carries on", { timeout: 20_000 }, async () => {
    const databaseUrl = TEST_DATABASE_URL as string;
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const reported: string[] = [];
    const database = await openDatabase({ dataDir: "unused", databaseUrl, postgresSchema: schema, onBackgroundError: (error) => reported.push(error.message) });
    try {
      const outcome = await database.db
        .connection()
        .execute(async (connection) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
          await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
          // The FATAL arrives while the connection is checked out with no query running.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(connection);
          return "the dead connection answered";
        })
        .catch((error: Error) => error.message);
      expect(outcome).not.toBe("the dead connection answered");
      expect(reported.join("\n")).toMatch(/terminating connection/);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await database.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});

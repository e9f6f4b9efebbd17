import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./open-database.ts";
import { type TestDatabase, testEngines } from "./test-databases.ts";

/** PostgreSQL's persistence letter of the counters' table ("u": unlogged, "p": logged); "table" on SQLite. */
async function countersTable(database: Database): Promise<string | undefined> {
  if (database.engine === "postgres") {
    const { rows } = await sql<{ persistence: string }>`
      select relpersistence as persistence from pg_class
      where relname = 'rate_limit_hits' and relnamespace = current_schema()::regnamespace`.execute(database.db);
    return rows[0]?.persistence;
  }
  const { rows } = await sql<{ type: string }>`select type from sqlite_master where name = 'rate_limit_hits'`.execute(database.db);
  return rows[0]?.type;
}

describe.each(testEngines())("the rate limit's counters on $name", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await engine.open();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("are kept out of PostgreSQL's write-ahead log (an unlogged table), and are a plain table on SQLite", async () => {
    expect(await countersTable(t.database)).toBe(t.database.engine === "postgres" ? "u" : "table");
  });
});

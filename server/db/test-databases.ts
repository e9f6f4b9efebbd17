import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestLeg, reportMissingLeg } from "../test-legs.ts";
import { type Database, openDatabase } from "./open-database.ts";

/**
 * The engines the database and API tests run against: SQLite always, and
 * PostgreSQL when TEST_DATABASE_URL names a server (.ci/run sets it). Each
 * opened database is isolated: SQLite in its own temporary directory,
 * PostgreSQL in its own schema, dropped afterwards.
 */
export type TestEngine = {
  name: "SQLite" | "PostgreSQL";
  open: () => Promise<TestDatabase>;
};

export type TestDatabase = {
  database: Database;
  /** The options that open the same data again (as after a server restart). */
  reopen: () => Promise<Database>;
  /** Empties every table, between tests. */
  clear: () => Promise<void>;
  /** Closes the database and throws its data away. */
  dispose: () => Promise<void>;
};

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The PostgreSQL leg of the database tests, which needs TEST_DATABASE_URL. */
export const POSTGRES_LEG: TestLeg = {
  name: "PostgreSQL leg",
  missing: "TEST_DATABASE_URL is not set",
  instead: "Only SQLite was tested.",
  howToRun: "Set TEST_DATABASE_URL=postgres://... (bash .ci/run does) to test both engines.",
};

/**
 * Call in a test file whose PostgreSQL tests cannot run without
 * TEST_DATABASE_URL: when it is unset, says so loudly (once per test file) on
 * a developer's machine, and under CI fails the test file (../test-legs.ts).
 * Does nothing when TEST_DATABASE_URL is set.
 */
export function warnPostgresSkipped(): void {
  if (TEST_DATABASE_URL) return;
  reportMissingLeg(POSTGRES_LEG);
}

const sqlite: TestEngine = {
  name: "SQLite",
  async open() {
    const dataDir = mkdtempSync(join(tmpdir(), "ankur-db-test-"));
    const database = await openDatabase({ dataDir });
    return {
      database,
      reopen: () => openDatabase({ dataDir }),
      clear: () => clearTables(database),
      async dispose() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(databaseUrl: string): TestEngine {
  return {
    name: "PostgreSQL",
    async open() {
      const schema = `test_${randomBytes(6).toString("hex")}`;
      const admin = new Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const options = { dataDir: "unused", databaseUrl, postgresSchema: schema };
      const database = await openDatabase(options);
      return {
        database,
        reopen: () => openDatabase(options),
        clear: () => clearTables(database),
        async dispose() {
          await database.close();
          await admin.query(`drop schema ${schema} cascade`);
          await admin.end();
        },
      };
    },
  };
}

async function clearTables(database: Database): Promise<void> {
  for (const table of STAFF_INBOX_TABLES) await database.db.deleteFrom(table).execute();
  await database.db.deleteFrom("mail_outbox").execute();
  await database.db.deleteFrom("pitch_decks").execute();
  await database.db.deleteFrom("leads").execute();
  await database.db.deleteFrom("rate_limit_hits").execute();
}

/** The staff inbox's tables, children before parents. */
const STAFF_INBOX_TABLES = ["audit_log", "lead_notes", "lead_status_changes", "staff_sessions", "sign_in_throttles", "staff_users"] as const;

/**
 * The engines to run a suite on. Without TEST_DATABASE_URL: on a developer's
 * machine a banner and a skipped PostgreSQL entry in the report; under CI the
 * test file fails (warnPostgresSkipped).
 */
export function testEngines(): TestEngine[] {
  if (TEST_DATABASE_URL) return [sqlite, postgres(TEST_DATABASE_URL)];
  warnPostgresSkipped();
  describe("on PostgreSQL", () => {
    it("did not run: TEST_DATABASE_URL is not set", ({ skip }) => {
      expect(TEST_DATABASE_URL).toBeUndefined();
      skip("TEST_DATABASE_URL is not set");
    });
  });
  return [sqlite];
}

/**
 * One engine's database for a describe block: opened before its tests,
 * emptied before each one, thrown away after them. The handle reaches the
 * database opened for the block.
 */
export function useTestDatabase(engine: TestEngine): TestDatabase {
  let opened: TestDatabase | undefined;
  const current = () => {
    if (!opened) throw new Error(`the ${engine.name} test database is not open yet`);
    return opened;
  };
  beforeAll(async () => {
    opened = await engine.open();
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  beforeEach(async () => {
    await current().clear();
  });
  return {
    get database() {
      return current().database;
    },
    reopen: () => current().reopen(),
    clear: () => current().clear(),
    dispose: () => current().dispose(),
  };
}

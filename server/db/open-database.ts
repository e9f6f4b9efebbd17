import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Pool } from "pg";
import { type Engine, migrateToLatest } from "./migrations.ts";
import { NodeSqliteDatabase } from "./node-sqlite-adapter.ts";
import type { DatabaseSchema } from "./schema.ts";
import { timedPostgresPool } from "./timed-postgres-pool.ts";

export type Database = {
  db: Kysely<DatabaseSchema>;
  engine: Engine;
  /** Where the data lives, for the start-up log (no password). */
  location: string;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** The embedded SQLite file lives here unless databaseUrl is set. */
  dataDir: string;
  /** postgres://... switches to a PostgreSQL server. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way); the server's default otherwise. */
  postgresSchema?: string;
  /** Told about errors of idle PostgreSQL connections, which would otherwise end the process. */
  onBackgroundError?: (error: Error) => void;
  /**
   * A PostgreSQL statement (but COMMIT) that has no answer after this long
   * fails (./timed-postgres-pool.ts), so a frozen or unreachable server gives
   * the visitor a 503 instead of a wait without end.
   */
  queryTimeoutMs?: number;
};

export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;

export const SQLITE_FILE_NAME = "ankur.sqlite";

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? openPostgres(options.databaseUrl, options) : openSqlite(options.dataDir);
  try {
    await migrateToLatest(database.db, database.engine);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

function openSqlite(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(join(dataDir, SQLITE_FILE_NAME));
  const sqlite = new DatabaseSync(file);
  // WAL with synchronous=FULL: a lead acknowledged to the visitor survives a
  // crash or power cut. busy_timeout covers readers such as a backup or a test.
  // secure_delete: what is deleted (an erased lead, its pitch deck) is
  // overwritten with zeros, not left readable in free pages of the file.
  sqlite.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;");
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: new NodeSqliteDatabase(sqlite) }) });
  let closed = false;
  return {
    db,
    engine: "sqlite",
    location: file,
    close: async () => {
      if (closed) return;
      closed = true;
      // Kysely closes the file only when it was used; close it ourselves otherwise.
      await db.destroy();
      if (sqlite.isOpen) sqlite.close();
    },
  };
}

function openPostgres(databaseUrl: string, options: DatabaseOptions): Database {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    ...(options.postgresSchema ? { options: `-c search_path=${options.postgresSchema}` } : {}),
  });
  pool.on("error", (error) => options.onBackgroundError?.(error));
  // A client checked out between two queries (inside a transaction) has no
  // pool listener: without its own, PostgreSQL ending the session (a restart,
  // a failover) would throw an unhandled 'error' event and end the process.
  // Its next query fails instead (the lead gets a 503) and the pool drops it.
  pool.on("connect", (client) => client.on("error", (error) => options.onBackgroundError?.(error)));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: timedPostgresPool(pool, options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS) }) });
  const url = new URL(databaseUrl);
  let closed = false;
  return {
    db,
    engine: "postgres",
    location: `postgresql://${url.host}${url.pathname}${options.postgresSchema ? ` (schema ${options.postgresSchema})` : ""}`,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

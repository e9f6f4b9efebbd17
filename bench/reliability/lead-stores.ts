// The databases the reliability runs use, read directly (not through the
// server): the leads of a run by marker, and a check that the data is sound.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Client } from "pg";
import { SQLITE_FILE_NAME } from "../../server/db/open-database.ts";
import { markerOf } from "./lead-bodies.ts";
import type { StoredByMarker } from "./reconcile.ts";

export type EngineName = "SQLite" | "PostgreSQL";

export type LeadStore = {
  engine: EngineName;
  /** The server's environment for this database (DATA_DIR or DATABASE_URL). */
  serverEnv: Record<string, string>;
  /** The run's leads by marker. */
  storedLeads: (runTag: string) => Promise<StoredByMarker>;
  /** "ok", or what is wrong (SQLite: PRAGMA integrity_check; PostgreSQL: the tables can be read). */
  check: () => Promise<string>;
  dispose: () => Promise<void>;
};

const likeRun = (runTag: string) => `%@${runTag}.reliability.example.in`;

function byMarker(rows: readonly { email: string; reference: string }[], runTag: string): Map<string, string[]> {
  const stored = new Map<string, string[]>();
  for (const row of rows) {
    const marker = markerOf(row.email, runTag);
    if (marker !== undefined) stored.set(marker, [...(stored.get(marker) ?? []), row.reference]);
  }
  return stored;
}

/** A fresh data directory; the server creates the SQLite file in it. */
export function sqliteStore(): LeadStore {
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-reliability-"));
  const file = join(dataDir, SQLITE_FILE_NAME);
  const open = () => {
    const db = new DatabaseSync(file);
    db.exec("PRAGMA busy_timeout = 10000");
    return db;
  };
  return {
    engine: "SQLite",
    serverEnv: { DATA_DIR: dataDir },
    async storedLeads(runTag) {
      const db = open();
      try {
        const rows = db.prepare("select email, reference from leads where email like ?").all(likeRun(runTag)) as { email: string; reference: string }[];
        return byMarker(rows, runTag);
      } finally {
        db.close();
      }
    },
    async check() {
      const db = open();
      try {
        const rows = db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
        return rows.map((row) => row.integrity_check).join("; ");
      } finally {
        db.close();
      }
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `postgres://...` with `options=-c search_path=<schema>`: the server works in that schema. */
export function urlWithSchema(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString().replace(/\+/g, "%20");
}

/** A fresh schema in the given PostgreSQL database, dropped on dispose. */
export async function postgresStore(databaseUrl: string): Promise<LeadStore> {
  const schema = `reliability_${randomBytes(5).toString("hex")}`;
  const schemaUrl = urlWithSchema(databaseUrl, schema);
  // A short-lived connection per query: the outage run stops the server in between.
  const query = async <T>(text: string, values: unknown[] = [], connectionString = schemaUrl): Promise<T[]> => {
    const client = new Client({ connectionString });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };
  await query(`create schema ${schema}`, [], databaseUrl);
  return {
    engine: "PostgreSQL",
    serverEnv: { DATABASE_URL: schemaUrl },
    async storedLeads(runTag) {
      return byMarker(await query<{ email: string; reference: string }>("select email, reference from leads where email like $1", [likeRun(runTag)]), runTag);
    },
    async check() {
      try {
        await query("select count(*) from leads");
        await query("select count(*) from pitch_decks");
        await query("select count(*) from mail_outbox");
        return "ok";
      } catch (error) {
        return (error as Error).message;
      }
    },
    async dispose() {
      await query(`drop schema ${schema} cascade`, [], databaseUrl);
    },
  };
}

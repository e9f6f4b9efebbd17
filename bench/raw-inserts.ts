// The database's own ceiling for the submission benchmark: single-row
// INSERTs into the leads table of the same database the server uses, with
// the same durability settings, no HTTP and no application code.
import { randomBytes } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { Pool } from "pg";
import { percentile } from "./stats.ts";

export type InsertRate = { insertsPerSecond: number; p99: number; inserts: number };

const fields = JSON.stringify({
  name: "Priya Deshmukh",
  organization: "Sahyadri Agro Producers",
  message: "We would like to discuss an incubation cohort for the agri-tech start-ups among our 4,000 member farmers.",
});

const INSERT = "insert into leads (reference, kind, email, fields, submitted_at) values";
const reference = (n: number) => `RAW-${randomBytes(4).toString("hex")}-${n}`;

/**
 * One connection, one autocommitted INSERT after another for `seconds`:
 * SQLite takes one writer at a time, so this is the most any server can get.
 * The file is the server's (WAL, synchronous=FULL, as the server opens it).
 */
export function sqliteRawInserts(file: string, seconds: number): InsertRate {
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
    const insert = db.prepare(`${INSERT} (?, 'contact', 'priya@sahyadri-agro.in', ?, ?)`);
    const latencies: number[] = [];
    const started = performance.now();
    const until = started + seconds * 1000;
    let now = started;
    while (now < until) {
      insert.run(reference(latencies.length), fields, new Date().toISOString());
      const after = performance.now();
      latencies.push(after - now);
      now = after;
    }
    return { insertsPerSecond: latencies.length / ((now - started) / 1000), p99: percentile(latencies, 99), inserts: latencies.length };
  } finally {
    db.close();
  }
}

/**
 * `concurrency` connections (the server's pool size), each sending one
 * autocommitted INSERT after another for `seconds`.
 */
export async function postgresRawInserts(databaseUrl: string, schema: string, seconds: number, concurrency: number): Promise<InsertRate> {
  const pool = new Pool({ connectionString: databaseUrl, max: concurrency, options: `-c search_path=${schema}` });
  try {
    const latencies: number[] = [];
    const started = performance.now();
    const until = started + seconds * 1000;
    const worker = async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await pool.query(`${INSERT} ($1, 'contact', 'priya@sahyadri-agro.in', $2, $3)`, [reference(latencies.length), fields, new Date()]);
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const elapsed = (performance.now() - started) / 1000;
    return { insertsPerSecond: latencies.length / elapsed, p99: percentile(latencies, 99), inserts: latencies.length };
  } finally {
    await pool.end();
  }
}

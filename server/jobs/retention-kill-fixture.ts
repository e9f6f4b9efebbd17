/**
 * Test support for retention-kill.test.ts: runs the retention job in a
 * process of its own, one lead per batch, and kills that process (SIGKILL,
 * no clean-up of any kind) right after the KILL_AFTER-th lead.
 */
import { openDatabase } from "../db/open-database.ts";
import { runRetentionJob } from "./retention-job.ts";

const env = process.env;
const database = await openDatabase({
  dataDir: env.DATA_DIR ?? "unused",
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, postgresSchema: env.PG_SCHEMA ?? "public" } : {}),
});
const killAfter = Number(env.KILL_AFTER);
let handled = 0;
await runRetentionJob({
  database,
  settings: { leadRetentionMonths: 24, auditLogRetentionMonths: 13 },
  siteUrl: new URL("https://ankur.example/"),
  instance: "doomed",
  now: () => new Date(env.NOW ?? ""),
  batchSize: 1,
  afterLead: () => {
    handled += 1;
    if (handled === killAfter) process.kill(process.pid, "SIGKILL");
  },
});
await database.close();

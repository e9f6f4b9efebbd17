/**
 * Test support for webhook-kill.test.ts: in a process of its own, stores a
 * lead with its lead.created event and is killed with SIGKILL (no clean-up
 * of any kind) either right after the commit (KILL=after-commit) or while
 * its worker posts the event (KILL=while-posting: the claim is taken, the
 * receiver never answered).
 */
import { insertLead } from "../db/leads-repository.ts";
import { openDatabase } from "../db/open-database.ts";
import { leadCreatedHook, setWebhookOutlet } from "../db/webhooks-repository.ts";
import { WebhookWorker } from "./webhook-worker.ts";

const env = process.env;
const database = await openDatabase({
  dataDir: env.DATA_DIR ?? "unused",
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, postgresSchema: env.PG_SCHEMA ?? "public" } : {}),
});
setWebhookOutlet(database, { urls: [env.RECEIVER_URL ?? ""] });
await insertLead(
  database,
  { kind: "contact", email: "ravi@example.in", fields: { name: "Ravi", email: "ravi@example.in" } },
  { newReference: () => env.REFERENCE ?? "", alongside: leadCreatedHook(database) },
);
if (env.KILL === "after-commit") process.kill(process.pid, "SIGKILL");
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const worker = new WebhookWorker({
  database,
  siteUrl: new URL("https://ankur.example.in"),
  log,
  claimMs: 300,
  post: () => {
    process.kill(process.pid, "SIGKILL");
    return new Promise(() => undefined);
  },
});
await worker.runOnce();

// How many PostgreSQL statements (round trips) one contact submission costs:
// the real app (buildApp) on PostgreSQL, counting every statement pg sends.
// `node bench/pg-submission-round-trips.ts [submissions] [concurrency]`:
// that many submissions through Fastify inject, `concurrency` at once.
// HTTP_SECONDS=n: instead, the app listens on a port and autocannon (another
// process, 64 connections as in the benchmark) submits for n seconds.
// ALLOCATIONS=<file>: also writes a sampling heap profile of everything
// allocated meanwhile (collected or not), for Chrome DevTools.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { leadRoute } from "../contract/leads/lead-paths.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { countLeads } from "../server/db/leads-repository.ts";
import { openDatabase } from "../server/db/open-database.ts";
import { CONTACT_SUBMISSION_BODY as body } from "./contact-submission.ts";

const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!databaseUrl) throw new Error("Set TEST_DATABASE_URL or DATABASE_URL");
const SUBMISSIONS = Number(process.argv[2] ?? 2000);
const CONCURRENCY = Number(process.argv[3] ?? 64);
const HTTP_SECONDS = Number(process.env.HTTP_SECONDS ?? 0);

const counts = new Map<string, number>();
let counting = false;
const originalQuery = Client.prototype.query;
Client.prototype.query = function (this: Client, ...args: unknown[]) {
  if (counting && typeof args[0] === "string") {
    const words = args[0].trim().replace(/\s+/g, " ").split(" ");
    const first = words[0]?.toLowerCase();
    const kind = first === "insert" || first === "delete" ? words.slice(0, 3).join(" ") : words.slice(0, 4).join(" ");
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof Client.prototype.query;

function autocannon(url: string, seconds: number): Promise<void> {
  const child = spawn(
    process.execPath,
    ["node_modules/autocannon/autocannon.js", "-c", "64", "-w", "2", "-d", String(seconds), "-m", "POST", "-H", "content-type=application/json", "-b", body, url],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  return new Promise((resolve, reject) => child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`autocannon exited with ${code}`)))));
}

const schema = `rt_${randomBytes(4).toString("hex")}`;
const admin = new Client({ connectionString: databaseUrl });
await admin.connect();
await admin.query(`create schema ${schema}`);
const dataDir = mkdtempSync(join(tmpdir(), "ankur-rt-"));
try {
  const database = await openDatabase({ dataDir, databaseUrl, postgresSchema: schema });
  const config = loadConfig({ BUILD_DIR: "build", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000000000" });
  const app = await buildApp({ config, logger: false, database });
  await app.ready();
  let sent = 0;
  const worker = async () => {
    while (sent < SUBMISSIONS) {
      sent++;
      const res = await app.inject({ method: "POST", url: leadRoute("contact"), headers: { "content-type": "application/json" }, payload: body });
      if (res.statusCode !== 201) throw new Error(`answer ${res.statusCode}: ${res.body}`);
    }
  };
  const allocations = process.env.ALLOCATIONS;
  const session = new Session();
  if (allocations) {
    session.connect();
    await session.post("HeapProfiler.startSampling", { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  }
  let url = "";
  if (HTTP_SECONDS > 0) url = `${await app.listen({ port: 0, host: "127.0.0.1" })}${leadRoute("contact")}`;
  counting = true;
  const started = performance.now();
  await (HTTP_SECONDS > 0 ? autocannon(url, HTTP_SECONDS) : Promise.all(Array.from({ length: CONCURRENCY }, worker)));
  const seconds = (performance.now() - started) / 1000;
  counting = false;
  if (allocations) {
    const { profile } = await session.post("HeapProfiler.stopSampling");
    writeFileSync(allocations, JSON.stringify(profile));
    session.disconnect();
  }
  await app.close();
  const stored = await countLeads(database);
  await database.close();
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  console.log(`${stored} stored in ${seconds.toFixed(1)} s, ${(stored / seconds).toFixed(0)}/s; ${total} statements = ${(total / stored).toFixed(3)} per submission`);
  for (const [kind, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${(n / stored).toFixed(3)}  ${n}  ${kind}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}

// What one lead submission costs: the median (and p90) time of 200 sequential
// contact submissions through the real app (Fastify inject: routing, JSON
// parsing, schema check, a durable insert), on SQLite and, when
// DATABASE_URL or TEST_DATABASE_URL names one, on PostgreSQL.
// `node bench/submission-cost.ts [count]`
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { Client } from "pg";
import { leadRoute } from "../contract/leads/lead-paths.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { countLeads } from "../server/db/leads-repository.ts";
import { type Database, openDatabase } from "../server/db/open-database.ts";
import { CONTACT_SUBMISSION_BODY as body } from "./contact-submission.ts";

const COUNT = Number(process.argv[2] ?? 200);
const WARM_UP = 20;

type Result = { engine: string; median: number; p90: number; mean: number; perSecond: number; stored: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(engine: string, database: Database, siteDir: string): Promise<Result> {
  const config = loadConfig({ BUILD_DIR: siteDir, LOG_LEVEL: "silent", RATE_LIMIT_MAX: String(COUNT * 10) });
  const app = await buildApp({ config, logger: false, database });
  const submit = async () => {
    const res = await app.inject({ method: "POST", url: leadRoute("contact"), headers: { "content-type": "application/json" }, payload: body });
    if (res.statusCode !== 201) throw new Error(`${engine}: answer ${res.statusCode} ${res.body}`);
  };
  for (let i = 0; i < WARM_UP; i++) await submit();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < COUNT; i++) {
    const t0 = performance.now();
    await submit();
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  await app.close();
  times.sort((a, b) => a - b);
  return {
    engine,
    median: percentile(times, 50),
    p90: percentile(times, 90),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    perSecond: (COUNT / total) * 1000,
    stored: await countLeads(database),
  };
}

const siteDir = mkdtempSync(join(tmpdir(), "ankur-bench-site-"));
mkdirSync(join(siteDir, "client"));
writeFileSync(join(siteDir, "client", "index.html"), "<!doctype html><title>bench</title>");
const results: Result[] = [];

const dataDir = mkdtempSync(join(tmpdir(), "ankur-bench-data-"));
try {
  const sqlite = await openDatabase({ dataDir });
  try {
    results.push(await measure("SQLite (node:sqlite, WAL, synchronous=FULL)", sqlite, siteDir));
  } finally {
    await sqlite.close();
  }

  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const schema = `bench_${randomBytes(4).toString("hex")}`;
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    try {
      const postgres = await openDatabase({ dataDir, databaseUrl, postgresSchema: schema });
      try {
        results.push(await measure("PostgreSQL (pg)", postgres, siteDir));
      } finally {
        await postgres.close();
      }
    } finally {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  } else {
    console.warn("PostgreSQL not measured: set DATABASE_URL or TEST_DATABASE_URL.");
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
}

console.log(`One contact submission, ${COUNT} sequential (after ${WARM_UP} warm-up), Node ${process.version}:`);
console.log("engine | median ms | p90 ms | mean ms | submissions/s | rows");
for (const r of results) {
  console.log(`${r.engine} | ${r.median.toFixed(2)} | ${r.p90.toFixed(2)} | ${r.mean.toFixed(2)} | ${r.perSecond.toFixed(0)} | ${r.stored}`);
}

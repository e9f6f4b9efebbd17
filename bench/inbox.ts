// The staff inbox with 100 000 leads: seeds them (the three kinds over two
// years, a tenth with a pitch deck, some statuses moved on), then times the
// inbox's calls through the real app (Fastify inject, signed in: session
// check, query, JSON) on SQLite and, when DATABASE_URL or TEST_DATABASE_URL
// names one, on PostgreSQL. Prints the median of N runs of each.
// `node bench/inbox.ts [leads] [runs]`
import { pipelineDashboard } from "../server/db/pipeline-dashboard-repository.ts";
import type { DashboardAnswer } from "../contract/staff-inbox/pipeline-dashboard.ts";
import { STORED_LEAD_KINDS } from "../contract/leads/lead-paths.ts";
import { DEFAULT_REPLY_TARGET_HOURS, uniformReplyTargets } from "../contract/staff-inbox/reply-clock.ts";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { Client } from "pg";
import { API_BASE_PATH } from "../contract/site-paths.ts";
import type { InboxPageAnswer } from "../contract/staff-inbox/inbox-answers.ts";
import { ADMIN_API, STAFF_SESSION_COOKIE } from "../contract/staff-inbox/inbox-paths.ts";
import { LEAD_STATUSES } from "../contract/staff-inbox/lead-status.ts";
import { hashPassword } from "../server/api/admin/password-hash.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { leadSearchText } from "../server/db/lead-summary.ts";
import { type Database, openDatabase } from "../server/db/open-database.ts";
import { createStaffUser } from "../server/db/staff-users-repository.ts";
import { TRIAGE_API } from "../contract/staff-inbox/triage.ts";

const LEADS = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.argv[3] ?? 25);
const WARM_UP = 3;
const BATCH = 500;

const FIRST = ["Priya", "Aditya", "Meera", "Rahul", "Ananya", "Vikram", "Kavya", "Arjun", "Sneha", "Rohan", "Isha", "Karan", "Divya", "Nikhil", "Pooja", "Sanjay"];
const LAST = ["Deshmukh", "Kulkarni", "Iyer", "Sharma", "Reddy", "Nair", "Patel", "Gupta", "Rao", "Menon", "Joshi", "Bhat", "Singh", "Chatterjee", "Pillai"];
const ORGS = ["Sahyadri Agro", "Krishiyantra Labs", "Deccan Fintech", "Kaveri Health", "Narmada Mobility", "Ganga Textiles", "Vindhya Robotics", "Konkan Foods"];
const SUFFIX = ["Producers", "Labs", "Alliance", "Pvt Ltd", "Collective", "Foundation", "Ventures"];
const MESSAGES = [
  "We would like to discuss a cohort for our member farmers.",
  "A low-cost soil sensor that needs a go-to-market troupe.",
  "A joint fintech programme for co-operative banks in Maharashtra.",
  "Looking for mentors in medical devices and regulatory approvals.",
  "Our students want to pitch at the next demo day in Pune.",
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

function leadAt(i: number, start: number, step: number) {
  const kind = (["contact", "incubation", "partnership"] as const)[i % 3] as "contact" | "incubation" | "partnership";
  const person = `${pick(FIRST, i * 7)} ${pick(LAST, i * 13)}`;
  const email = `${person.toLowerCase().replace(" ", ".")}${i}@example.in`;
  const organisation = `${pick(ORGS, i * 5)} ${pick(SUFFIX, i * 3)}`;
  const message = `${pick(MESSAGES, i * 11)} Ref ${i}.`;
  const fields: Record<string, string> =
    kind === "contact"
      ? { name: person, email, organization: organisation, message }
      : kind === "incubation"
        ? { companyName: organisation, founderName: person, email, industrySector: "Agriculture", stage: "Prototype", motivation: message }
        : { organizationName: organisation, contactPerson: person, email, phone: "+91 98765 43210", partnershipType: "Strategic", industry: "Finance", companySize: "51-200", proposal: message };
  return {
    reference: `${kind.slice(0, 3).toUpperCase()}-BENCH-${String(i).padStart(7, "0")}`,
    kind,
    email,
    fields: JSON.stringify(fields),
    submitted_at: new Date(start + i * step).toISOString(),
    status: i % 10 === 0 ? pick(LEAD_STATUSES, i / 10) : "new",
    search_text: leadSearchText(email, fields),
  };
}

/** The newest seeded lead's time. */
const SEED_END = Date.parse("2026-03-14T09:00:00.000Z");

async function seed(database: Database): Promise<number> {
  const started = performance.now();
  const end = SEED_END;
  const step = Math.floor((2 * 365 * 86_400_000) / LEADS);
  const start = end - LEADS * step;
  const deck = new Uint8Array(1024).fill(0x20);
  for (let from = 0; from < LEADS; from += BATCH) {
    await database.db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: Math.min(BATCH, LEADS - from) }, (_, k) => leadAt(from + k, start, step));
      const ids = await trx.insertInto("leads").values(rows).returning("id").execute();
      const decks = ids.filter((_, k) => (from + k) % 10 === 1).map((row) => ({ lead_id: row.id, file_name: "deck.pdf", media_type: "application/pdf", size_bytes: deck.length, content: deck }));
      if (decks.length > 0) await trx.insertInto("pitch_decks").values(decks).execute();
    });
  }
  // What autovacuum (PostgreSQL) or a routine ANALYZE would have done after such a load.
  await (database.engine === "postgres" ? sql`vacuum analyze` : sql`analyze`).execute(database.db);
  return performance.now() - started;
}

type Timing = { name: string; median: number; rows: number; total: number };

async function measure(engine: string, database: Database, siteDir: string): Promise<{ engine: string; seedMs: number; timings: Timing[] }> {
  const seedMs = await seed(database);
  const password = "Bench-Password-2026";
  await createStaffUser(database, { email: "bench@ankur.example.in", passwordHash: await hashPassword(password), role: "admin" });
  const app: FastifyInstance = await buildApp({ config: loadConfig({ BUILD_DIR: siteDir, LOG_LEVEL: "silent" }), logger: false, database });
  const signIn = await app.inject({
    method: "POST",
    url: `${API_BASE_PATH}${ADMIN_API.signIn}`,
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    payload: JSON.stringify({ email: "bench@ankur.example.in", password }),
  });
  const token = signIn.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value;
  if (!token) throw new Error(`sign-in failed: ${signIn.body}`);
  const get = async (query: string): Promise<InboxPageAnswer> => {
    const res = await app.inject({ method: "GET", url: `${API_BASE_PATH}${ADMIN_API.leads}${query ? `?${query}` : ""}`, headers: { cookie: `${STAFF_SESSION_COOKIE}=${token}` } });
    if (res.statusCode !== 200) throw new Error(`${engine} ${query}: ${res.statusCode} ${res.body}`);
    return res.json<InboxPageAnswer>();
  };

  // A cursor 90% of the way down the list, reached by paging once (not timed).
  const deepIndex = Math.floor(LEADS * 0.9);
  const deepRow = await database.db
    .selectFrom("leads")
    .select(["id", "submitted_at", "reference"])
    .orderBy("submitted_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .offset(deepIndex)
    .executeTakeFirstOrThrow();
  const deepCursor = `${new Date(deepRow.submitted_at).toISOString()}_${deepRow.id}`;
  const rareEmail = leadAt(12_345, 0, 0).email;

  const cases: [string, string][] = [
    ["first page (all leads, newest first, with total)", ""],
    ["filtered: kind=incubation & status=new", "kind=incubation&status=new"],
    ["filtered: one month (date range)", "from=2025-11-01&to=2025-11-30"],
    ["search, common word: q=sharma", "q=sharma"],
    ["search, one person's e-mail (rare)", `q=${encodeURIComponent(rareEmail)}`],
    ["search + filter: kind=partnership & q=deccan", "kind=partnership&q=deccan"],
    [`deep page (older than lead #${deepIndex.toLocaleString("en-IN")})`, `older=${deepCursor}`],
    ["sorted by time left to reply (running clocks only)", "sort=reply-due"],
  ];
  const timings: Timing[] = [];
  for (const [name, query] of cases) {
    for (let i = 0; i < WARM_UP; i++) await get(query);
    const times: number[] = [];
    let last: InboxPageAnswer | undefined;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      last = await get(query);
      times.push(performance.now() - t0);
    }
    timings.push({ name, median: median(times), rows: last?.leads.length ?? 0, total: last?.total ?? 0 });
  }

  // Triage (issue 25): the header's count of new leads, and a lead's previous and next in the inbox's orders.
  const triageCases: [string, string][] = [
    ["header: count of new leads", TRIAGE_API.newLeadCount],
    [`previous/next of lead #${deepIndex.toLocaleString("en-IN")}, newest first`, TRIAGE_API.neighbours(deepRow.reference)],
    ["previous/next, kind=incubation & status=new", `${TRIAGE_API.neighbours(deepRow.reference)}?kind=incubation&status=new`],
    ["previous/next, sorted by time left to reply", `${TRIAGE_API.neighbours(deepRow.reference)}?sort=reply-due`],
  ];
  for (const [name, path] of triageCases) {
    const times: number[] = [];
    let answer: unknown;
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const started = performance.now();
      const res = await app.inject({ method: "GET", url: `${API_BASE_PATH}${path}`, headers: { cookie: `${STAFF_SESSION_COOKIE}=${token}` } });
      if (res.statusCode !== 200) throw new Error(`${engine} ${path}: ${res.statusCode} ${res.body}`);
      if (i >= WARM_UP) times.push(performance.now() - started);
      answer = res.json();
    }
    const found = answer as { count?: number; previous?: string | null; next?: string | null };
    timings.push({ name, median: median(times), rows: found.count ?? [found.previous, found.next].filter(Boolean).length, total: LEADS });
  }

  // The pipeline dashboard's figures as at the newest seeded lead (the seed ends on SEED_END), so its 12 weeks hold leads.
  const dashboardTimes: number[] = [];
  let dashboard: DashboardAnswer | undefined;
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const started = performance.now();
    dashboard = await pipelineDashboard(database, { now: new Date(SEED_END), targets: uniformReplyTargets(DEFAULT_REPLY_TARGET_HOURS, STORED_LEAD_KINDS) });
    if (i >= WARM_UP) dashboardTimes.push(performance.now() - started);
  }
  const counted = dashboard?.byStatus.reduce((sum, line) => sum + line.count, 0) ?? 0;
  timings.push({ name: "pipeline dashboard (12 weeks' leads counted, owners over every open lead)", median: median(dashboardTimes), rows: counted, total: LEADS });

  const t0 = performance.now();
  const csv = await app.inject({ method: "GET", url: `${API_BASE_PATH}${ADMIN_API.exportCsv}`, headers: { cookie: `${STAFF_SESSION_COOKIE}=${token}` } });
  const exportMs = performance.now() - t0;
  if (csv.statusCode !== 200) throw new Error(`export: ${csv.statusCode}`);
  timings.push({ name: `CSV export of all leads (${(csv.rawPayload.length / 1e6).toFixed(1)} MB, one run)`, median: exportMs, rows: csv.rawPayload.toString("utf8").split("\r\n").length - 2, total: LEADS });
  await app.close();
  return { engine, seedMs, timings };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const siteDir = mkdtempSync(join(tmpdir(), "ankur-bench-site-"));
mkdirSync(join(siteDir, "client"));
writeFileSync(join(siteDir, "client", "index.html"), "<!doctype html><title>bench</title>");
const dataDir = mkdtempSync(join(tmpdir(), "ankur-bench-inbox-"));
const results = [];
try {
  const sqlite = await openDatabase({ dataDir });
  try {
    results.push(await measure("SQLite (node:sqlite)", sqlite, siteDir));
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

console.log(`Staff inbox with ${LEADS.toLocaleString("en-IN")} leads: median of ${RUNS} calls (after ${WARM_UP} warm-up) through the app, Node ${process.version}`);
for (const result of results) {
  console.log(`\n${result.engine} — seeded in ${(result.seedMs / 1000).toFixed(1)} s`);
  console.log("call | median ms | rows on page | matching");
  for (const t of result.timings) console.log(`${t.name} | ${t.median.toFixed(1)} | ${t.rows} | ${t.total}`);
}

// The benchmark's part "server": the built site's static page under load
// against nginx serving the same files, contact submissions against raw
// INSERTs into the same database, and the server's resident memory; on SQLite,
// and on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names one.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { leadRoute } from "../contract/leads/lead-paths.ts";
import { CONTACT_SUBMISSION_BODY as contactBody } from "./contact-submission.ts";
import { loadTest } from "./load-test.ts";
import { machine, now } from "./machine.ts";
import { nginxPath, nginxVersion, startNginx } from "./nginx.ts";
import { freePort, residentMemory, startSiteServer } from "./processes.ts";
import { postgresRawInserts, sqliteRawInserts } from "./raw-inserts.ts";
import type { EngineServerFigures, LoadFigures, ServerPart } from "./results-types.ts";
import { mb } from "./table.ts";

export type LoadSettings = { buildDir: string; durationSeconds: number; connections: number; workers: number };

/** The server's PostgreSQL pool size (server/db/open-database.ts): the raw INSERTs get as many connections. */
const POSTGRES_POOL_SIZE = 10;
const GZIP = { "accept-encoding": "gzip" };
const STATIC_PATH = "/";

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

function loadStatic(url: string, settings: LoadSettings): Promise<LoadFigures> {
  return loadTest({ url, headers: GZIP, connections: settings.connections, durationSeconds: settings.durationSeconds, workers: settings.workers });
}

function loadSubmissions(baseUrl: string, settings: LoadSettings): Promise<LoadFigures> {
  return loadTest({
    url: `${baseUrl}${leadRoute("contact")}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: contactBody,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    workers: settings.workers,
  });
}

type Engine = {
  name: EngineServerFigures["engine"];
  env: Record<string, string>;
  rawInserts: () => EngineServerFigures["rawInserts"] | Promise<EngineServerFigures["rawInserts"]>;
  rawInsertConcurrency: number;
};

/** One engine: start the server, RSS at idle, the static and submission load, RSS after; then raw INSERTs. */
async function measureEngine(engine: Engine, settings: LoadSettings, log: (text: string) => void, onStatic?: (figures: LoadFigures) => Promise<void>): Promise<EngineServerFigures> {
  const server = await startSiteServer({ BUILD_DIR: settings.buildDir, RATE_LIMIT_MAX: "1000000000", ...engine.env });
  const base = `http://127.0.0.1:${server.port}`;
  let idle: number;
  let afterLoad: number;
  let peak: number;
  let submission: LoadFigures;
  try {
    await settle();
    idle = residentMemory(server.pid).rss;
    log(`${engine.name}: server idle at ${mb(idle)}; static page load ${settings.durationSeconds} s`);
    const staticFigures = await loadStatic(`${base}${STATIC_PATH}`, settings);
    await onStatic?.(staticFigures);
    log(`${engine.name}: contact submissions ${settings.durationSeconds} s`);
    submission = await loadSubmissions(base, settings);
    ({ rss: afterLoad, peak } = residentMemory(server.pid));
  } finally {
    await server.stop();
  }
  log(`${engine.name}: raw INSERTs ${settings.durationSeconds} s`);
  return { engine: engine.name, submission, rawInserts: await engine.rawInserts(), rawInsertConcurrency: engine.rawInsertConcurrency, rss: { idle, afterLoad, peak } };
}

/** PostgreSQL in a schema of its own, dropped afterwards. */
async function measurePostgres(databaseUrl: string, settings: LoadSettings, log: (text: string) => void): Promise<EngineServerFigures> {
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-bench-data-"));
  try {
    const url = new URL(databaseUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    const engine: Engine = {
      name: "PostgreSQL",
      env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      rawInserts: () => postgresRawInserts(databaseUrl, schema, settings.durationSeconds, POSTGRES_POOL_SIZE),
      rawInsertConcurrency: POSTGRES_POOL_SIZE,
    };
    return await measureEngine(engine, settings, log);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

export async function measureServer(settings: LoadSettings, log: (text: string) => void): Promise<ServerPart> {
  const started = { measuredAt: now(), machine: machine() };
  const nginx = nginxPath();
  let staticSite: LoadFigures | undefined;
  let staticNginx: LoadFigures | null = null;
  const engines: EngineServerFigures[] = [];

  // SQLite; nginx runs right after the site's static run, under the same conditions.
  const dataDir = mkdtempSync(join(tmpdir(), "ankur-bench-data-"));
  try {
    const sqlite: Engine = { name: "SQLite", env: { DATA_DIR: dataDir }, rawInserts: () => sqliteRawInserts(join(dataDir, "ankur.sqlite"), settings.durationSeconds), rawInsertConcurrency: 1 };
    engines.push(
      await measureEngine(sqlite, settings, log, async (figures) => {
        staticSite = figures;
        if (!nginx) return log("nginx: not installed");
        const server = await startNginx(nginx, join(settings.buildDir, "client"), await freePort());
        try {
          log(`nginx: static page load ${settings.durationSeconds} s`);
          staticNginx = await loadStatic(`${server.url}${STATIC_PATH}`, settings);
        } finally {
          await server.stop();
        }
      }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const postgresSkipped = databaseUrl ? undefined : "DATABASE_URL and TEST_DATABASE_URL are unset";
  if (databaseUrl) engines.push(await measurePostgres(databaseUrl, settings, log));
  else log(`PostgreSQL not measured: ${postgresSkipped}.`);
  if (!staticSite) throw new Error("The static page load did not run");
  return {
    ...started,
    durationSeconds: settings.durationSeconds,
    connections: settings.connections,
    workers: settings.workers,
    staticPath: STATIC_PATH,
    staticSite,
    staticNginx,
    nginxVersion: nginx ? nginxVersion(nginx) : null,
    engines,
    ...(postgresSkipped ? { postgresSkipped } : {}),
  };
}

import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { gracefulShutdown } from "./shutdown.ts";

const config = loadConfig();

let database;
try {
  database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    onBackgroundError: (error) => console.error("database connection error:", error.message),
  });
} catch (error) {
  console.error(`Cannot open the database${config.databaseUrl ? " at DATABASE_URL" : ` under DATA_DIR (${config.dataDir})`}: ${(error as Error).message}`);
  process.exit(1);
}

const app = await buildApp({ config, database });
app.log.info({ engine: database.engine, location: database.location }, "database ready");

if (config.trustProxy === true) {
  app.log.warn("TRUST_PROXY=true: any client can choose its address (and its rate-limit key) with X-Forwarded-For; name the proxies' addresses instead");
}

// A second signal while shutting down ends the process at once (the default action), as Ctrl-C twice should.
const shutDown = gracefulShutdown({ app, database, timeoutMs: config.shutdownTimeoutMs, exit: (code) => process.exit(code) });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void shutDown(signal));

await app.listen({ port: config.port, host: config.host });

import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";

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

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

await app.listen({ port: config.port, host: config.host });

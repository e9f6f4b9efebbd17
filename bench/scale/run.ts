// `npm run bench:scale`: contact-form submissions per second with 1, 2 and 3
// server instances on one PostgreSQL, behind a round-robin load client.
// Needs DATABASE_URL or TEST_DATABASE_URL (PostgreSQL); builds nothing (the
// server serves a stand-in site). Writes bench/scale-results.json and bench/SCALE.md.
import autocannon from "autocannon";
import { writeFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem, type } from "node:os";
import { Client } from "pg";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { createFreshSchema, standInSite, startInstances, stopAll } from "../../server/scale/server-instances.ts";
import { measureCpu } from "./cpu-time.ts";
import { type ScaleResults, type ScaleRun, medianRuns, scaleMarkdown, scaleTable } from "./scale-report.ts";
import { CONTACT_SUBMISSION_BODY as body } from "../contact-submission.ts";

const INSTANCE_COUNTS = [1, 2, 3];
/** A multiple of 1, 2 and 3, so that every instance gets the same number of connections. */
const CONNECTIONS = 12;
const DURATION_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);

const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error("bench:scale needs PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL (postgres://…).");
  process.exit(2);
}

async function postgresVersion(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return String((await client.query("show server_version")).rows[0]?.server_version ?? "unknown");
  } finally {
    await client.end();
  }
}

function load(urls: string[], durationSeconds: number) {
  return autocannon({
    // autocannon takes several URLs and spreads the connections over them (its README); its types say one.
    url: urls as unknown as string,
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body,
    connections: CONNECTIONS,
    duration: durationSeconds,
  });
}

async function measure(instances: number, url: string): Promise<ScaleRun> {
  const schema = await createFreshSchema(url, "bench_scale");
  const site = standInSite();
  const servers = await startInstances(instances, {
    BUILD_DIR: site.dir,
    DATABASE_URL: schema.databaseUrl,
    RATE_LIMIT_MAX: "1000000000",
    LOG_LEVEL: "error",
    DATA_DIR: "/nonexistent-unused",
  });
  try {
    const urls = servers.map((server) => `${server.url}${leadRoute("contact")}`);
    await load(urls, WARM_UP_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const loadAverage = loadavg();
    const cpu = measureCpu(servers.map((server) => server.pid));
    const result = await load(urls, DURATION_SECONDS);
    const share = cpu(result.requests.total);
    return {
      cpu: share,
      instances,
      submissionsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      loadAverage,
    };
  } finally {
    await stopAll(servers);
    await schema.drop();
    site.remove();
  }
}

const processors = cpus();
const results: ScaleResults = {
  measuredAt: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
  machine: {
    cores: processors.length,
    cpu: processors[0]?.model.trim() ?? "unknown",
    memoryBytes: totalmem(),
    loadAverage: loadavg(),
    node: process.version,
    os: `${type()} ${release()}`,
    postgres: await postgresVersion(databaseUrl),
  },
  connections: CONNECTIONS,
  durationSeconds: DURATION_SECONDS,
  rounds: ROUNDS,
  runs: [],
  samples: [],
};

for (let round = 1; round <= ROUNDS; round++) {
  for (const instances of INSTANCE_COUNTS) {
    console.log(`round ${round}/${ROUNDS}, ${instances} instance${instances === 1 ? "" : "s"}: ${DURATION_SECONDS} s of contact submissions from ${CONNECTIONS} connections`);
    const run = await measure(instances, databaseUrl);
    results.samples.push(run);
    const cpu = run.cpu;
    console.log(
      `  ${run.submissionsPerSecond.toFixed(0)} submissions/s, p99 ${run.p99} ms, ${run.non2xx + run.errors} failed` +
        (cpu
          ? `; CPU per submission: Node ${cpu.instancesMs.toFixed(2)} ms, PostgreSQL ${cpu.postgresMs.toFixed(2)} ms, autocannon ${cpu.loadGeneratorMs.toFixed(2)} ms; machine ${(cpu.machineBusy * 100).toFixed(0)} % busy`
          : ""),
    );
  }
}
results.runs = medianRuns(results.samples);

writeFileSync(new URL("../scale-results.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(new URL("../SCALE.md", import.meta.url), scaleMarkdown(results));
console.log(`\n${scaleTable(results)}\n\nWrote bench/scale-results.json and bench/SCALE.md.`);
if (results.samples.some((r) => r.non2xx + r.errors > 0)) process.exitCode = 1;

// The fuzz part of `npm run bench:reliability`: runs
// server/security/public-endpoints-fuzz.test.ts as it is (vitest in a child
// process) with FUZZ_REPORT_FILE set, and reads back what it counted.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type FuzzResult, parseFuzzReport } from "./fuzz-report.ts";

const ROOT = join(import.meta.dirname, "..", "..");
export const FUZZ_TEST_FILE = "server/security/public-endpoints-fuzz.test.ts";
const VITEST = join(ROOT, "node_modules", "vitest", "vitest.mjs");
/** Far more than the few minutes it takes on a busy machine. */
const TIMEOUT_MS = 20 * 60_000;

/**
 * `postgresUrl`: the PostgreSQL the test's PostgreSQL leg uses (as
 * TEST_DATABASE_URL); without it, SQLite only. `log` gets vitest's output.
 */
export async function fuzzRun(options: { postgresUrl?: string; log: (text: string) => void }): Promise<FuzzResult> {
  const dir = mkdtempSync(join(tmpdir(), "ankur-fuzz-report-"));
  const reportFile = join(dir, "fuzz.jsonl");
  // The test's PostgreSQL leg runs on the database given here, or not at all.
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  // A leg the bench chose not to run is not a CI failure (server/test-legs.ts fails missing legs under CI).
  if (!options.postgresUrl) delete env.CI;
  const started = performance.now();
  try {
    const { exitCode, output } = await new Promise<{ exitCode: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [VITEST, "run", FUZZ_TEST_FILE], {
        cwd: ROOT,
        env: { ...env, FUZZ_REPORT_FILE: reportFile, ...(options.postgresUrl ? { TEST_DATABASE_URL: options.postgresUrl } : {}) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let tail = "";
      const take = (chunk: Buffer) => {
        const text = chunk.toString("utf8");
        tail = (tail + text).slice(-8000);
        options.log(text.trimEnd());
      };
      child.stdout.on("data", take);
      child.stderr.on("data", take);
      const timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
      child.once("error", reject);
      child.once("exit", (code) => {
        clearTimeout(timer);
        resolve({ exitCode: code, output: tail });
      });
    });
    const engines = existsSync(reportFile) ? parseFuzzReport(readFileSync(reportFile, "utf8")) : [];
    return {
      testFile: FUZZ_TEST_FILE,
      engines,
      testsPassed: exitCode === 0,
      seconds: (performance.now() - started) / 1000,
      ...(exitCode === 0 ? {} : { failureOutput: output.slice(-4000) }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

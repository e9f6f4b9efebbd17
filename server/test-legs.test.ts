import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { POSTGRES_LEG } from "./db/test-databases.ts";
import { isCi } from "./ci-environment.ts";
import { MissingLegError, missingLegBanner, missingLegVerdict, reportMissingLeg } from "./test-legs.ts";

/**
 * A leg of the tests that cannot run here (no TEST_DATABASE_URL, no nginx) is
 * skipped with a banner on a developer's machine and fails the run under CI.
 */

const leg = {
  name: "Frobnicator leg",
  missing: "frobnicator is not installed",
  instead: "Nothing was frobnicated.",
  howToRun: "apt-get install frobnicator (bash .ci/run does).",
};

describe("the CI rule for a leg that cannot run", () => {
  it.each([
    [{}, false],
    [{ CI: "" }, false],
    [{ CI: "0" }, false],
    [{ CI: "false" }, false],
    [{ CI: "FALSE" }, false],
    [{ CI: "true" }, true],
    [{ CI: "1" }, true],
    [{ CI: "yes" }, true],
  ])("CI in %o is a CI run: %s", (env, ci) => {
    expect(isCi(env)).toBe(ci);
    expect(missingLegVerdict(env)).toBe(ci ? "fail" : "skip with banner");
  });

  it("under CI fails the test file being collected, naming the leg, why and how to run it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(() => reportMissingLeg(leg, { CI: "true" })).toThrow(MissingLegError);
    expect(() => reportMissingLeg(leg, { CI: "true" })).toThrow(
      "Frobnicator leg must run under CI (CI=true), but frobnicator is not installed. apt-get install frobnicator (bash .ci/run does).",
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it("elsewhere prints the banner, once per test file, and throws nothing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const local = { ...leg, name: "Frobnicator leg, on a developer's machine" };
    reportMissingLeg(local, {});
    reportMissingLeg(local, { CI: "false" });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(missingLegBanner(local));
    expect(missingLegBanner(local)).toContain(
      "!! Frobnicator leg, on a developer's machine NOT run: frobnicator is not installed.\n!! Nothing was frobnicated. apt-get install frobnicator (bash .ci/run does).\n",
    );
  });
});

/** Runs one test file in a child vitest, without TEST_DATABASE_URL; its exit code and output. */
function vitestWithoutPostgres(file: string, ci: string | undefined): Promise<{ code: number | null; output: string }> {
  const root = join(import.meta.dirname, "..");
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NO_COLOR: "1", ...(ci === undefined ? {} : { CI: ci }) };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, "node_modules", "vitest", "vitest.mjs"), "run", file], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

describe("a PostgreSQL-only test file without TEST_DATABASE_URL", () => {
  const file = "server/db/postgres-frozen.test.ts";

  it("fails the run under CI", { timeout: 60_000 }, async () => {
    const { code, output } = await vitestWithoutPostgres(file, "true");
    expect({ code, output: code === 1 ? "" : output }).toEqual({ code: 1, output: "" });
    expect(output).toContain(`${POSTGRES_LEG.name} must run under CI (CI=true), but ${POSTGRES_LEG.missing}.`);
  });

  it("passes with the banner on a developer's machine", { timeout: 60_000 }, async () => {
    const { code, output } = await vitestWithoutPostgres(file, undefined);
    expect({ code, output: code === 0 ? "" : output }).toEqual({ code: 0, output: "" });
    expect(output).toContain(`!! ${POSTGRES_LEG.name} NOT run: ${POSTGRES_LEG.missing}.`);
  });
});

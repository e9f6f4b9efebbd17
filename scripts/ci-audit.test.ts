import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * .ci/audit against a stand-in `npm` that answers as the registry would:
 * clean, with a high finding, or refusing audits (405) as some mirrors do.
 */
const AUDIT = join(import.meta.dirname, "..", ".ci", "audit");

const answers = {
  clean: { status: 0, json: { auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities: { high: 0, critical: 0 } } } },
  high: {
    status: 1,
    json: { auditReportVersion: 2, vulnerabilities: { "fast-xml": { severity: "high" } }, metadata: { vulnerabilities: { high: 1, critical: 0 } } },
  },
  refused: { status: 1, json: { message: "405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk", statusCode: 405 } },
  broken: { status: 1, json: { message: "EACCES: permission denied" } },
} as const;

describe(".ci/audit", () => {
  let stubDir: string;
  beforeAll(() => {
    stubDir = mkdtempSync(join(tmpdir(), "ankur-npm-stub-"));
  });
  afterAll(() => rmSync(stubDir, { recursive: true, force: true }));

  const run = (answer: keyof typeof answers) => {
    const { status, json } = answers[answer];
    const npm = join(stubDir, "npm");
    writeFileSync(npm, `#!/usr/bin/env bash\necho '${JSON.stringify(json)}'\nexit ${status}\n`);
    chmodSync(npm, 0o755);
    return spawnSync("bash", [AUDIT], { env: { ...process.env, PATH: `${stubDir}:${process.env.PATH ?? ""}` }, encoding: "utf8" });
  };

  it("passes when production dependencies have no high or critical vulnerability", () => {
    const result = run("clean");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/no high or critical vulnerability/);
  });

  it("fails on a high or critical finding", () => {
    const result = run("high");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/found a high or critical vulnerability/);
  });

  it("only warns, loudly, when the registry does not answer audits", () => {
    const result = run("refused");
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/WARNING: npm audit could NOT run/);
    expect(result.stderr).toMatch(/405 Method Not Allowed/);
  });

  it("fails when the audit breaks for any other reason", () => {
    const result = run("broken");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/another reason than the registry/);
  });
});

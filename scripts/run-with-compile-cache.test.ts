import { spawnSync } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const LAUNCHER = join(import.meta.dirname, "run-with-compile-cache.mjs");

describe("run-with-compile-cache", () => {
  const dir = mkdtempSync(join(tmpdir(), "compile-cache-test-"));
  const cacheDir = join(dir, "cache");
  const runs = join(dir, "runs.txt");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  writeFileSync(join(dir, "answer.ts"), "export const answer: number = 42;\n");
  // The entry has an effect (a line in runs.txt) and reports whether this process loaded Node's TypeScript stripper.
  // It imports nothing but TypeScript, so that the priming child cannot rely on a package import failing to link.
  writeFileSync(
    join(dir, "entry.ts"),
    `import { answer } from "./answer.ts";
const stripped: boolean = process.moduleLoadList.some((name) => name.includes("amaro"));
process.getBuiltinModule("node:fs").appendFileSync(${JSON.stringify(runs)}, "ran\\n");
console.log(JSON.stringify({ answer, stripped, argv: process.argv.slice(2), arenas: process.env.MALLOC_ARENA_MAX ?? null }));
`,
  );

  const start = (env: Record<string, string> = {}) => {
    const { MALLOC_ARENA_MAX: _callers, ...callerEnv } = process.env;
    const result = spawnSync(process.execPath, ["--max-semi-space-size=2", LAUNCHER, join(dir, "entry.ts"), "--flag"], {
      encoding: "utf8",
      env: { ...callerEnv, NODE_COMPILE_CACHE: cacheDir, ...env },
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    return JSON.parse(result.stdout) as { answer: number; stripped: boolean; argv: string[]; arenas: string | null };
  };
  const runCount = () => readFileSync(runs, "utf8").split("\n").filter(Boolean).length;

  it("runs the entry once, with its arguments, and never strips types in the process itself", () => {
    expect(start()).toMatchObject({ answer: 42, stripped: false, argv: ["--flag"] });
    expect(runCount()).toBe(1);
    expect(readdirSync(cacheDir, { recursive: true }).some((name) => String(name).includes("primed-"))).toBe(true);
    expect(start()).toMatchObject({ answer: 42, stripped: false, argv: ["--flag"] });
    expect(runCount()).toBe(2);
  });

  it("compiles an edited file ahead of the start", () => {
    appendFileSync(join(dir, "answer.ts"), "export const question: string = 'six by nine';\n");
    expect(start()).toMatchObject({ answer: 42, stripped: false, argv: ["--flag"] });
    expect(runCount()).toBe(3);
  });

  it.runIf(process.platform === "linux")("limits glibc to two malloc arenas unless the caller chose a number", () => {
    expect(start().arenas).toBe("2");
    expect(start({ MALLOC_ARENA_MAX: "4" }).arenas).toBe("4");
  });
});

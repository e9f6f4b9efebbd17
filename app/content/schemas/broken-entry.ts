/**
 * Test support: proves that a broken content entry fails the build with its
 * file and field named. It copies the project's sources to a temporary folder
 * (node_modules linked), writes the broken entry there and runs `astro sync`,
 * which loads every collection and checks each entry against its schema as
 * `astro build` does, in about two seconds.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));
const copied = ["app", "contract", "astro.config.ts", "tsconfig.json", "package.json"];

export type SyncResult = { exitCode: number; output: string };

/** Runs `astro sync` on a copy of the project with `files` (paths relative to app/content/) written or replaced. */
export async function syncWithEntries(files: Record<string, string>): Promise<SyncResult> {
  const root = mkdtempSync(join(tmpdir(), "content-check-"));
  try {
    for (const name of copied) cpSync(join(projectRoot, name), join(root, name), { recursive: true });
    symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
    for (const [path, text] of Object.entries(files)) {
      const target = join(root, "app", "content", path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    const astro = join(projectRoot, "node_modules", "astro", "bin", "astro.mjs");
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [astro, "sync"], { cwd: root, env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } });
      return { exitCode: 0, output: stdout + stderr };
    } catch (error) {
      const failure = error as { code?: number; stdout?: string; stderr?: string };
      return { exitCode: typeof failure.code === "number" ? failure.code : 1, output: `${failure.stdout ?? ""}${failure.stderr ?? ""}` };
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

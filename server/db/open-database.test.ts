import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./open-database.ts";

describe("openDatabase with SQLite", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("creates the file under DATA_DIR with WAL, synchronous=FULL, foreign keys and secure_delete on", async () => {
    const parent = mkdtempSync(join(tmpdir(), "ankur-open-"));
    dirs.push(parent);
    const dataDir = join(parent, "nested", "data");
    const database = await openDatabase({ dataDir });
    try {
      expect(database.engine).toBe("sqlite");
      expect(database.location).toBe(join(dataDir, "ankur.sqlite"));
      const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(database.db)).rows[0] as object)[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(2); // FULL
      expect(await pragma("foreign_keys")).toBe(1);
      expect(await pragma("secure_delete")).toBe(1);
    } finally {
      await database.close();
      await database.close(); // twice is harmless
    }
  });

  it("fails with the reason when the data directory cannot be used", async () => {
    const parent = mkdtempSync(join(tmpdir(), "ankur-open-"));
    dirs.push(parent);
    writeFileSync(join(parent, "a-file"), "");
    await expect(openDatabase({ dataDir: join(parent, "a-file", "data") })).rejects.toThrow(/ENOTDIR/);
  });
});

describe("openDatabase with PostgreSQL", () => {
  it("fails within the connection timeout when the server is down", async () => {
    const started = Date.now();
    await expect(openDatabase({ dataDir: "unused", databaseUrl: "postgres://nobody:x@127.0.0.1:9/none" })).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(6000);
  });
});

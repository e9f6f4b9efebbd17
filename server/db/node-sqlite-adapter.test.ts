import { DatabaseSync } from "node:sqlite";
import { type Generated, Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NodeSqliteDatabase, STATEMENT_CACHE_SIZE, bindValue } from "./node-sqlite-adapter.ts";

type Db = { items: { id: Generated<number>; name: string; data: Uint8Array | null; flag: number | null; at: string | null } };

describe("NodeSqliteDatabase (node:sqlite behind Kysely's SQLite dialect)", () => {
  let sqlite: DatabaseSync;
  let db: Kysely<Db>;

  beforeEach(async () => {
    sqlite = new DatabaseSync(":memory:");
    db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new NodeSqliteDatabase(sqlite) }) });
    await sql`create table items (id integer primary key autoincrement, name text not null unique, data blob, flag integer, at text)`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
  });

  it("inserts with RETURNING and reads rows back", async () => {
    const inserted = await db.insertInto("items").values({ name: "pitch" }).returning(["id", "name"]).executeTakeFirstOrThrow();
    expect(inserted).toEqual({ id: 1, name: "pitch" });
    const rows = await db.selectFrom("items").selectAll().execute();
    expect(rows).toEqual([{ id: 1, name: "pitch", data: null, flag: null, at: null }]);
  });

  it("reports affected rows and the insert id for statements without rows", async () => {
    const result = await db.insertInto("items").values([{ name: "a" }, { name: "b" }]).executeTakeFirst();
    expect(result.insertId).toBe(2n);
    expect(result.numInsertedOrUpdatedRows).toBe(2n);
    const updated = await db.updateTable("items").set({ flag: 1 }).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
  });

  it("binds undefined, booleans, dates and bytes, which node:sqlite does not take as they are", async () => {
    const bytes = new Uint8Array([0, 1, 2, 255]);
    const at = new Date("2026-01-26T04:30:00.000Z");
    await db
      .insertInto("items")
      .values({ name: "x", data: bytes, flag: true as unknown as number, at: at as unknown as string })
      .execute();
    const row = await db.selectFrom("items").selectAll().executeTakeFirstOrThrow();
    expect([...(row.data ?? [])]).toEqual([0, 1, 2, 255]);
    expect(row.flag).toBe(1);
    expect(row.at).toBe("2026-01-26T04:30:00.000Z");
    expect(bindValue(undefined)).toBeNull();
    expect(() => bindValue({ a: 1 })).toThrow(/cannot store/);
  });

  it("commits and rolls back transactions", async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("items").values({ name: "kept" }).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("items").values({ name: "lost" }).execute();
        await trx.insertInto("items").values({ name: "kept" }).execute(); // unique violation
      }),
    ).rejects.toMatchObject({ errcode: 2067 });
    const names = (await db.selectFrom("items").select("name").execute()).map((r) => r.name);
    expect(names).toEqual(["kept"]);
  });

  it("streams select queries", async () => {
    await db.insertInto("items").values([{ name: "a" }, { name: "b" }, { name: "c" }]).execute();
    const names: string[] = [];
    for await (const row of db.selectFrom("items").select("name").orderBy("id").stream()) names.push(row.name);
    expect(names).toEqual(["a", "b", "c"]);
  });

  it("reuses prepared statements and keeps the cache bounded", async () => {
    const adapter = new NodeSqliteDatabase(new DatabaseSync(":memory:"));
    expect(adapter.prepare("select 1 as one")).toBe(adapter.prepare("select 1 as one"));
    const first = adapter.prepare("select 0 as n");
    for (let i = 1; i <= STATEMENT_CACHE_SIZE; i++) adapter.prepare(`select ${i} as n`);
    expect(adapter.prepare("select 0 as n")).not.toBe(first);
    expect(adapter.prepare("select 0 as n").all([])).toEqual([{ n: 0 }]);
    adapter.close();
  });

  it("closes the database with Kysely", async () => {
    await db.selectFrom("items").selectAll().execute();
    await db.destroy();
    expect(sqlite.isOpen).toBe(false);
  });
});

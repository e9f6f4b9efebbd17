import { Client } from "pg";
import { describe, expect, it } from "vitest";
import { hitCounter } from "./rate-limit-hit-counter.ts";
import { countHit, countHits, deleteExpiredHits, readHits } from "./rate-limit-repository.ts";
import { withStatementLog } from "./statement-log.ts";
import { TEST_DATABASE_URL, type TestEngine, testEngines, useTestDatabase } from "./test-databases.ts";

const t0 = Date.parse("2026-03-14T05:30:00.000Z");
const WINDOW = 60_000;
const hit = (key: string) => ({ key, windowMs: WINDOW });
const sortedCounts = (counts: readonly { hits: number }[]) => counts.map((c) => c.hits).sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe.each(testEngines())("rate-limit hits counted together on $name", (engine) => {
  const t = useTestDatabase(engine);

  it("gives each hit of a statement its own place in its key's window, in the order given", async () => {
    expect(await countHits(t.database, [hit("a"), hit("a"), hit("b"), hit("a")], t0)).toEqual([
      { hits: 1, expiresAt: t0 + WINDOW },
      { hits: 2, expiresAt: t0 + WINDOW },
      { hits: 1, expiresAt: t0 + WINDOW },
      { hits: 3, expiresAt: t0 + WINDOW },
    ]);
    expect(await countHits(t.database, [hit("b"), hit("a")], t0 + 10)).toEqual([
      { hits: 2, expiresAt: t0 + WINDOW },
      { hits: 4, expiresAt: t0 + WINDOW },
    ]);
    // One hit counted on its own adds to the same window.
    expect(await countHit(t.database, "a", WINDOW, t0 + 20)).toEqual({ hits: 5, expiresAt: t0 + WINDOW });
    // Once the window has ended, the key's hits start a new one.
    expect(await countHits(t.database, [hit("a"), hit("a"), hit("b")], t0 + WINDOW)).toEqual([
      { hits: 1, expiresAt: t0 + 2 * WINDOW },
      { hits: 2, expiresAt: t0 + 2 * WINDOW },
      { hits: 1, expiresAt: t0 + 2 * WINDOW },
    ]);
    expect(await readHits(t.database, "a", t0 + WINDOW)).toEqual({ hits: 2, expiresAt: t0 + 2 * WINDOW });
  });

  it("counts the hits that arrive together in one statement, each with its own count", async () => {
    const logged = withStatementLog(t.database);
    const counter = hitCounter(logged.database);
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => counter.count(i % 4 === 0 ? "other" : "busy", WINDOW, t0)));
    expect(sortedCounts(counts.filter((_, i) => i % 4 !== 0))).toEqual(oneTo(30));
    expect(sortedCounts(counts.filter((_, i) => i % 4 === 0))).toEqual(oneTo(10));
    expect(logged.statements).toEqual(["insert into rate_limit_hits"]);
  });

  it("loses no hit and counts none twice across instances on their own connections", async () => {
    const second = await t.reopen();
    try {
      const [a, b] = [hitCounter(t.database), hitCounter(second)];
      const waves = await Promise.all(
        Array.from({ length: 5 }, async (_unused, wave) => {
          await new Promise((resolve) => setTimeout(resolve, wave));
          return Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a : b).count("shared", WINDOW, Date.now())));
        }),
      );
      expect(sortedCounts(waves.flat())).toEqual(oneTo(60));
      expect(await readHits(t.database, "shared", Date.now())).toMatchObject({ hits: 60 });
    } finally {
      await second.close();
    }
  });

  it("fails every hit of a statement when the database is away", async () => {
    const broken = await t.reopen();
    await broken.close();
    const counter = hitCounter(broken);
    const outcomes = await Promise.allSettled(Array.from({ length: 3 }, () => counter.count("k", WINDOW, t0)));
    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected", "rejected"]);
  });
});

// SQLite has one writer: a sweep never meets a count halfway, so this is a PostgreSQL test only.
describe.skipIf(!TEST_DATABASE_URL)("rate-limit hits on PostgreSQL, a sweep beside a count", () => {
  const t = useTestDatabase(testEngines().find((engine) => engine.name === "PostgreSQL") as TestEngine);

  it("sweeps past a counter that a count holds instead of waiting for it, so the two cannot deadlock", async () => {
    await countHits(t.database, [hit("held"), hit("free")], t0);
    const schema = /schema (\w+)/.exec(t.database.location)?.[1];
    const holder = new Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select * from rate_limit_hits where key = 'held' for update");
      expect(await deleteExpiredHits(t.database, t0 + WINDOW)).toBe(1);
      await holder.query("rollback");
      expect(await deleteExpiredHits(t.database, t0 + WINDOW)).toBe(1);
    } finally {
      await holder.end();
    }
  });
});

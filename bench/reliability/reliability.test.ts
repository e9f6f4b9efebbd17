import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_URL, warnPostgresSkipped } from "../../server/db/test-databases.ts";
import { bodyFactory, pitchDeck } from "./lead-bodies.ts";
import { type LeadStore, postgresStore, sqliteStore } from "./lead-stores.ts";
import { type LoadSettings, crashRun } from "./scenarios.ts";
import { standInSite } from "./stand-in-site.ts";

// The fast part of `npm run bench:reliability`: a few seconds of lead
// submissions against the real server process, a kill -9 in the middle and a
// restart on the same data; every acknowledged lead must be stored exactly once.

const engines: { name: string; open: () => Promise<LeadStore> }[] = [{ name: "SQLite", open: async () => sqliteStore() }];
if (TEST_DATABASE_URL) engines.push({ name: "PostgreSQL", open: () => postgresStore(TEST_DATABASE_URL as string) });
else warnPostgresSkipped();

const site = standInSite();
afterAll(() => site.dispose());

let bodies: LoadSettings["bodies"];
beforeAll(() => {
  bodies = bodyFactory(pitchDeck());
});

describe.each(engines)("an acknowledged lead survives kill -9 on $name", (engine) => {
  let store: LeadStore;
  beforeAll(async () => {
    store = await engine.open();
  });
  afterAll(() => store?.dispose());

  it("4 s of load with a kill -9 half-way: nothing acknowledged lost or doubled, nothing refused stored", { timeout: 60_000 }, async () => {
    const result = await crashRun(store, {
      buildDir: site.buildDir,
      clients: 32,
      incubationClients: 2,
      durationMs: 4000,
      requestTimeoutMs: 20_000,
      bodies,
    });
    const r = result.reconciliation;
    expect(r.acknowledged).toBeGreaterThan(0);
    expect({ lost: r.lost, duplicates: r.duplicates, wrongReference: r.wrongReference, rejectedButStored: r.rejectedButStored, strays: r.strays }).toEqual({
      lost: 0,
      duplicates: 0,
      wrongReference: 0,
      rejectedButStored: 0,
      strays: 0,
    });
    expect(r.found).toBe(r.acknowledged);
    expect(result.acknowledgedAfterRestart).toBeGreaterThan(0);
    expect(result.databaseCheck).toBe("ok");
    expect(result.serverSurvived).toBe(true);
    expect(Object.keys(result.statusCounts).filter((status) => /^5/.test(status))).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { insertLead } from "../db/leads-repository.ts";
import { testEngines, useTestDatabase } from "../db/test-databases.ts";
import { standInBuild } from "../api/admin/admin-test-helpers.ts";

const DAY = 86_400_000;

let build: ReturnType<typeof standInBuild>;
beforeAll(() => {
  build = standInBuild();
});
afterAll(() => build.remove());

describe.each(testEngines())("the retention job in the server on $name", (engine) => {
  const t = useTestDatabase(engine);

  it("runs soon after the app is ready, writes the notices due, and stops with the app", async () => {
    await t.database.db.deleteFrom("job_runs").execute();
    const saved = await insertLead(
      t.database,
      { kind: "contact", email: "old@example.in", fields: { name: "Old" } },
      { newReference: () => "CON-2024-OLD001", now: () => new Date(Date.now() - 800 * DAY) },
    );
    const config = loadConfig({ BUILD_DIR: build.dir, LOG_LEVEL: "silent", RETENTION_JOB_DELAY: "20ms", TEAM_INBOX: "team@ankur.example" });
    const app = await buildApp({ config, logger: false, database: t.database });
    await app.ready();
    const notice = async () =>
      t.database.db.selectFrom("mail_outbox").select(["recipients", "reply_to", "subject"]).where("lead_id", "=", saved.id).where("subject", "like", "We will erase%").executeTakeFirst();
    const deadline = Date.now() + 5000;
    while (!(await notice()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await app.close();
    expect(await notice()).toEqual({ recipients: "old@example.in", reply_to: "team@ankur.example", subject: "We will erase your details (CON-2024-OLD001) unless you want to keep them" });
    const runs = await t.database.db.selectFrom("job_runs").select(["job", "finished_at"]).execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]?.job).toBe("retention");
  });
});

import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { API_BASE_PATH } from "../../contract/site-paths.ts";
import { ADMIN_API, STAFF_SESSION_COOKIE } from "../../contract/staff-inbox/inbox-paths.ts";
import { addStaff } from "../api/admin/admin-test-helpers.ts";
import { migrations } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import { TEST_DATABASE_URL, warnPostgresSkipped } from "../db/test-databases.ts";
import { HoldingSmtpServer } from "./holding-smtp-server.ts";
import { clientPortsOf } from "./process-sockets.ts";
import { type FreshSchema, RoundRobin, type ServerInstance, createFreshSchema, standInSite, startInstances, stopAll } from "./server-instances.ts";

/**
 * Issue 12, "Scale out": three real server processes (`node server/main.ts`)
 * on loopback ports share one PostgreSQL schema; a round-robin client spreads
 * the traffic as the proxy in front does. What must hold across instances:
 * the rate limit counts in total, a staff session works everywhere, every
 * e-mail goes exactly once even when an instance dies (kill -9) mid-run, and
 * two instances starting together migrate once.
 */

const SITE_ORIGIN = "http://localhost:3000";
const TEAM_INBOX = "team@ankur.example.in";
const REFERENCE = /\b([A-Z]{3}-\d{4}-[2-9A-HJ-NP-Z]{6})\b/;

const contactBody = (i: number) =>
  JSON.stringify({
    name: "Priya Deshmukh",
    email: `visitor-${i}@sahyadri-agro.in`,
    organization: "Sahyadri Agro Producers",
    role: "Director",
    message: `Scale-out test lead number ${i}: we would like to discuss an incubation cohort for our member farmers.`,
    website: "",
  });

function postContact(instance: ServerInstance, i: number): Promise<Response> {
  return fetch(`${instance.url}${leadRoute("contact")}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: contactBody(i),
  });
}

/** Runs a query in the test's schema. */
async function query<Row>(schema: FreshSchema, text: string): Promise<Row[]> {
  const client = new Client({ connectionString: schema.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

warnPostgresSkipped();

describe.skipIf(!TEST_DATABASE_URL)("several server instances on one PostgreSQL (TEST_DATABASE_URL)", () => {
  const databaseUrl = TEST_DATABASE_URL ?? "";
  let site: ReturnType<typeof standInSite> | undefined;
  beforeAll(() => {
    site = standInSite();
  });
  afterAll(() => site?.remove());
  const baseEnv = () => ({ BUILD_DIR: site?.dir ?? "", SITE_URL: SITE_ORIGIN, DATA_DIR: "/nonexistent-unused" });

  describe("three instances behind a round-robin client", () => {
    const RATE_LIMIT_MAX = 5;
    let schema: FreshSchema;
    let instances: ServerInstance[] = [];

    beforeAll(async () => {
      schema = await createFreshSchema(databaseUrl);
      instances = await startInstances(3, { ...baseEnv(), DATABASE_URL: schema.databaseUrl, RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) });
    }, 60_000);

    afterAll(async () => {
      await stopAll(instances);
      await schema?.drop();
    }, 30_000);

    it("(a) holds the rate limit in total, not per instance", async () => {
      const robin = new RoundRobin(instances);
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT_MAX * 3; i++) {
        const response = await postContact(robin.pick(), i);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(RATE_LIMIT_MAX);
      expect(statuses.slice(0, RATE_LIMIT_MAX)).toEqual(Array(RATE_LIMIT_MAX).fill(201));
      expect(statuses.slice(RATE_LIMIT_MAX)).toEqual(Array(RATE_LIMIT_MAX * 2).fill(429));
      const [stored] = await query<{ count: string }>(schema, "select count(*) from leads");
      expect(Number(stored?.count)).toBe(RATE_LIMIT_MAX);
    });

    it("(b) honours a staff session made on one instance on the others", async () => {
      const email = "anjali.rao@ankur-ecosystem.in";
      const password = "a long enough staff password";
      const database = await openDatabase({ dataDir: "unused", databaseUrl, postgresSchema: schema.schema });
      try {
        await addStaff(database, email, password);
      } finally {
        await database.close();
      }
      const [first, second, third] = instances as [ServerInstance, ServerInstance, ServerInstance];
      const signIn = await fetch(`${first.url}${API_BASE_PATH}${ADMIN_API.signIn}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE_ORIGIN },
        body: JSON.stringify({ email, password }),
      });
      expect({ status: signIn.status, body: signIn.status === 200 ? "" : await signIn.text() }).toEqual({ status: 200, body: "" });
      const token = signIn.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith(`${STAFF_SESSION_COOKIE}=`))
        ?.split(";")[0];
      expect(token).toBeDefined();
      for (const instance of [second, third, first]) {
        const leads = await fetch(`${instance.url}${API_BASE_PATH}${ADMIN_API.leads}`, { headers: { cookie: token as string } });
        expect({ instance: instance.name, status: leads.status }).toEqual({ instance: instance.name, status: 200 });
        expect(JSON.stringify(await leads.json())).toContain("visitor-0@sahyadri-agro.in");
      }
      const without = await fetch(`${second.url}${API_BASE_PATH}${ADMIN_API.leads}`);
      expect(without.status).toBe(401);
    });
  });

  describe("1 000 leads while one instance is killed", () => {
    const LEADS = 1000;
    const CONCURRENCY = 12;
    const KILL_AFTER = 400;
    const HOLD_LIMIT_MS = 8000;
    let schema: FreshSchema;
    let instances: ServerInstance[] = [];
    const smtp = new HoldingSmtpServer();

    beforeAll(async () => {
      await smtp.start();
      schema = await createFreshSchema(databaseUrl);
      instances = await startInstances(3, {
        ...baseEnv(),
        DATABASE_URL: schema.databaseUrl,
        RATE_LIMIT_MAX: "100000",
        SMTP_URL: smtp.url,
        MAIL_FROM: "Ankur <no-reply@ankur.example.in>",
        TEAM_INBOX,
        MAIL_RETRY_DELAY: "1s",
        // The killed instance's claims lapse after this. A live instance's send must never take
        // that long (a message in flight when its claim lapses may go twice), so it is longer
        // than the SMTP server is ever held below (HOLD_LIMIT_MS).
        MAIL_CLAIM_TIMEOUT: "15s",
      });
    }, 60_000);

    afterAll(async () => {
      await stopAll(instances);
      await smtp.stop();
      await schema?.drop();
    }, 30_000);

    it("(c) sends every lead's team notification and visitor confirmation exactly once", async () => {
      const robin = new RoundRobin(instances);
      const victim = instances[1] as ServerInstance;
      let nextLead = 0;
      let acknowledged = 0;
      let killing: Promise<void> | undefined;
      let victimSeenWaiting = false;
      const kill = async () => {
        // The SMTP server stops answering DATA; the victim dies once it is seen
        // waiting for that answer (it sends one message at a time, so all it
        // sent before is recorded): it dies with messages claimed and one in flight.
        smtp.hold();
        const deadline = Date.now() + HOLD_LIMIT_MS;
        let victimPorts: number[] = [];
        while (!victimSeenWaiting && Date.now() < deadline) {
          victimPorts = clientPortsOf(victim.pid, smtp.port);
          victimSeenWaiting = smtp.heldClientPorts().some((port) => victimPorts.includes(port));
          if (!victimSeenWaiting) await new Promise((resolve) => setTimeout(resolve, 10));
        }
        robin.remove(victim);
        await victim.kill();
        await smtp.closedFrom(victimPorts);
        smtp.release();
      };
      const submitOne = async (i: number) => {
        for (let attempt = 1; ; attempt++) {
          const instance = robin.pick();
          try {
            const response = await postContact(instance, i);
            const answer = (await response.json()) as { id?: string };
            if (response.status !== 201) throw new Error(`${instance.name}: ${response.status} ${JSON.stringify(answer)}`);
            return;
          } catch (error) {
            // A request in flight to the killed instance: the visitor tries again and reaches another one.
            if (instance !== victim || attempt >= 3) throw error;
          }
        }
      };
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (nextLead < LEADS) {
            await submitOne(nextLead++);
            acknowledged++;
            if (acknowledged === KILL_AFTER) killing = kill();
          }
        }),
      );
      await killing;
      expect(victim.child.signalCode).toBe("SIGKILL");
      expect(victimSeenWaiting).toBe(true);

      // Wait until the outbox has sent everything: the victim's claims lapse and the others take them.
      const deadline = Date.now() + 45_000;
      let unsent = Number.POSITIVE_INFINITY;
      while (Date.now() < deadline) {
        const [row] = await query<{ unsent: string }>(schema, "select count(*) filter (where status <> 'sent') as unsent from mail_outbox");
        unsent = Number(row?.unsent);
        if (unsent === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // Messages still unsent 45 s after the last lead:
      expect(unsent).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 300));

      const references = (await query<{ reference: string }>(schema, "select reference from leads")).map((row) => row.reference);
      // A request cut off by the kill may have been stored before the visitor tried again elsewhere.
      expect(references.length).toBeGreaterThanOrEqual(LEADS);
      expect(references.length).toBeLessThanOrEqual(LEADS + CONCURRENCY);

      const counts = new Map<string, { team: number; visitor: number }>(references.map((reference) => [reference, { team: 0, visitor: 0 }]));
      const strays: string[] = [];
      for (const mail of smtp.received) {
        const reference = REFERENCE.exec(mail.subject)?.[1];
        const count = reference ? counts.get(reference) : undefined;
        if (!count) {
          strays.push(mail.subject);
          continue;
        }
        if (mail.envelopeTo.includes(TEAM_INBOX)) count.team++;
        else count.visitor++;
      }
      expect(strays).toEqual([]);
      const notOnce = [...counts].filter(([, count]) => count.team !== 1 || count.visitor !== 1);
      // The first ten leads whose e-mails did not arrive exactly once, if any:
      expect({ leads: notOnce.length, first: notOnce.slice(0, 10) }).toEqual({ leads: 0, first: [] });
      expect(smtp.received).toHaveLength(references.length * 2);

      const [retaken] = await query<{ count: string }>(schema, "select count(*) from mail_outbox where attempts > 1");
      console.info(
        `multi-instance: ${references.length} leads, ${smtp.received.length} e-mails, ${smtp.discarded} dropped with the killed instance's connection, ${retaken?.count ?? 0} taken over after a claim lapsed`,
      );
    }, 90_000);
  });

  describe("two instances starting together on a fresh schema", () => {
    let schema: FreshSchema;
    let instances: ServerInstance[] = [];

    afterAll(async () => {
      await stopAll(instances);
      await schema?.drop();
    }, 30_000);

    it("(d) migrate once, and both become ready", async () => {
      schema = await createFreshSchema(databaseUrl);
      instances = await startInstances(2, { ...baseEnv(), DATABASE_URL: schema.databaseUrl });
      const rows = await query<{ name: string; times: string }>(schema, "select name, count(*) as times from schema_migrations group by name order by name");
      expect(rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
      expect(rows.every((row) => Number(row.times) === 1)).toBe(true);
      for (const instance of instances) {
        const ready = await fetch(`${instance.url}/api/ready`);
        expect(ready.status).toBe(200);
        const health = await fetch(`${instance.url}/api/health`);
        expect(health.status).toBe(200);
      }
    }, 60_000);
  });
});

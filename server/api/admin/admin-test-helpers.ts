import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { type TestDatabase, type TestEngine, useTestDatabase } from "../../db/test-databases.ts";
import { API_BASE_PATH } from "../../../contract/site-paths.ts";
import { ADMIN_API, STAFF_SESSION_COOKIE } from "../../../contract/staff-inbox/inbox-paths.ts";
import { type NewLead, insertLead } from "../../db/leads-repository.ts";
import type { Database } from "../../db/open-database.ts";
import { createStaffUser } from "../../db/staff-users-repository.ts";
import type { StaffRole } from "../../../contract/staff-inbox/staff-roles.ts";
import { hashPassword } from "./password-hash.ts";

/** The admin API tests' shared pieces: a stand-in build, staff accounts, leads at given times, signed-in calls. */

export const SITE_ORIGIN = "http://localhost:3000";
export const SPA_SHELL = `<!DOCTYPE html><html><head><title>Ankur</title></head><body><script>window.__shell=1</script></body></html>`;

/** A stand-in built site with the SPA shell; returns its directory and a cleanup. */
export function standInBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "ankur-admin-site-"));
  mkdirSync(join(dir, "client", "admin"), { recursive: true });
  writeFileSync(join(dir, "client", "index.html"), "<!doctype html><title>Ankur</title>");
  writeFileSync(join(dir, "client", "admin", "index.html"), SPA_SHELL);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Cheap scrypt for tests; the real cost has its own test. */
const TEST_COST = { N: 2 ** 10, r: 8, p: 1 };

/** A staff account; an admin unless `role` says otherwise (the tests of staff members' limits pass "staff"). */
export async function addStaff(database: Database, email: string, password: string, role: StaffRole = "admin"): Promise<void> {
  const created = await createStaffUser(database, { email, passwordHash: await hashPassword(password, TEST_COST), role });
  if (created === "exists") throw new Error(`${email} exists`);
}

let sequence = 0;
export async function addLead(database: Database, lead: NewLead, at: Date, prefix = "TST"): Promise<string> {
  const saved = await insertLead(database, lead, { newReference: () => `${prefix}-2026-${String(++sequence).padStart(6, "0")}`, now: () => at });
  return saved.reference;
}

export const api = (path: string) => `${API_BASE_PATH}${path}`;

export async function signIn(app: FastifyInstance, email: string, password: string, ip = "127.0.0.1"): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: api(ADMIN_API.signIn),
    remoteAddress: ip,
    headers: { "content-type": "application/json", origin: SITE_ORIGIN },
    payload: JSON.stringify({ email, password }),
  });
}

/** The Cookie header that a successful sign-in's Set-Cookie gives. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
  if (!cookie) throw new Error(`No session cookie: ${response.statusCode} ${response.body}`);
  return `${STAFF_SESSION_COOKIE}=${cookie.value}`;
}

/** What signedInAdminApp gives a describe block: its database, the app and the staff member's session cookie, for the test running. */
export type SignedInAdmin = { readonly t: TestDatabase; readonly app: FastifyInstance; readonly cookie: string };

type SignedInAdminOptions = {
  /** The fixed clock (Date only) for each test. */
  now: Date;
  /** The account made and signed in before each test; an admin unless `role` says otherwise. */
  staff: { email: string; password: string; role?: StaffRole };
  /** More accounts made before each test, after `staff` (not signed in). */
  colleagues?: readonly { email: string; password: string; role?: StaffRole }[];
  /** More configuration for every test's app (the stand-in build, silent logs and SITE_URL are set). */
  env?: Record<string, string>;
};

/**
 * The admin API tests' frame for one engine (inside describe.each(testEngines())):
 * a stand-in build, the database (useTestDatabase: emptied before each test),
 * the clock fixed at `now`, an app built for each test, and `staff` signed in.
 */
export function signedInAdminApp(engine: TestEngine, { now, staff, colleagues = [], env = {} }: SignedInAdminOptions): SignedInAdmin {
  let build: ReturnType<typeof standInBuild> | undefined;
  beforeAll(() => {
    build = standInBuild();
  });
  afterAll(() => build?.remove());
  const t = useTestDatabase(engine);
  const current: { app?: FastifyInstance; cookie?: string } = {};
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    const config = loadConfig({ BUILD_DIR: build?.dir ?? "", LOG_LEVEL: "silent", SITE_URL: SITE_ORIGIN, ...env });
    current.app = await buildApp({ config, logger: false, database: t.database });
    await current.app.ready();
    await addStaff(t.database, staff.email, staff.password, staff.role);
    for (const colleague of colleagues) await addStaff(t.database, colleague.email, colleague.password, colleague.role);
    current.cookie = sessionCookie(await signIn(current.app, staff.email, staff.password));
  });
  afterEach(async () => {
    await current.app?.close();
    vi.useRealTimers();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the admin test app has no ${what} outside a test`);
    return value;
  };
  return {
    t,
    get app() {
      return ready(current.app, "app");
    },
    get cookie() {
      return ready(current.cookie, "session");
    },
  };
}

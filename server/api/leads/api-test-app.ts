import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { type LeadKind, leadRoute } from "../../../contract/leads/lead-paths.ts";
import { type AppOptions, buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { type TestDatabase, type TestEngine, useTestDatabase } from "../../db/test-databases.ts";

/**
 * What the API tests share: a stand-in for the built site (the app serves
 * one), the configuration, and a JSON POST through app.inject.
 */
export function useStandInSite(): { configFor: (env?: Record<string, string>) => ReturnType<typeof loadConfig> } {
  let siteDir = "";
  beforeAll(() => {
    siteDir = mkdtempSync(join(tmpdir(), "ankur-api-site-"));
    mkdirSync(join(siteDir, "client"));
    writeFileSync(join(siteDir, "client", "index.html"), "<!doctype html><title>Ankur</title>");
  });
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
  return {
    configFor: (env = {}) =>
      loadConfig({ BUILD_DIR: siteDir, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000", SITE_URL: "https://ankur.example.in", ALTCHA_HMAC_KEY: TEST_CHALLENGE_KEY, ...env }),
  };
}

/** The spam check's key in the API tests (lead-challenge-api.test.ts solves challenges signed with it). */
export const TEST_CHALLENGE_KEY = "test-challenge-key-of-at-least-32-characters";

export function postJson(app: FastifyInstance, url: string, body: unknown, remoteAddress?: string) {
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", accept: "application/json" },
    payload: typeof body === "string" ? body : JSON.stringify(body),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export const postLead = (app: FastifyInstance, kind: LeadKind, body: unknown) => postJson(app, leadRoute(kind), body);

/**
 * One engine's database for a describe block (useTestDatabase) and an app on
 * it, built anew for each test with the configuration configFor gives.
 */
export function useApiApp(
  engine: TestEngine,
  config: () => ReturnType<typeof loadConfig>,
  /** More of buildApp's options, made anew for each test (a fake page renderer). */
  options: () => Partial<AppOptions> = () => ({}),
): { t: TestDatabase; readonly app: FastifyInstance } {
  const t = useTestDatabase(engine);
  const built: { app?: FastifyInstance } = {};
  beforeEach(async () => {
    built.app = await buildApp({ ...options(), config: config(), logger: false, database: t.database });
  });
  afterEach(async () => {
    await built.app?.close();
  });
  return {
    t,
    get app() {
      if (!built.app) throw new Error("the app is built before each test");
      return built.app;
    },
  };
}

import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { eraseLead } from "../../db/inbox-repository.ts";
import { insertLead } from "../../db/leads-repository.ts";
import { type TestDatabase, testEngines } from "../../db/test-databases.ts";
import { deckLinkKey, leadCreatedHook } from "../../db/webhooks-repository.ts";
import { DECK_LINK_PATH, signDeckToken } from "../../webhooks/deck-link.ts";
import { TEST_WEBHOOK_SECRET, TestReceiver } from "../../webhooks/test-receiver.ts";
import { standInBuild } from "../admin/admin-test-helpers.ts";

/** The pitch deck's link in a lead.created event downloads the deck; a forged, expired or erased lead's link does not. */

const SITE = "https://ankur.example.in";
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");

let build: ReturnType<typeof standInBuild>;
beforeAll(() => {
  build = standInBuild();
});
afterAll(() => build.remove());

describe.each(testEngines())("the webhook's pitch deck link on $name", (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  const receiver = new TestReceiver();

  beforeAll(async () => {
    t = await engine.open();
    await receiver.start();
  });
  afterAll(async () => {
    await receiver.stop();
    await t?.dispose();
  });
  afterEach(async () => {
    await app?.close();
  });

  it("serves the deck as an attachment until the link expires; refuses a forged token, an expired one and an erased lead's", async () => {
    await t.clear();
    const config = loadConfig({ BUILD_DIR: build.dir, LOG_LEVEL: "silent", SITE_URL: SITE, LEAD_WEBHOOK_URLS: receiver.url, LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    app = await buildApp({ config, logger: false, database: t.database, webhooks: { worker: { pollMs: 20 } } });
    await app.ready();
    const saved = await insertLead(
      t.database,
      { kind: "incubation", email: "meera@krishi.in", fields: { founderName: "Meera Iyer", email: "meera@krishi.in" }, pitchDeck: { fileName: "deck.pdf", mediaType: "application/pdf", bytes: PDF } },
      { newReference: () => "INC-2026-DECK01", alongside: leadCreatedHook(t.database) },
    );
    const [event] = await receiver.waitFor(1);
    const deck = event?.event.data.pitchDeck as { fileName: string; mediaType: string; sizeBytes: number; downloadUrl: string; downloadExpiresAt: string };
    expect(deck).toMatchObject({ fileName: "deck.pdf", mediaType: "application/pdf", sizeBytes: PDF.byteLength });
    expect(Date.parse(deck.downloadExpiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
    const link = new URL(deck.downloadUrl);
    expect(link.origin).toBe(SITE);

    const download = await app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(PDF))).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe("attachment; filename=INC-2026-DECK01-pitch-deck.pdf");
    expect(download.headers["cache-control"]).toBe("no-store");
    expect(download.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");

    const token = link.searchParams.get("token") ?? "";
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await app.inject({ method: "GET", url: `${DECK_LINK_PATH}?token=${forged}` })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: DECK_LINK_PATH })).statusCode).toBe(404);
    const key = await deckLinkKey(t.database);
    const expired = signDeckToken({ reference: saved.reference, expiresAt: new Date(Date.now() - 1000) }, key);
    expect((await app.inject({ method: "GET", url: `${DECK_LINK_PATH}?token=${expired}` })).statusCode).toBe(410);

    await eraseLead(t.database, saved.reference, { job: "retention", now: new Date() });
    const gone = await app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain("PDF");
  });
});

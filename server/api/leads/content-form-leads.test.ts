import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CORPORATE_INQUIRY_SUCCESS,
  DOWNLOAD_REQUEST_SUCCESS,
  EVENT_REGISTRATION_SUCCESS,
  FIELDS_INVALID,
  INVESTOR_ACCESS_SUCCESS,
  REQUIRED_FIELDS_MISSING,
} from "../../../contract/leads/lead-messages.ts";
import { buildApp } from "../../app.ts";
import { countLeads, findLead } from "../../db/leads-repository.ts";
import { countOutbox, listLeadMessages } from "../../db/outbox-repository.ts";
import { type TestDatabase, testEngines } from "../../db/test-databases.ts";
import { postLead, useStandInSite } from "./api-test-app.ts";
import { corporateInquiry, downloadRequest, eventRegistration, investorAccess } from "./test-bodies.ts";

const { configFor } = useStandInSite();

describe.each(testEngines())("the content pages' forms as leads on $name", (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await engine.open();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(async () => {
    await t.clear();
    app = await buildApp({ config: configFor(), logger: false, database: t.database });
  });
  afterEach(async () => {
    await app.close();
  });

  it.each([
    ["corporate-inquiry", corporateInquiry, CORPORATE_INQUIRY_SUCCESS, /^COR-\d{4}-[0-9A-Z]{6}$/],
    ["investor-access", investorAccess, INVESTOR_ACCESS_SUCCESS, /^INV-\d{4}-/],
    ["event-registration", eventRegistration, EVENT_REGISTRATION_SUCCESS, /^EVT-\d{4}-/],
    ["download-request", downloadRequest, DOWNLOAD_REQUEST_SUCCESS, /^DLR-\d{4}-/],
  ] as const)("stores a %s as a lead of its own kind, with its two e-mails", async (kind, body, message, reference) => {
    const res = await postLead(app, kind, body);
    expect(res.statusCode).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const answer = res.json();
    expect(answer).toEqual({ success: true, message, id: expect.stringMatching(reference) });
    const lead = await findLead(t.database, answer.id);
    expect(lead).toMatchObject({ kind, email: body.email });
    expect(lead?.fields).not.toHaveProperty("website");
    expect((await listLeadMessages(t.database, lead?.id ?? -1)).map((m) => [m.audience, m.status])).toEqual([
      ["team", "pending"],
      ["visitor", "pending"],
    ]);
  });

  it("keeps the choices of a list as one text, and leaves an empty list out", async () => {
    const res = await postLead(app, "corporate-inquiry", corporateInquiry);
    expect((await findLead(t.database, res.json().id))?.fields).toEqual({
      name: "Kavita Rao",
      email: corporateInquiry.email,
      company: "Dakshin Components Ltd.",
      role: "Head of Innovation",
      interests: "Process Automation, Innovation Consulting",
      message: corporateInquiry.message,
    });
    const none = await postLead(app, "investor-access", { ...investorAccess, investmentFocus: [] });
    expect((await findLead(t.database, none.json().id))?.fields).not.toHaveProperty("investmentFocus");
  });

  it("stores when the NDA was accepted, in UTC, and refuses a request without it", async () => {
    const res = await postLead(app, "investor-access", investorAccess);
    expect((await findLead(t.database, res.json().id))?.fields.ndaAcceptedAt).toBe("2026-11-21T10:00:00.000Z");
    for (const ndaAcceptedAt of [undefined, "", "yesterday", "2026-11-21"]) {
      const refused = await postLead(app, "investor-access", { ...investorAccess, ndaAcceptedAt });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ ndaAcceptedAt: "Please accept the NDA to request pitch-deck access." });
    }
    expect(await countLeads(t.database)).toBe(1);
  });

  it("answers 422 with the fields to fix, as the main forms do", async () => {
    const missing = await postLead(app, "event-registration", { ...eventRegistration, fullName: " " });
    expect(missing.json()).toEqual({ success: false, message: REQUIRED_FIELDS_MISSING, errors: { fullName: "Please enter your full name." } });
    const forged = await postLead(app, "download-request", { ...downloadRequest, resourceId: "../../etc/passwd" });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toEqual({ success: false, message: FIELDS_INVALID, errors: { resourceId: "Please choose a file from the library." } });
    const badInterest = await postLead(app, "corporate-inquiry", { ...corporateInquiry, interests: ["Blockchain"] });
    expect(badInterest.json().errors).toEqual({ interests: "Please choose interests from the list." });
    const extra = await postLead(app, "download-request", { ...downloadRequest, fileUrl: "https://evil.example" });
    expect(extra.json().errors).toEqual({ fileUrl: "This form has no such field." });
    expect(await countLeads(t.database)).toBe(0);
  });

  it("takes a filled honeypot with a normal answer and stores nothing, e-mails none", async () => {
    for (const [kind, body] of [
      ["corporate-inquiry", corporateInquiry],
      ["investor-access", investorAccess],
      ["event-registration", eventRegistration],
      ["download-request", downloadRequest],
    ] as const) {
      const res = await postLead(app, kind, { ...body, website: "http://spam.example" });
      expect(res.statusCode).toBe(201);
      expect(res.json().success).toBe(true);
    }
    expect(await countLeads(t.database)).toBe(0);
    expect(await countOutbox(t.database)).toEqual({ pending: 0, sending: 0, sent: 0, failed: 0 });
  });
});

import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { APPLICATION_ID_INVALID, APPLICATION_NOT_FOUND, APPLICATION_STATUS_ROUTE } from "../../../contract/leads/application-status.ts";
import { REQUIRED_FIELDS_MISSING } from "../../../contract/leads/lead-messages.ts";
import { buildApp } from "../../app.ts";
import { type TestDatabase, testEngines } from "../../db/test-databases.ts";
import { postJson, postLead, useStandInSite } from "./api-test-app.ts";

const { configFor } = useStandInSite();

const application = {
  companyName: "Krishiyantra Labs",
  founderName: "Aditya Kulkarni",
  email: "Aditya@Krishiyantra.in",
  industrySector: "Agriculture",
  stage: "Prototype",
  motivation: "A low-cost soil sensor.",
  website: "",
};

describe.each(testEngines())("application status lookup on $name", (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let applicationId: string;
  beforeAll(async () => {
    t = await engine.open();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(async () => {
    await t.clear();
    app = await buildApp({ config: configFor(), logger: false, database: t.database });
    applicationId = (await postLead(app, "incubation", application)).json().applicationId;
  });
  afterEach(async () => {
    await app.close();
  });

  const lookUp = (body: unknown, remoteAddress?: string) => postJson(app, APPLICATION_STATUS_ROUTE, body, remoteAddress);
  const setStatus = (status: string) => t.database.db.updateTable("leads").set({ status: status as "new" }).where("reference", "=", applicationId).execute();

  it("gives the status staff set, in the applicant's words, and nothing else", async () => {
    for (const [staff, visitor] of [
      ["new", "received"],
      ["contacted", "under-review"],
      ["qualified", "shortlisted"],
      ["closed", "closed"],
    ] as const) {
      await setStatus(staff);
      const res = await lookUp({ applicationId, email: "aditya@krishiyantra.in" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json()).toEqual({ success: true, applicationId, status: visitor });
    }
  });

  it("answers a plain form post (the lookup without JavaScript) as it answers JSON", async () => {
    const res = await app.inject({
      method: "POST",
      url: APPLICATION_STATUS_ROUTE,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ applicationId, email: "aditya@krishiyantra.in" }).toString(),
    });
    expect(res.json()).toEqual({ success: true, applicationId, status: "received" });
  });

  it("reads the ID and the address as typed: spaces, any case", async () => {
    const res = await lookUp({ applicationId: ` ${applicationId.toLowerCase()} `, email: " ADITYA@krishiyantra.IN " });
    expect(res.json()).toEqual({ success: true, applicationId, status: "received" });
  });

  it("gives one and the same answer for a wrong ID and a wrong address", async () => {
    const wrongAddress = await lookUp({ applicationId, email: "someone@else.in" });
    const wrongId = await lookUp({ applicationId: applicationId.replace(/.$/, (c) => (c === "Z" ? "Y" : "Z")), email: "aditya@krishiyantra.in" });
    for (const res of [wrongAddress, wrongId]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: APPLICATION_NOT_FOUND });
    }
    expect(wrongAddress.body).toBe(wrongId.body);
  });

  it("finds no other kind of lead by its reference", async () => {
    const contact = await postLead(app, "contact", { name: "Priya", email: "priya@x.in", message: "Hi", website: "" });
    const reference = contact.json().id as string;
    const res = await lookUp({ applicationId: reference.replace(/^CON/, "INC"), email: "priya@x.in" });
    expect(res.statusCode).toBe(404);
  });

  it("answers 422 for what cannot be an ID or an address", async () => {
    const empty = await lookUp({ applicationId: "", email: "" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(REQUIRED_FIELDS_MISSING);
    const malformed = await lookUp({ applicationId: "12345", email: "aditya@krishiyantra.in" });
    expect(malformed.json().errors).toEqual({ applicationId: APPLICATION_ID_INVALID });
    expect((await lookUp([applicationId])).statusCode).toBe(400);
  });

  it("is rate-limited per address", async () => {
    const limited = await buildApp({ config: configFor({ RATE_LIMIT_MAX: "3" }), logger: false, database: t.database });
    try {
      const ask = () => postJson(limited, APPLICATION_STATUS_ROUTE, { applicationId, email: "guess@x.in" }, "198.51.100.7");
      for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(404);
      const res = await ask();
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many submissions from your network/);
    } finally {
      await limited.close();
    }
  });
});

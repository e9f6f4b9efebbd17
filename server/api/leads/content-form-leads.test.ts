import { describe, expect, it } from "vitest";
import { CORPORATE_INQUIRY_SUCCESS, DOWNLOAD_REQUEST_SUCCESS, EVENT_REGISTRATION_SUCCESS, FIELDS_INVALID, INVESTOR_ACCESS_SUCCESS, REQUIRED_FIELDS_MISSING } from "../../../contract/leads/lead-messages.ts";
import { countLeads, findLead } from "../../db/leads-repository.ts";
import { countOutbox, listLeadMessages } from "../../db/outbox-repository.ts";
import { testEngines } from "../../db/test-databases.ts";
import { postLead, useStandInSite, useApiApp } from "./api-test-app.ts";
import { corporateInquiry, downloadRequest, eventRegistration, investorAccess } from "./test-bodies.ts";

const { configFor } = useStandInSite();

describe.each(testEngines())("the content pages' forms as leads on $name", (engine) => {
  const served = useApiApp(engine, () => configFor());

  it.each([
    ["corporate-inquiry", corporateInquiry, CORPORATE_INQUIRY_SUCCESS, /^COR-\d{4}-[0-9A-Z]{6}$/],
    ["investor-access", investorAccess, INVESTOR_ACCESS_SUCCESS, /^INV-\d{4}-/],
    ["event-registration", eventRegistration, EVENT_REGISTRATION_SUCCESS, /^EVT-\d{4}-/],
    ["download-request", downloadRequest, DOWNLOAD_REQUEST_SUCCESS, /^DLR-\d{4}-/],
  ] as const)("stores a %s as a lead of its own kind, with its two e-mails", async (kind, body, message, reference) => {
    const res = await postLead(served.app, kind, body);
    expect(res.statusCode).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const answer = res.json();
    expect(answer).toEqual({ success: true, message, id: expect.stringMatching(reference) });
    const lead = await findLead(served.t.database, answer.id);
    expect(lead).toMatchObject({ kind, email: body.email });
    expect(lead?.fields).not.toHaveProperty("website");
    expect((await listLeadMessages(served.t.database, lead?.id ?? -1)).map((m) => [m.audience, m.status])).toEqual([
      ["team", "pending"],
      ["visitor", "pending"],
    ]);
  });

  it("keeps the choices of a list as one text, and leaves an empty list out", async () => {
    const res = await postLead(served.app, "corporate-inquiry", corporateInquiry);
    expect((await findLead(served.t.database, res.json().id))?.fields).toEqual({
      name: "Kavita Rao",
      email: corporateInquiry.email,
      company: "Dakshin Components Ltd.",
      role: "Head of Innovation",
      interests: "Process Automation, Innovation Consulting",
      message: corporateInquiry.message,
    });
    const none = await postLead(served.app, "investor-access", { ...investorAccess, investmentFocus: [] });
    expect((await findLead(served.t.database, none.json().id))?.fields).not.toHaveProperty("investmentFocus");
  });

  it("stores when the NDA was accepted, in UTC, and refuses a request without it", async () => {
    const res = await postLead(served.app, "investor-access", investorAccess);
    expect((await findLead(served.t.database, res.json().id))?.fields.ndaAcceptedAt).toBe("2026-11-21T10:00:00.000Z");
    for (const ndaAcceptedAt of [undefined, "", "yesterday", "2026-11-21"]) {
      const refused = await postLead(served.app, "investor-access", { ...investorAccess, ndaAcceptedAt });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ ndaAcceptedAt: "Please accept the NDA to request pitch-deck access." });
    }
    expect(await countLeads(served.t.database)).toBe(1);
  });

  it("answers 422 with the fields to fix, as the main forms do", async () => {
    const missing = await postLead(served.app, "event-registration", { ...eventRegistration, fullName: " " });
    expect(missing.json()).toEqual({ success: false, message: REQUIRED_FIELDS_MISSING, errors: { fullName: "Please enter your full name." } });
    const forged = await postLead(served.app, "download-request", { ...downloadRequest, resourceId: "../../etc/passwd" });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toEqual({ success: false, message: FIELDS_INVALID, errors: { resourceId: "Please choose a file from the library." } });
    const badInterest = await postLead(served.app, "corporate-inquiry", { ...corporateInquiry, interests: ["Blockchain"] });
    expect(badInterest.json().errors).toEqual({ interests: "Please choose interests from the list." });
    const extra = await postLead(served.app, "download-request", { ...downloadRequest, fileUrl: "https://evil.example" });
    expect(extra.json().errors).toEqual({ fileUrl: "This form has no such field." });
    expect(await countLeads(served.t.database)).toBe(0);
  });

  it("takes a filled honeypot with a normal answer and stores nothing, e-mails none", async () => {
    for (const [kind, body] of [
      ["corporate-inquiry", corporateInquiry],
      ["investor-access", investorAccess],
      ["event-registration", eventRegistration],
      ["download-request", downloadRequest],
    ] as const) {
      const res = await postLead(served.app, kind, { ...body, website: "http://spam.example" });
      expect(res.statusCode).toBe(201);
      expect(res.json().success).toBe(true);
    }
    expect(await countLeads(served.t.database)).toBe(0);
    expect(await countOutbox(served.t.database)).toEqual({ pending: 0, sending: 0, sent: 0, failed: 0 });
  });
});

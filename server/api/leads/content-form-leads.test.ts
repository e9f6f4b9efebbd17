import { describe, expect, it } from "vitest";
import { CORPORATE_INQUIRY_SUCCESS, DOWNLOAD_REQUEST_SUCCESS, EVENT_REGISTRATION_SUCCESS, FIELDS_INVALID, INVESTOR_ACCESS_SUCCESS } from "../../../contract/leads/lead-messages.ts";
import { countLeads, findLead } from "../../db/leads-repository.ts";
import { countOutbox, listLeadMessages } from "../../db/outbox-repository.ts";
import { testEngines } from "../../db/test-databases.ts";
import { postLead, useStandInSite, useApiApp } from "./api-test-app.ts";
import { corporateInquiry, downloadRequest, eventRegistration, investorAccess } from "./test-bodies.ts";

const { configFor } = useStandInSite();

/** Spec 1 §5/§8: the answer when a required field is empty. */
const REQUIRED_FIELDS_MISSING = "Please fill in all required fields";

/**
 * Each content form's required fields, written out rather than read from
 * production. Spec 2 §2/§5: the corporate inquiry and the investor request
 * require name, email, company, role and message (the investor request also
 * needs the moment its NDA was accepted); spec 2 §3: the register modal takes
 * a full name and an e-mail, the download modals an e-mail, each sent with
 * the id of what the visitor chose.
 */
const REQUIRED = [
  ["corporate-inquiry", corporateInquiry, ["name", "email", "company", "role", "message"]],
  ["investor-access", investorAccess, ["name", "email", "company", "role", "message", "ndaAcceptedAt"]],
  ["event-registration", eventRegistration, ["eventId", "fullName", "email"]],
  ["download-request", downloadRequest, ["resourceId", "email"]],
] as const;

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

  it("takes the form's NDA box, 'accepted' (an explicit acceptance, also as JSON), as the server's time of the request", async () => {
    const before = Date.now();
    const res = await postLead(served.app, "investor-access", { ...investorAccess, ndaAcceptedAt: "accepted" });
    expect(res.statusCode).toBe(201);
    const stored = (await findLead(served.t.database, res.json().id))?.fields.ndaAcceptedAt ?? "";
    expect(stored).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(stored)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(stored)).toBeLessThanOrEqual(Date.now());
    for (const ndaAcceptedAt of ["Accepted", "on", "true"]) {
      const refused = await postLead(served.app, "investor-access", { ...investorAccess, ndaAcceptedAt });
      expect(refused.json().errors).toEqual({ ndaAcceptedAt: "Please accept the NDA to request pitch-deck access." });
    }
  });

  it.each(REQUIRED)("answers 422 'Please fill in all required fields' to a %s without any one of its required fields", async (kind, body, required) => {
    for (const field of required) {
      for (const missing of [{ ...body, [field]: " " }, Object.fromEntries(Object.entries(body).filter(([key]) => key !== field))]) {
        const res = await postLead(served.app, kind, missing);
        expect({ field, status: res.statusCode, answer: res.json() }).toEqual({
          field,
          status: 422,
          answer: { success: false, message: REQUIRED_FIELDS_MISSING, errors: { [field]: expect.stringMatching(/^Please /) } },
        });
      }
    }
    expect(await countLeads(served.t.database)).toBe(0);
  });

  it("takes a full name of 100 characters, an e-mail address of 254 and a content id of 100, and refuses one more", async () => {
    const email = (length: number) => `${"a".repeat(length - "@verma-foods.in".length)}@verma-foods.in`;
    const eventId = (length: number) => `${"e".repeat(length - "-2026".length)}-2026`;
    const fits = await postLead(served.app, "event-registration", { ...eventRegistration, fullName: "x".repeat(100), email: email(254), eventId: eventId(100) });
    expect(fits.statusCode).toBe(201);
    for (const [field, value, message] of [
      ["fullName", "x".repeat(101), "Please keep this under 100 characters."],
      ["email", email(255), "Please keep this under 254 characters."],
      ["eventId", eventId(101), "Please choose an event from the events page."],
    ] as const) {
      const res = await postLead(served.app, "event-registration", { ...eventRegistration, [field]: value });
      expect({ field, status: res.statusCode, errors: res.json().errors }).toEqual({ field, status: 422, errors: { [field]: message } });
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

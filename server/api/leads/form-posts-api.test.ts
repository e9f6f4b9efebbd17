import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "../../../contract/leads/idempotency-key.ts";
import { PITCH_DECK_MAX_BYTES } from "../../../contract/leads/lead-limits.ts";
import {
  CONTACT_SUCCESS,
  CORPORATE_INQUIRY_SUCCESS,
  INCUBATION_DEFAULT_MESSAGE,
  PITCH_DECK_TOO_LARGE,
  PITCH_DECK_WRONG_TYPE,
  REQUIRED_FIELDS_MISSING,
} from "../../../contract/leads/lead-messages.ts";
import { type LeadKind, leadRoute } from "../../../contract/leads/lead-paths.ts";
import { countLeads, findLead, listLeads, readPitchDeck } from "../../db/leads-repository.ts";
import { testEngines } from "../../db/test-databases.ts";
import { useApiApp, useStandInSite } from "./api-test-app.ts";
import { type FilePart, type FormValue, multipart, urlEncoded } from "./form-post-bodies.ts";
import { FAILURE_TEXT } from "./lead-answers.ts";
import { PPTX } from "./pitch-deck-type.ts";
import { corporateInquiry } from "./test-bodies.ts";
import { dataUrl, pdfBytes, pptxBytes } from "./test-files.ts";

const { configFor } = useStandInSite();

const contact = {
  name: "Sunita Pawar",
  email: "sunita@pawar-textiles.in",
  organization: "Pawar Textiles",
  role: "Owner",
  message: "We would like to mentor founders in textiles.\nTwo of us can give a day a month.",
  website: "",
};
const incubation = {
  companyName: "Vayu Mobility",
  founderName: "Farhan Qureshi",
  email: "farhan@vayu-mobility.in",
  industrySector: "Sustainability",
  stage: "Prototype",
  motivation: "An electric three-wheeler kit for existing autos; we need a manufacturing troupe.",
  website: "",
};
const deck = (bytes: Uint8Array, fileName: string, type = "application/pdf"): FilePart => ({ field: "pitchDeck", fileName, type, bytes });

const postForm = (app: FastifyInstance, kind: LeadKind, fields: Record<string, FormValue>, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: leadRoute(kind), headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, payload: urlEncoded(fields) });

const postMultipart = (app: FastifyInstance, kind: LeadKind, fields: Record<string, FormValue>, files: FilePart[] = [], headers: Record<string, string> = {}) => {
  const body = multipart(fields, files);
  return app.inject({ method: "POST", url: leadRoute(kind), headers: { ...body.headers, ...headers }, payload: body.payload });
};

describe.each(testEngines())("lead form posts on $name", (engine) => {
  const served = useApiApp(engine, () => configFor());

  describe("URL-encoded, as a form without a file posts without JavaScript", () => {
    it("stores a contact message as the same schema reads it", async () => {
      const res = await postForm(served.app, "contact", contact);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: CONTACT_SUCCESS, id: expect.stringMatching(/^CON-/) });
      const stored = await findLead(served.t.database, res.json().id);
      expect(stored?.fields).toEqual({ name: contact.name, email: contact.email, organization: contact.organization, role: contact.role, message: contact.message });
    });

    it("reads ticked checkboxes as a list: none, one, or repeated names", async () => {
      for (const interests of [[], ["Process Automation"], ["Process Automation", "Innovation Consulting"]]) {
        const res = await postForm(served.app, "corporate-inquiry", { ...corporateInquiry, interests });
        expect(res.json()).toEqual({ success: true, message: CORPORATE_INQUIRY_SUCCESS, id: expect.stringMatching(/^COR-/) });
        const stored = await findLead(served.t.database, res.json().id);
        expect(stored?.fields.interests).toBe(interests.length > 0 ? interests.join(", ") : undefined);
      }
    });

    it("answers a missing or wrong field with the same 422 and field messages as JSON", async () => {
      const res = await postForm(served.app, "contact", { ...contact, name: "", email: "not-an-address" });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message: REQUIRED_FIELDS_MISSING, errors: { name: expect.any(String), email: expect.any(String) } });
      expect(await countLeads(served.t.database)).toBe(0);
    });

    it("refuses a line break in a name, a __proto__ field and a body above 64 KB", async () => {
      const split = await postForm(served.app, "contact", { ...contact, name: "Sunita\r\nBcc: everyone@example.com" });
      expect(split.statusCode).toBe(422);
      expect(split.json().errors).toEqual({ name: "Please keep this on one line." });
      const polluting = await served.app.inject({
        method: "POST",
        url: leadRoute("contact"),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `${urlEncoded(contact)}&__proto__=x&constructor=y`,
      });
      expect(polluting.statusCode).toBe(422);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
      const huge = await postForm(served.app, "contact", { ...contact, message: "x".repeat(70_000) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ success: false, message: FAILURE_TEXT.smallFormTooLarge });
      expect(await countLeads(served.t.database)).toBe(0);
    });
  });

  describe("multipart, as the incubation form posts its pitch deck", () => {
    it("stores the deck from its file part, typed by its bytes and named without invisible characters", async () => {
      const res = await postMultipart(served.app, "incubation", incubation, [deck(pptxBytes(), "vayu\u202Etxt.pptx", "application/octet-stream")]);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: INCUBATION_DEFAULT_MESSAGE, id: expect.stringMatching(/^INC-/), applicationId: res.json().id });
      const stored = await readPitchDeck(served.t.database, res.json().id);
      expect(stored).toMatchObject({ mediaType: PPTX.mediaType, fileName: "vayutxt.pptx", sizeBytes: pptxBytes().length });
      expect(Buffer.from(stored?.bytes ?? []).equals(pptxBytes())).toBe(true);
    });

    it("takes an application without a deck: an empty file input still sends a part", async () => {
      const res = await postMultipart(served.app, "incubation", incubation, [deck(new Uint8Array(), "", "application/octet-stream")]);
      expect(res.statusCode).toBe(201);
      expect(await readPitchDeck(served.t.database, res.json().id)).toBeUndefined();
    });

    it("refuses a disguised file and a deck above 10 MB, storing nothing", async () => {
      const html = Buffer.from("<!doctype html><script>alert(1)</script> %PDF-1.7");
      const disguised = await postMultipart(served.app, "incubation", incubation, [deck(html, "deck.pdf")]);
      expect(disguised.statusCode).toBe(422);
      expect(disguised.json()).toEqual({ success: false, message: PITCH_DECK_WRONG_TYPE, errors: { pitchDeck: PITCH_DECK_WRONG_TYPE } });
      const large = await postMultipart(served.app, "incubation", incubation, [deck(pdfBytes(PITCH_DECK_MAX_BYTES), "big.pdf")]);
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual({ success: false, message: PITCH_DECK_TOO_LARGE, errors: { pitchDeck: PITCH_DECK_TOO_LARGE } });
      expect(await countLeads(served.t.database)).toBe(0);
    });

    it("refuses a file where the form takes none, a second deck, and a declared body above the form's limit", async () => {
      const contactWithFile = await postMultipart(served.app, "contact", contact, [deck(pdfBytes(), "cv.pdf")]);
      expect(contactWithFile.statusCode).toBe(400);
      expect(contactWithFile.json()).toEqual({ success: false, message: FAILURE_TEXT.unexpectedFile });
      const twoDecks = await postMultipart(served.app, "incubation", incubation, [deck(pdfBytes(), "a.pdf"), deck(pdfBytes(), "b.pdf")]);
      expect(twoDecks.statusCode).toBe(400);
      const otherFile = await postMultipart(served.app, "incubation", incubation, [{ ...deck(pdfBytes(), "a.pdf"), field: "logo" }]);
      expect(otherFile.statusCode).toBe(400);
      const declared = await postMultipart(served.app, "contact", contact, [], { "content-length": String(70_000) });
      expect(declared.statusCode).toBe(413);
      expect(await countLeads(served.t.database)).toBe(0);
    });

    it("answers unreadable multipart with 400 in the API's shape: no boundary, cut short, a __proto__ field", async () => {
      const { payload, headers } = multipart(contact);
      const cases = {
        "no boundary": { headers: { "content-type": "multipart/form-data" }, payload },
        "cut short": { headers, payload: payload.subarray(0, payload.length - 40) },
        "a __proto__ field": { headers, payload: payload.toString().replace('name="name"', 'name="__proto__"') },
      };
      for (const [name, request] of Object.entries(cases)) {
        const res = await served.app.inject({ method: "POST", url: leadRoute("contact"), ...request });
        expect({ name, status: res.statusCode, answer: res.json() }).toEqual({ name, status: 400, answer: { success: false, message: FAILURE_TEXT.unreadableForm } });
      }
      expect(await countLeads(served.t.database)).toBe(0);
    });

    it("is one submission with JSON under one Idempotency-Key: a retry as a form post stores nothing twice", async () => {
      const key = "5c1f0e7a-2b3d-4e5f-8a9b-0c1d2e3f4a5b";
      const asJson = await served.app.inject({
        method: "POST",
        url: leadRoute("incubation"),
        headers: { "content-type": "application/json", [IDEMPOTENCY_KEY_HEADER]: key },
        payload: JSON.stringify({ ...incubation, pitchDeck: dataUrl(pdfBytes(), "application/pdf"), pitchDeckName: "vayu.pdf" }),
      });
      expect(asJson.statusCode).toBe(201);
      const asForm = await postMultipart(served.app, "incubation", incubation, [deck(pdfBytes(), "vayu.pdf")], { [IDEMPOTENCY_KEY_HEADER]: key });
      expect(asForm.json()).toEqual(asJson.json());
      const changed = await postMultipart(served.app, "incubation", incubation, [deck(pdfBytes(1), "vayu.pdf")], { [IDEMPOTENCY_KEY_HEADER]: key });
      expect(changed.statusCode).toBe(422);
      expect(changed.json().message).toBe(FAILURE_TEXT.idempotencyKeyReused);
      expect(await listLeads(served.t.database)).toHaveLength(1);
    });
  });
});

describe.each(testEngines())("form posts share the JSON endpoints' rate limit on $name", (engine) => {
  const served = useApiApp(engine, () => configFor({ RATE_LIMIT_MAX: "3" }));

  it("counts JSON, URL-encoded and multipart sends of one form together", async () => {
    const json = await served.app.inject({ method: "POST", url: leadRoute("contact"), headers: { "content-type": "application/json" }, payload: JSON.stringify(contact) });
    const form = await postForm(served.app, "contact", contact);
    const parts = await postMultipart(served.app, "contact", contact);
    const fourth = await postForm(served.app, "contact", contact);
    expect([json.statusCode, form.statusCode, parts.statusCode, fourth.statusCode]).toEqual([201, 201, 201, 429]);
    expect(fourth.json().message).toMatch(/^Too many submissions from your network/);
    expect(await countLeads(served.t.database)).toBe(3);
  });
});

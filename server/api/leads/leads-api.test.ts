import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FIELDS_INVALID, PITCH_DECK_TOO_LARGE, PITCH_DECK_WRONG_TYPE } from "../../../contract/leads/lead-messages.ts";
import { type LeadKind, leadRoute } from "../../../contract/leads/lead-paths.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { countLeads, findLead, readPitchDeck } from "../../db/leads-repository.ts";
import { type TestDatabase, testEngines } from "../../db/test-databases.ts";
import { FAILURE_TEXT } from "./lead-answers.ts";
import { dataUrl, docxBytes, pdfBytes, pptBytes, pptxBytes } from "./test-files.ts";
import { contentFormBodies } from "./test-bodies.ts";

// The spec's values written out, not read from production, so that a required
// field dropped from production's list, a changed text or a moved limit turns
// these tests red.

/** Spec 1 §5/§8: the answer when a required field is empty. */
const REQUIRED_FIELDS_MISSING = "Please fill in all required fields";
/** Spec 1 §5: the required fields of each form. */
const CONTACT_REQUIRED_FIELDS = ["name", "email", "message"] as const;
const INCUBATION_REQUIRED_FIELDS = ["companyName", "founderName", "email", "industrySector", "stage", "motivation"] as const;
const PARTNERSHIP_REQUIRED_FIELDS = ["organizationName", "contactPerson", "email", "phone", "partnershipType", "industry", "companySize", "proposal"] as const;
/** Spec 1 §7/§8: the success texts. */
const CONTACT_SUCCESS = "Thank you for your message! We will be in touch soon.";
const INCUBATION_DEFAULT_MESSAGE = "Application submitted successfully";
const PARTNERSHIP_SUCCESS = "Thank you for your partnership application! Our team will review and contact you soon.";
/** Spec 1 §9: the pitch deck's 10MB. */
const TEN_MB = 10 * 1024 * 1024;
/** The body limits contract/leads/lead-limits.ts chose (the spec sets none): 64 KB, and a 10 MB deck in base64 plus 64 KB. */
const SMALL_FORM_BODY_LIMIT = 64 * 1024;
const INCUBATION_BODY_LIMIT = 13_981_016 + 64 * 1024;

/** A JSON body of exactly `bytes` bytes: `field` of `body` padded with "A"s. */
function bodyOfLength(body: Record<string, unknown>, field: string, prefix: string, bytes: number): string {
  const bare = JSON.stringify({ ...body, [field]: prefix });
  return JSON.stringify({ ...body, [field]: prefix + "A".repeat(bytes - bare.length) });
}

const contact = {
  name: "Priya Deshmukh",
  email: "priya@sahyadri-agro.in",
  organization: "Sahyadri Agro Producers",
  role: "Director",
  message: "We would like to discuss a cohort for our member farmers.",
  website: "",
};
const incubation = {
  companyName: "Krishiyantra Labs",
  founderName: "Aditya Kulkarni",
  email: "aditya@krishiyantra.in",
  industrySector: "Agriculture",
  stage: "Prototype",
  pitchDeck: null,
  motivation: "We have a working prototype of a low-cost soil sensor and need a go-to-market troupe.",
  website: "",
};
const partnership = {
  organizationName: "Deccan Fintech Alliance",
  contactPerson: "Meera Iyer",
  email: "meera@deccanfintech.org",
  phone: "+91 98765 43210",
  partnershipType: "Strategic",
  industry: "Finance",
  companySize: "51-200",
  proposal: "A joint fintech cohort for co-operative banks in Maharashtra.",
  website: "",
};
const validBodies: Record<LeadKind, Record<string, unknown>> = { contact, incubation, partnership, ...contentFormBodies };

let siteDir: string;
beforeAll(() => {
  // The app serves a built site; the API tests need only a stand-in.
  siteDir = mkdtempSync(join(tmpdir(), "ankur-api-site-"));
  mkdirSync(join(siteDir, "client"));
  writeFileSync(join(siteDir, "client", "index.html"), "<!doctype html><title>Ankur</title>");
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const configFor = (env: Record<string, string> = {}) => loadConfig({ BUILD_DIR: siteDir, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000", ...env });

const post = (app: FastifyInstance, kind: LeadKind, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: leadRoute(kind),
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });

describe.each(testEngines())("lead API on $name", (engine) => {
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

  describe("contact", () => {
    it("stores the message and answers 201 with its reference", async () => {
      const before = Date.now();
      const res = await post(app, "contact", { ...contact, name: "  Priya Deshmukh  ", role: "   " });
      expect(res.statusCode).toBe(201);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["cache-control"]).toBe("no-store");
      const answer = res.json();
      expect(answer).toEqual({ success: true, message: CONTACT_SUCCESS, id: expect.stringMatching(/^CON-\d{4}-[0-9A-Z]{6}$/) });
      const lead = await findLead(t.database, answer.id);
      expect(lead?.kind).toBe("contact");
      expect(lead?.email).toBe(contact.email);
      // Trimmed, and nothing the visitor did not give (no blank role, no honeypot).
      expect(lead?.fields).toEqual({ name: "Priya Deshmukh", email: contact.email, organization: contact.organization, message: contact.message });
      expect(lead?.submittedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(lead?.submittedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it.each(CONTACT_REQUIRED_FIELDS)("answers 422 when %s is missing", async (field) => {
      for (const body of [{ ...contact, [field]: "" }, Object.fromEntries(Object.entries(contact).filter(([k]) => k !== field))]) {
        const res = await post(app, "contact", body);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ success: false, message: REQUIRED_FIELDS_MISSING, errors: { [field]: expect.stringMatching(/^Please /) } });
      }
      expect(await countLeads(t.database)).toBe(0);
    });

    it("answers 422 for a bad e-mail address and for fields the form does not have", async () => {
      const bad = await post(app, "contact", { ...contact, email: "priya at sahyadri" });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ success: false, message: FIELDS_INVALID, errors: { email: expect.stringMatching(/valid e-mail/) } });
      const unknown = await post(app, "contact", { ...contact, isAdmin: true });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ isAdmin: "This form has no such field." });
      const wrongType = await post(app, "contact", { ...contact, name: { $gt: "" } });
      expect(wrongType.statusCode).toBe(422);
      expect(await countLeads(t.database)).toBe(0);
    });

    it("stores hostile strings exactly, as data", async () => {
      const hostile = {
        ...contact,
        name: "Robert'); DROP TABLE leads;--",
        organization: '<img src=x onerror="alert(1)">',
        role: "नमस्ते 🙏🏽 🚀",
        message: `${"' OR 1=1 --\n<script>document.cookie</script>\n".repeat(20)}👩🏽‍💻`,
      };
      const res = await post(app, "contact", hostile);
      expect(res.statusCode).toBe(201);
      const lead = await findLead(t.database, res.json().id);
      expect(lead?.fields).toEqual({ name: hostile.name, email: contact.email, organization: hostile.organization, role: hostile.role, message: hostile.message.trim() });
      expect(await countLeads(t.database)).toBe(1);
    });

    it("answers 422 for 10 000 characters where at most 5 000 fit", async () => {
      const res = await post(app, "contact", { ...contact, message: "x".repeat(10_000) });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ message: "Please keep this under 5000 characters." });
      const name = await post(app, "contact", { ...contact, name: "é".repeat(10_000) });
      expect(name.json().errors).toEqual({ name: "Please keep this under 100 characters." });
      const fits = await post(app, "contact", { ...contact, message: "🚀".repeat(2500) });
      expect(fits.statusCode).toBe(201);
    });

    it("accepts a filled honeypot with a normal answer but stores nothing", async () => {
      const res = await post(app, "contact", { ...contact, website: "http://spam.example" });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: CONTACT_SUCCESS, id: expect.stringMatching(/^CON-/) });
      expect(await countLeads(t.database)).toBe(0);
    });
  });

  describe("malformed requests", () => {
    it("answers 400 for malformed JSON, an empty body and JSON that is not an object", async () => {
      const cases: [string, string][] = [
        ['{"name": "Priya", ', FAILURE_TEXT.malformedJson],
        ["{'name': 'Priya'}", FAILURE_TEXT.malformedJson],
        ["", FAILURE_TEXT.emptyBody],
        ["[1,2,3]", FAILURE_TEXT.notAnObject],
        ['"just a string"', FAILURE_TEXT.notAnObject],
        ["null", FAILURE_TEXT.notAnObject],
        ['{"__proto__": {"isAdmin": true}}', FAILURE_TEXT.malformedJson],
      ];
      for (const [payload, message] of cases) {
        const res = await post(app, "contact", payload);
        expect({ payload, status: res.statusCode, answer: res.json() }).toEqual({ payload, status: 400, answer: { success: false, message } });
      }
    });

    it("answers 415 for a media type the form does not take, naming those it does", async () => {
      const textForms = "application/json or application/x-www-form-urlencoded or multipart/form-data";
      const cases: [LeadKind, string, string][] = [
        ["partnership", "text/plain", textForms],
        ["partnership", "application/jsonp", textForms],
        ["partnership", "application/json-patch+json", textForms],
        // A deck is a file: the incubation form is JSON or multipart, never URL-encoded.
        ["incubation", "application/x-www-form-urlencoded", "application/json or multipart/form-data"],
      ];
      for (const [kind, contentType, accepted] of cases) {
        const res = await post(app, kind, JSON.stringify(validBodies[kind]), { "content-type": contentType });
        expect({ contentType, status: res.statusCode, answer: res.json() }).toEqual({
          contentType,
          status: 415,
          answer: { success: false, message: `Please send the form as ${accepted}.` },
        });
      }
      const none = await app.inject({ method: "POST", url: leadRoute("contact") });
      expect(none.statusCode).toBe(415);
      const charset = await post(app, "contact", contact, { "content-type": "Application/JSON; charset=utf-8" });
      expect(charset.statusCode).toBe(201);
    });

    it("answers 413 for a small form above 64 KB, and reads one of exactly 64 KB", async () => {
      for (const [kind, longText] of [["contact", "message"], ["partnership", "proposal"]] as const) {
        const over = bodyOfLength(validBodies[kind], longText, "", SMALL_FORM_BODY_LIMIT + 1);
        expect(Buffer.byteLength(over)).toBe(65_537);
        const res = await post(app, kind, over);
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ success: false, message: FAILURE_TEXT.smallFormTooLarge });
        // At the limit the body is read, and the over-long text is the only thing wrong with it.
        const atLimit = await post(app, kind, bodyOfLength(validBodies[kind], longText, "", SMALL_FORM_BODY_LIMIT));
        expect(atLimit.statusCode).toBe(422);
        expect(atLimit.json().errors).toEqual({ [longText]: "Please keep this under 5000 characters." });
      }
      expect(await countLeads(t.database)).toBe(0);
    });

    it("never answers with a stack trace", async () => {
      const res = await post(app, "contact", "{{{{");
      expect(res.body).not.toMatch(/\bat .*\.(ts|js):\d+|stack/i);
    });
  });

  describe("incubation", () => {
    it("stores an application without a pitch deck and answers with an Application ID", async () => {
      const res = await post(app, "incubation", incubation);
      expect(res.statusCode).toBe(201);
      const answer = res.json();
      expect(answer).toEqual({
        success: true,
        message: INCUBATION_DEFAULT_MESSAGE,
        id: answer.applicationId,
        applicationId: expect.stringMatching(/^INC-\d{4}-[0-9A-Z]{6}$/),
      });
      const lead = await findLead(t.database, answer.applicationId);
      expect(lead?.fields).toEqual({
        companyName: incubation.companyName,
        founderName: incubation.founderName,
        email: incubation.email,
        industrySector: "Agriculture",
        stage: "Prototype",
        motivation: incubation.motivation,
      });
      expect(lead?.pitchDeck).toBeUndefined();
    });

    it.each([
      ["PDF", pdfBytes(), "application/pdf", "deck.pdf", "application/pdf"],
      ["PPT", pptBytes(), "application/vnd.ms-powerpoint", "deck.ppt", "application/vnd.ms-powerpoint"],
      ["PPTX", pptxBytes(), "application/vnd.openxmlformats-officedocument.presentationml.presentation", "deck.pptx", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
      ["PPTX the browser could not name", pptxBytes(), "application/octet-stream", "deck.pptx", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
    ])("stores a %s pitch deck with its bytes, name, real type and size", async (_label, bytes, claimed, name, stored) => {
      const res = await post(app, "incubation", { ...incubation, pitchDeck: dataUrl(bytes, claimed), pitchDeckName: `C:\\fakepath\\${name}` });
      expect(res.statusCode).toBe(201);
      const deck = await readPitchDeck(t.database, res.json().applicationId);
      expect(deck).toMatchObject({ fileName: name, mediaType: stored, sizeBytes: bytes.length });
      expect(Buffer.compare(Buffer.from(deck?.bytes ?? []), bytes)).toBe(0);
    });

    it("answers 422 for a disguised pitch deck and stores nothing", async () => {
      const disguised = [
        dataUrl(Buffer.from("<!doctype html><script>alert(1)</script>"), "application/pdf"),
        dataUrl(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(512)]), "application/vnd.ms-powerpoint"),
        dataUrl(docxBytes(), "application/vnd.openxmlformats-officedocument.presentationml.presentation"),
      ];
      for (const pitchDeck of disguised) {
        const res = await post(app, "incubation", { ...incubation, pitchDeck, pitchDeckName: "deck.pdf" });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ success: false, message: PITCH_DECK_WRONG_TYPE, errors: { pitchDeck: PITCH_DECK_WRONG_TYPE } });
      }
      const notADataUrl = await post(app, "incubation", { ...incubation, pitchDeck: "JVBERi0xLjQK" });
      expect(notADataUrl.statusCode).toBe(422);
      expect(notADataUrl.json().errors.pitchDeck).toMatch(/could not be read/);
      expect(await countLeads(t.database)).toBe(0);
    });

    it("takes a pitch deck of exactly 10 MB", async () => {
      const bytes = pdfBytes(TEN_MB - pdfBytes().length);
      const res = await post(app, "incubation", { ...incubation, pitchDeck: dataUrl(bytes, "application/pdf"), pitchDeckName: "deck.pdf" });
      expect(res.statusCode).toBe(201);
      expect((await readPitchDeck(t.database, res.json().applicationId))?.sizeBytes).toBe(10_485_760);
    });

    it("answers 413 for a pitch deck above 10 MB and for a larger body", async () => {
      const justOver = pdfBytes(TEN_MB + 1 - pdfBytes().length);
      const res = await post(app, "incubation", { ...incubation, pitchDeck: dataUrl(justOver, "application/pdf") });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, message: PITCH_DECK_TOO_LARGE, errors: { pitchDeck: PITCH_DECK_TOO_LARGE } });
      const huge = await post(app, "incubation", bodyOfLength(incubation, "pitchDeck", "data:application/pdf;base64,", INCUBATION_BODY_LIMIT + 1));
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ success: false, message: FAILURE_TEXT.incubationTooLarge });
      // A body at the limit is read: its deck is what is too large.
      const atLimit = await post(app, "incubation", bodyOfLength(incubation, "pitchDeck", "data:application/pdf;base64,", INCUBATION_BODY_LIMIT));
      expect(atLimit.json()).toEqual({ success: false, message: PITCH_DECK_TOO_LARGE, errors: { pitchDeck: PITCH_DECK_TOO_LARGE } });
      expect(await countLeads(t.database)).toBe(0);
    });

    it.each(INCUBATION_REQUIRED_FIELDS)("answers 422 'Please fill in all required fields' when %s is missing", async (field) => {
      const res = await post(app, "incubation", { ...incubation, [field]: "" });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message: REQUIRED_FIELDS_MISSING, errors: { [field]: expect.any(String) } });
    });

    it("takes only the spec's sectors and stages", async () => {
      const res = await post(app, "incubation", { ...incubation, industrySector: "Crypto", stage: "Series B" });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(["industrySector", "stage"]);
    });
  });

  describe("partnership", () => {
    it("stores all eight fields", async () => {
      const res = await post(app, "partnership", partnership);
      expect(res.statusCode).toBe(201);
      const answer = res.json();
      expect(answer).toEqual({ success: true, message: PARTNERSHIP_SUCCESS, id: expect.stringMatching(/^PAR-\d{4}-/) });
      const { website: _honeypot, ...fields } = partnership;
      expect((await findLead(t.database, answer.id))?.fields).toEqual(fields);
    });

    it.each(PARTNERSHIP_REQUIRED_FIELDS)("answers 422 when %s is missing", async (field) => {
      const res = await post(app, "partnership", { ...partnership, [field]: "" });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message: REQUIRED_FIELDS_MISSING, errors: { [field]: expect.any(String) } });
    });

    it("answers 422 for a phone number that is not one and options not on the lists", async () => {
      const res = await post(app, "partnership", { ...partnership, phone: "call me", companySize: "10000+", partnershipType: "Silent" });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(FIELDS_INVALID);
      expect(Object.keys(res.json().errors).sort()).toEqual(["companySize", "partnershipType", "phone"]);
    });
  });

  describe("rate limit", () => {
    it("answers 429 with a message once an address has sent too many, per form", async () => {
      const limited = await buildApp({ config: configFor({ RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW: "10m" }), logger: false, database: t.database });
      try {
        for (let i = 0; i < 3; i++) expect((await post(limited, "contact", contact)).statusCode).toBe(201);
        const res = await post(limited, "contact", contact);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({ success: false, message: "Too many submissions from your network. Please try again in 10 minutes." });
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        // Another address, and another form, are not affected.
        const other = await limited.inject({
          method: "POST",
          url: leadRoute("contact"),
          remoteAddress: "203.0.113.9",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(contact),
        });
        expect(other.statusCode).toBe(201);
        expect((await post(limited, "partnership", partnership)).statusCode).toBe(201);
        expect(await countLeads(t.database)).toBe(5);
      } finally {
        await limited.close();
      }
    });
  });

  describe("storage unavailable", () => {
    it("answers 503 with a message when a table is gone", async () => {
      await sql`alter table pitch_decks rename to pitch_decks_away`.execute(t.database.db);
      try {
        const res = await post(app, "incubation", { ...incubation, pitchDeck: dataUrl(pdfBytes(), "application/pdf") });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ success: false, message: FAILURE_TEXT.storageUnavailable });
        // The transaction rolled back: no lead without its deck.
        expect(await countLeads(t.database)).toBe(0);
      } finally {
        await sql`alter table pitch_decks_away rename to pitch_decks`.execute(t.database.db);
      }
    });

    it("answers 503 with a message when the database is closed", async () => {
      const closed = await t.reopen();
      await closed.close();
      const down = await buildApp({ config: configFor(), logger: false, database: closed });
      try {
        for (const kind of ["contact", "incubation", "partnership"] as const) {
          const res = await post(down, kind, validBodies[kind]);
          expect({ kind, status: res.statusCode }).toEqual({ kind, status: 503 });
          expect(res.json()).toEqual({ success: false, message: FAILURE_TEXT.storageUnavailable });
        }
      } finally {
        await down.close();
      }
    });
  });
});

import { appendFileSync } from "node:fs";
import { STAFF_ROLES } from "../../contract/staff-inbox/staff-roles.ts";
import * as fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUS_ROUTE, VISITOR_STATUSES } from "../../contract/leads/application-status.ts";
import { contactSchema } from "../../contract/leads/contact-schema.ts";
import { corporateInquirySchema } from "../../contract/leads/corporate-inquiry.ts";
import { downloadRequestSchema } from "../../contract/leads/download-request-schema.ts";
import { eventRegistrationSchema } from "../../contract/leads/event-registration-schema.ts";
import { incubationSchema } from "../../contract/leads/incubation-schema.ts";
import { investorAccessSubmissionSchema } from "../../contract/leads/investor-access.ts";
import { PITCH_DECK_MAX_BYTES } from "../../contract/leads/lead-limits.ts";
import { LEAD_KINDS, type LeadKind, type StoredLeadKind, leadRoute } from "../../contract/leads/lead-paths.ts";
import { newsletterStoredFieldsSchema } from "../../contract/newsletter/newsletter-schema.ts";
import { partnershipSchema } from "../../contract/leads/partnership-schema.ts";
import { ADMIN_API } from "../../contract/staff-inbox/inbox-paths.ts";
import { addStaff, api } from "../api/admin/admin-test-helpers.ts";
import { useStandInSite } from "../api/leads/api-test-app.ts";
import { storedFields } from "../api/leads/lead-routes.ts";
import { detectPitchDeckType } from "../api/leads/pitch-deck-type.ts";
import { contentFormBodies } from "../api/leads/test-bodies.ts";
import { dataUrl, docxBytes, pdfBytes, pptBytes, pptxBytes } from "../api/leads/test-files.ts";
import { buildApp } from "../app.ts";
import { listLeads, readPitchDeck } from "../db/leads-repository.ts";
import { type TestDatabase, testEngines } from "../db/test-databases.ts";
import { type FieldAlternatives, type HostileRequest, hostileRequest } from "./hostile-bodies.ts";

/**
 * Issue 11: a bad request never breaks anything. Every public endpoint gets
 * RUNS generated hostile bodies; none may get a 5xx or an answer outside its
 * documented shape, and every lead that was stored must still pass its form's
 * schema when read back.
 */
const RUNS = 1000;
/** A few seconds an endpoint alone; generous for a machine shared with other test runs. */
const FUZZ_TIMEOUT_MS = 60_000;
const SITE = "https://ankur.example.in";
const STAFF = { email: "kavya.menon@ankur.example.in", password: "Nilgiri-Tea-Estate-2026" };
/** When set (npm run bench:reliability does), each engine's counts are appended to this file as one JSON line. */
const FUZZ_REPORT_FILE = process.env.FUZZ_REPORT_FILE || undefined;

const validBodies: Record<LeadKind, Record<string, unknown>> = {
  contact: { name: "Priya Deshmukh", email: "priya@sahyadri-agro.in", organization: "Sahyadri Agro", role: "Director", message: "A cohort for farmers.", website: "" },
  incubation: {
    companyName: "Krishiyantra Labs",
    founderName: "Aditya Kulkarni",
    email: "aditya@krishiyantra.in",
    industrySector: "Agriculture",
    stage: "Prototype",
    pitchDeck: dataUrl(pdfBytes(), "application/pdf"),
    pitchDeckName: "deck.pdf",
    motivation: "A low-cost soil sensor that needs a go-to-market partner.",
    website: "",
  },
  partnership: {
    organizationName: "Deccan Fintech Alliance",
    contactPerson: "Meera Iyer",
    email: "meera@deccanfintech.org",
    phone: "+91 98765 43210",
    partnershipType: "Strategic",
    industry: "Finance",
    companySize: "51-200",
    proposal: "A joint fintech cohort for co-operative banks.",
    website: "",
  },
  ...contentFormBodies,
};

/** The schema a stored lead of each kind must still pass, with its lists put back from "A, B" text. */
const storedSchemas: Record<StoredLeadKind, { schema: z.core.$ZodType; lists?: readonly string[] }> = {
  contact: { schema: contactSchema },
  incubation: { schema: incubationSchema },
  partnership: { schema: partnershipSchema },
  "corporate-inquiry": { schema: corporateInquirySchema, lists: ["interests"] },
  "investor-access": { schema: investorAccessSubmissionSchema, lists: ["investmentFocus"] },
  "event-registration": { schema: eventRegistrationSchema },
  "download-request": { schema: downloadRequestSchema },
  newsletter: { schema: newsletterStoredFieldsSchema },
};

const CLAIMED_TYPES = ["application/pdf", "application/vnd.ms-powerpoint", "application/vnd.openxmlformats-officedocument.presentationml.presentation", "image/png", "", "text/html"];
const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
/** Pitch decks that lie: a PDF type over other bytes, truncated or broken base64, zips and OLE2 files with forged directories. */
const pitchDeckValues = fc.oneof(
  // Real decks, some under another type's name: stored as what their bytes are.
  { weight: 3, arbitrary: fc.constantFrom(dataUrl(pdfBytes(), "application/pdf"), dataUrl(pptxBytes(), "application/pdf"), dataUrl(pptBytes(), "image/png")) },
  fc.constantFrom(
    dataUrl(docxBytes(), "application/vnd.openxmlformats-officedocument.presentationml.presentation"),
    "data:application/pdf,%PDF-1.7",
    "data:application/pdf;base64,",
    "data:application/pdf;base64,====",
    "data:application/pdf;base64,JVBERi0=\n",
    `data:application/pdf;base64,${base64Of(pdfBytes())}`.replace(/=+$/, ""),
    "",
  ),
  fc.tuple(fc.constantFrom(...CLAIMED_TYPES), fc.uint8Array({ maxLength: 4096 })).map(([type, bytes]) => dataUrl(bytes, type)),
  fc.tuple(fc.integer({ min: 1, max: 200 }), fc.constantFrom(pdfBytes(), pptxBytes(), pptBytes())).map(([cut, bytes]) => dataUrl(bytes, "application/pdf").slice(0, -cut)),
  fc.tuple(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ minLength: 18, maxLength: 18 })).map(([middle, directory]) =>
    dataUrl(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), middle, Buffer.from([0x50, 0x4b, 0x05, 0x06]), directory]), "application/pdf"),
  ),
  fc.uint8Array({ maxLength: 1200 }).map((tail) => dataUrl(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), tail]), "application/vnd.ms-powerpoint")),
  fc.string({ maxLength: 200 }).map((text) => `data:application/pdf;base64,${text}`),
);

const alternatives: Partial<Record<LeadKind, FieldAlternatives>> = {
  incubation: { pitchDeck: pitchDeckValues, pitchDeckName: fc.constantFrom("../../etc/passwd", "C:\\decks\\pitch.pdf", "a".repeat(300), "deck\u0000.pdf", "कृषि deck.pdf") },
  "corporate-inquiry": { interests: fc.array(fc.constantFrom("Process Automation", "Innovation Consulting", "Hacking", ""), { maxLength: 8 }) },
  "investor-access": { ndaAcceptedAt: fc.constantFrom("2026-11-21T15:30:00.000Z", "2026-02-30T25:00:00+05:30", "yesterday", "9999-12-31T23:59:59.999+14:00") },
};

// The documented answers (contract/leads/lead-answers.ts, application-status.ts, staff-inbox/inbox-answers.ts).
const failure = z.strictObject({ success: z.literal(false), message: z.string().min(1), errors: z.record(z.string(), z.string()).optional() });
const leadAnswer = z.union([z.strictObject({ success: z.literal(true), message: z.string().min(1), id: z.string(), applicationId: z.string().optional() }), failure]);
const statusAnswer = z.union([z.strictObject({ success: z.literal(true), applicationId: z.string(), status: z.enum(VISITOR_STATUSES) }), failure]);
const adminAnswer = z.union([
  z.strictObject({ email: z.string(), expiresAt: z.string(), role: z.enum(STAFF_ROLES) }),
  z.strictObject({ message: z.string().min(1), refusal: z.object({ reason: z.string(), retryAfterSeconds: z.number(), until: z.string() }).optional() }),
]);

type Endpoint = { name: string; url: string; valid: Record<string, unknown>; answer: z.ZodType; alternatives?: FieldAlternatives; origins?: fc.Arbitrary<string | undefined> };

/** Mostly the site's own pages or no browser at all; now and then another origin (refused with 403). */
const origins = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<string | undefined>(SITE, undefined) },
  { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null", `${SITE}.evil.example`) },
);

describe.each(testEngines())("every public endpoint under hostile bodies on $name", (engine) => {
  const { configFor } = useStandInSite();
  let t: TestDatabase;
  let app: FastifyInstance;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  const fuzzed: Record<string, { bodies: number; statuses: Record<number, number>; passed?: boolean }> = {};
  const storedLeadsCheck = { passed: false, leads: 0, pitchDecks: 0 };

  beforeAll(async () => {
    t = await engine.open();
    app = await buildApp({ config: configFor({ RATE_LIMIT_MAX: "1000000", SITE_URL: SITE }), logger: false, database: t.database });
    await addStaff(t.database, STAFF.email, STAFF.password);
  });
  afterAll(async () => {
    await app?.close();
    await t?.dispose();
    const lines = Object.entries(fuzzed).map(([name, { bodies, statuses }]) => `  ${name}: ${bodies} bodies, statuses ${JSON.stringify(statuses)}`);
    console.info(`Fuzzed on ${engine.name}:\n${lines.join("\n")}`);
    if (FUZZ_REPORT_FILE) {
      const endpoints = Object.entries(fuzzed).map(([name, { bodies, statuses, passed }]) => ({ name, bodies, statuses, passed: passed === true }));
      appendFileSync(FUZZ_REPORT_FILE, `${JSON.stringify({ engine: engine.name, runs: RUNS, endpoints, storedLeadsCheck })}\n`);
    }
  });

  const endpoints: Endpoint[] = [
    ...LEAD_KINDS.map((kind) => ({ name: kind, url: leadRoute(kind), valid: validBodies[kind], answer: leadAnswer, alternatives: alternatives[kind] })),
    {
      name: "application status",
      url: APPLICATION_STATUS_ROUTE,
      valid: { applicationId: "INC-2026-7KQ3M9", email: "aditya@krishiyantra.in" },
      answer: statusAnswer,
      alternatives: { applicationId: fc.constantFrom("inc 2026 7kq3m9", "INC-2026-", "INC-9999-ZZZZZZ", "%", "INC-2026-7KQ3M9".repeat(10)) },
    },
    {
      name: "admin sign-in",
      url: api(ADMIN_API.signIn),
      valid: { email: STAFF.email, password: "not the password" },
      answer: adminAnswer,
      alternatives: { password: fc.constantFrom(STAFF.password, "x".repeat(1025), "", " ") },
      // The admin API wants the site's Origin on every sign-in; others are refused before the body is read.
      origins: fc.oneof({ weight: 6, arbitrary: fc.constant(SITE) }, { weight: 1, arbitrary: fc.constantFrom<string | undefined>(undefined, "https://evil.example") }),
    },
  ];

  it.each(endpoints)(`answers ${RUNS} hostile bodies to $name with 4xx or success JSON, never 5xx`, async (endpoint) => {
    const seen: (typeof fuzzed)[string] = { bodies: 0, statuses: {} };
    fuzzed[endpoint.name] = seen;
    await fc.assert(
      fc.asyncProperty(hostileRequest(endpoint.valid, endpoint.alternatives), endpoint.origins ?? origins, async (request: HostileRequest, origin) => {
        const res = await app.inject({
          method: "POST",
          url: endpoint.url,
          headers: { ...(request.contentType ? { "content-type": request.contentType } : {}), ...(origin ? { origin } : {}) },
          payload: request.payload,
        });
        seen.bodies++;
        seen.statuses[res.statusCode] = (seen.statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body}`);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        const parsed = endpoint.answer.safeParse(JSON.parse(res.body));
        if (!parsed.success) throw new Error(`Answer outside its shape: ${res.statusCode} ${res.body}`);
        expect(res.headers["access-control-allow-origin"]).not.toBe("*");
      }),
      { numRuns: RUNS },
    );
    expect(seen.bodies).toBeGreaterThanOrEqual(RUNS);
    seen.passed = true;
  }, FUZZ_TIMEOUT_MS);

  it("stored only leads that pass their form's schema, and left Object.prototype alone", async () => {
    const leads = await listLeads(t.database);
    expect(leads.length).toBeGreaterThan(0);
    for (const lead of leads) {
      const { schema, lists = [] } = storedSchemas[lead.kind];
      const input: Record<string, unknown> = { ...lead.fields };
      for (const list of lists) input[list] = lead.fields[list]?.split(", ") ?? [];
      const parsed = z.safeParse(schema, input);
      if (!parsed.success) throw new Error(`Stored lead fails its schema: ${lead.reference} ${JSON.stringify(lead.fields)}`);
      expect(storedFields(parsed.data as Record<string, string>)).toEqual(lead.fields);
      expect(lead.email).toBe(lead.fields.email);
    }
    const withDecks = leads.flatMap((lead) => (lead.pitchDeck ? [{ reference: lead.reference, ...lead.pitchDeck }] : []));
    for (const stored of withDecks) {
      const deck = await readPitchDeck(t.database, stored.reference);
      expect(deck?.bytes.byteLength).toBeLessThanOrEqual(PITCH_DECK_MAX_BYTES);
      // What the bytes are, never what the browser claimed.
      expect((await detectPitchDeckType(deck?.bytes ?? new Uint8Array()))?.mediaType).toBe(stored.mediaType);
      expect(stored.fileName ?? "").not.toMatch(/[\\/\0]/);
    }
    console.info(`${engine.name}: ${withDecks.length} stored pitch decks checked against their bytes`);
    console.info(`${engine.name}: ${leads.length} stored leads re-validated`);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    Object.assign(storedLeadsCheck, { passed: true, leads: leads.length, pitchDecks: withDecks.length });
  });
});

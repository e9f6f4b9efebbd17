import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { APPLICATION_STATUS_ROUTE } from "../../../contract/leads/application-status.ts";
import { type LeadKind, leadRoute } from "../../../contract/leads/lead-paths.ts";
import { isLeadReference } from "../../../contract/leads/lead-reference-format.ts";
import { buildApp } from "../../app.ts";
import { countLeads, findLead, listLeads } from "../../db/leads-repository.ts";
import { testEngines } from "../../db/test-databases.ts";
import { FAKE_PAGE_SCRIPT, fakePageRenderer } from "../../pages/fake-page-renderer.ts";
import { useApiApp, useStandInSite } from "./api-test-app.ts";
import { type FilePart, type FormValue, multipart, urlEncoded } from "./form-post-bodies.ts";
import { FAILURE_TEXT } from "./lead-answers.ts";
import { contentFormBodies } from "./test-bodies.ts";
import { pdfBytes } from "./test-files.ts";

// The spec's texts written out (spec 1 §5/§8), not read from production.
const REQUIRED_FIELDS_MISSING = "Please fill in all required fields";

/** What Chromium sends with a navigation, a form's post included. */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const SITE = "https://ankur.example.in";
const ALL_KINDS: readonly LeadKind[] = ["contact", "incubation", "partnership", "corporate-inquiry", "investor-access", "event-registration", "download-request"];

const contact = { name: "Rohan Mehta", email: "rohan@mehta-dairy.in", organization: "Mehta Dairy", role: "Founder", message: "We would like to join a cohort.", website: "" };
const incubation = {
  companyName: "Jaldhara Water",
  founderName: "Nisha Rao",
  email: "nisha@jaldhara.in",
  industrySector: "Sustainability",
  stage: "Idea",
  motivation: "Village-scale water purification run by women's self-help groups.",
  website: "",
};
const partnership = {
  organizationName: "Konkan Makers Guild",
  contactPerson: "Vikram Sawant",
  email: "vikram@konkanmakers.org",
  phone: "+91 98220 12345",
  partnershipType: "Alliance",
  industry: "Manufacturing",
  companySize: "11-50",
  proposal: "Shared workshop time for hardware founders.",
  website: "",
};
const validBodies: Record<LeadKind, Record<string, FormValue>> = { contact, incubation, partnership, ...contentFormBodies };
const deck = (bytes: Uint8Array, fileName: string, type = "application/pdf"): FilePart => ({ field: "pitchDeck", fileName, type, bytes });

/** A browser's post of a form: URL-encoded, or multipart where the form has a file (incubation) or asks for it. */
function browserPost(app: FastifyInstance, kind: LeadKind, fields: Record<string, FormValue>, { files, asMultipart = kind === "incubation", accept = BROWSER_ACCEPT }: { files?: FilePart[]; asMultipart?: boolean; accept?: string } = {}) {
  const headers = { accept };
  if (asMultipart) {
    const body = multipart(fields, files);
    return app.inject({ method: "POST", url: leadRoute(kind), headers: { ...body.headers, ...headers }, payload: body.payload });
  }
  return app.inject({ method: "POST", url: leadRoute(kind), headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, payload: urlEncoded(fields) });
}

function referenceIn(location: string | undefined, kind: LeadKind): string {
  const url = new URL(location ?? "", SITE);
  expect(url.pathname).toBe(`/thanks/${kind}`);
  const reference = url.searchParams.get("reference") ?? "";
  expect(isLeadReference(kind, reference)).toBe(true);
  return reference;
}

function expectRenderedPageHeaders(res: { headers: Record<string, unknown> }) {
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["x-robots-tag"]).toBe("noindex");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  const hash = `'sha256-${createHash("sha256").update(FAKE_PAGE_SCRIPT).digest("base64")}'`;
  const scriptSources = String(res.headers["content-security-policy"]).split("; ").find((directive) => directive.startsWith("script-src "));
  expect(scriptSources).toBe(`script-src 'self' ${hash} 'wasm-unsafe-eval'`);
}

const { configFor } = useStandInSite();

describe.each(testEngines())("a browser's plain post of a lead form on $name", (engine) => {
  let renderer = fakePageRenderer();
  const served = useApiApp(engine, () => configFor(), () => ({ pageRenderer: (renderer = fakePageRenderer()) }));

  describe("stored", () => {
    it("is answered 303 to the form's thanks page with its reference, for each of the 7 forms, rendering nothing", async () => {
      for (const kind of ALL_KINDS) {
        const res = await browserPost(served.app, kind, validBodies[kind], kind === "incubation" ? { files: [deck(pdfBytes(), "jaldhara.pdf")] } : {});
        expect({ kind, status: res.statusCode }).toEqual({ kind, status: 303 });
        const reference = referenceIn(res.headers.location, kind);
        expect((await findLead(served.t.database, reference))?.kind).toBe(kind);
      }
      expect(await countLeads(served.t.database)).toBe(ALL_KINDS.length);
      expect(renderer.calls).toEqual([]);
    });

    it("takes the investor request with its NDA box ticked, the NDA accepted at the server's time, and once when posted again", async () => {
      const { ndaAcceptedAt: _dialogStamp, ...details } = contentFormBodies["investor-access"];
      const ticked = { ...details, ndaAcceptedAt: "accepted" };
      const first = await browserPost(served.app, "investor-access", ticked);
      expect(first.statusCode).toBe(303);
      const lead = await findLead(served.t.database, referenceIn(first.headers.location, "investor-access"));
      expect(Date.now() - Date.parse(lead?.fields.ndaAcceptedAt ?? "")).toBeLessThan(60_000);
      // The stamp differs from post to post; the details make it the same request.
      const again = await browserPost(served.app, "investor-access", ticked);
      expect(again.headers.location).toBe(first.headers.location);
      expect(await countLeads(served.t.database)).toBe(1);
    });

    it("is answered the same when a form without a file is posted multipart", async () => {
      const res = await browserPost(served.app, "contact", contact, { asMultipart: true });
      expect(res.statusCode).toBe(303);
      expect((await findLead(served.t.database, referenceIn(res.headers.location, "contact")))?.fields.message).toBe(contact.message);
    });

    it("is stored once when the same post comes again (a double press, Back and Send, a resent post); other values are a new lead", async () => {
      const first = await browserPost(served.app, "contact", contact);
      const again = await browserPost(served.app, "contact", contact);
      const asMultipart = await browserPost(served.app, "contact", contact, { asMultipart: true });
      expect(again.headers.location).toBe(first.headers.location);
      expect(asMultipart.headers.location).toBe(first.headers.location);
      expect(await countLeads(served.t.database)).toBe(1);

      const changed = await browserPost(served.app, "contact", { ...contact, message: "And a second question." });
      expect(changed.statusCode).toBe(303);
      expect(changed.headers.location).not.toBe(first.headers.location);
      const withDeck = [deck(pdfBytes(), "jaldhara.pdf")];
      const application = await browserPost(served.app, "incubation", incubation, { files: withDeck });
      const applicationAgain = await browserPost(served.app, "incubation", incubation, { files: withDeck });
      const otherDeck = await browserPost(served.app, "incubation", incubation, { files: [deck(pdfBytes(1), "jaldhara.pdf")] });
      expect(applicationAgain.headers.location).toBe(application.headers.location);
      expect(otherDeck.headers.location).not.toBe(application.headers.location);
      expect(await countLeads(served.t.database)).toBe(4);
    });

    it("names the page the form was sent from (?from=) in the thanks page's address, for its way back", async () => {
      const body = multipart(incubation);
      const res = await served.app.inject({ method: "POST", url: `${leadRoute("incubation")}?from=apply`, headers: { ...body.headers, accept: BROWSER_ACCEPT }, payload: body.payload });
      expect(res.statusCode).toBe(303);
      const reference = referenceIn(res.headers.location, "incubation");
      expect(res.headers.location).toBe(`/thanks/incubation?reference=${reference}&from=apply`);
    });

    it("sends a bot that filled the honeypot to a thanks page too, storing nothing", async () => {
      const res = await browserPost(served.app, "contact", { ...contact, website: "https://spam.example" });
      expect(res.statusCode).toBe(303);
      referenceIn(res.headers.location, "contact");
      expect(await countLeads(served.t.database)).toBe(0);
    });
  });

  describe("refused by the schema", () => {
    it("shows each form again with 422, its typed values kept and the messages beside the fields", async () => {
      for (const kind of ALL_KINDS) {
        renderer.calls.length = 0;
        const res = await browserPost(served.app, kind, { email: "not-an-address", website: "" });
        expect({ kind, status: res.statusCode }).toEqual({ kind, status: 422 });
        expectRenderedPageHeaders(res);
        expect(res.body).toContain(`<h1>/forms/${kind}</h1>`);
        expect(renderer.calls).toHaveLength(1);
        expect(renderer.calls[0]?.url).toBe(`${SITE}/forms/${kind}`);
        const state = renderer.calls[0]?.locals.formPostState;
        // Nothing else was typed; a group of checkboxes with none ticked is an empty list.
        const { email, ...untyped } = state?.values ?? {};
        expect(email).toBe("not-an-address");
        for (const value of Object.values(untyped)) expect(value).toEqual([]);
        expect(state?.formError).toBe(REQUIRED_FIELDS_MISSING);
        expect(state?.fieldErrors.email).toEqual(expect.any(String));
      }
      expect(await countLeads(served.t.database)).toBe(0);
    });

    it("hands the page the form was posted from (?from=) on to the form's page, which checks it", async () => {
      renderer.calls.length = 0;
      const body = multipart({ email: "not-an-address", website: "" });
      const res = await served.app.inject({ method: "POST", url: `${leadRoute("incubation")}?from=apply`, headers: { ...body.headers, accept: BROWSER_ACCEPT }, payload: body.payload });
      expect(res.statusCode).toBe(422);
      expect(renderer.calls[0]?.url).toBe(`${SITE}/forms/incubation?from=apply`);
      expect(await countLeads(served.t.database)).toBe(0);
    });

    it("keeps every value: the texts as typed, ticked boxes as a list, a line break in a name", async () => {
      const typed = { ...contentFormBodies["corporate-inquiry"], name: "Kavita\r\nRao", interests: ["Process Automation", "Innovation Consulting"] };
      const res = await browserPost(served.app, "corporate-inquiry", typed);
      expect(res.statusCode).toBe(422);
      const state = renderer.calls[0]?.locals.formPostState;
      const { website: _honeypot, ...shown } = typed;
      expect(state?.values).toEqual(shown);
      expect(state?.fieldErrors).toEqual({ name: "Please keep this on one line." });
    });

    it("shows the investor request again with the NDA's message when its box was not ticked, the details kept", async () => {
      const { ndaAcceptedAt: _dialogStamp, website: _honeypot, ...details } = contentFormBodies["investor-access"];
      const res = await browserPost(served.app, "investor-access", { ...details, website: "" });
      expect(res.statusCode).toBe(422);
      const state = renderer.calls[0]?.locals.formPostState;
      expect(state?.fieldErrors).toEqual({ ndaAcceptedAt: "Please accept the NDA to request pitch-deck access." });
      expect(state?.values).toEqual(details);
      expect(await countLeads(served.t.database)).toBe(0);
    });

    it("asks for the deck again when it was refused, keeping the application's other values", async () => {
      const res = await browserPost(served.app, "incubation", incubation, { files: [deck(Buffer.from("<!doctype html> %PDF-1.7"), "deck.pdf")] });
      expect(res.statusCode).toBe(422);
      const state = renderer.calls[0]?.locals.formPostState;
      expect(state?.fieldErrors).toEqual({ pitchDeck: "The pitch deck must be a PDF, PPT or PPTX file." });
      const { website: _honeypot, ...shown } = incubation;
      expect(state?.values).toEqual(shown);
      expect(await countLeads(served.t.database)).toBe(0);
    });
  });

  describe("refused before it could be stored", () => {
    it("too large: the form again with 413 and the form's message", async () => {
      const res = await browserPost(served.app, "contact", { ...contact, message: "x".repeat(70_000) });
      expect(res.statusCode).toBe(413);
      expectRenderedPageHeaders(res);
      expect(renderer.calls[0]?.locals.formPostState).toEqual({ values: {}, fieldErrors: {}, formError: FAILURE_TEXT.smallFormTooLarge });
    });

    it("a deck over 10 MB in a body declared larger than the form takes: the form again with 413, the typed values kept", async () => {
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(pdfBytes());
      const res = await browserPost(served.app, "incubation", incubation, { files: [deck(big, "deck.pdf")] });
      expect(res.statusCode).toBe(413);
      const state = renderer.calls[0]?.locals.formPostState;
      const { website: _honeypot, ...shown } = incubation;
      expect(state?.values).toEqual(shown);
      // Read as it arrived, the deck is what was too large, and the message says so.
      expect(state?.formError).toBe("The pitch deck is larger than 10MB. Please choose a smaller file.");
      expect(await countLeads(served.t.database)).toBe(0);
    });

    it("unreadable: the form again with 400, keeping the fields read before the fault", async () => {
      const res = await browserPost(served.app, "contact", contact, { asMultipart: true, files: [deck(pdfBytes(), "cv.pdf")] });
      expect(res.statusCode).toBe(400);
      const { website: _honeypot, ...shown } = contact;
      expect(renderer.calls[0]?.locals.formPostState).toEqual({ values: shown, fieldErrors: {}, formError: FAILURE_TEXT.unexpectedFile });
      const cut = multipart(contact);
      const cutShort = await served.app.inject({ method: "POST", url: leadRoute("contact"), headers: { ...cut.headers, accept: BROWSER_ACCEPT }, payload: cut.payload.subarray(0, 20) });
      expect(cutShort.statusCode).toBe(400);
      expect(renderer.calls[1]?.locals.formPostState?.formError).toBe(FAILURE_TEXT.unreadableForm);
    });

    it("sent as a type the form does not take: the form again with 415", async () => {
      const res = await served.app.inject({ method: "POST", url: leadRoute("incubation"), headers: { "content-type": "application/x-www-form-urlencoded", accept: BROWSER_ACCEPT }, payload: urlEncoded(incubation) });
      expect(res.statusCode).toBe(415);
      expect(renderer.calls[0]?.locals.formPostState?.formError).toBe(FAILURE_TEXT.unsupportedType(["application/json", "multipart/form-data"]));
    });

    it("the database down: the form again with 503, every value kept", async () => {
      await sql`alter table leads rename to leads_away`.execute(served.t.database.db);
      try {
        const res = await browserPost(served.app, "partnership", partnership);
        expect(res.statusCode).toBe(503);
        expectRenderedPageHeaders(res);
        const { website: _honeypot, ...shown } = partnership;
        expect(renderer.calls[0]?.locals.formPostState).toEqual({ values: shown, fieldErrors: {}, formError: FAILURE_TEXT.storageUnavailable });
      } finally {
        await sql`alter table leads_away rename to leads`.execute(served.t.database.db);
      }
      expect(await countLeads(served.t.database)).toBe(0);
    });
  });

  describe("JSON where the request asks for it", () => {
    it("answers the islands' fetch (Accept: application/json) and a JSON body with JSON as before", async () => {
      const island = await browserPost(served.app, "contact", contact, { asMultipart: true, accept: "application/json" });
      expect(island.statusCode).toBe(201);
      expect(island.json()).toMatchObject({ success: true, id: expect.stringMatching(/^CON-/) });
      const islandRefused = await browserPost(served.app, "contact", { email: "x" }, { accept: "application/json" });
      expect(islandRefused.statusCode).toBe(422);
      expect(islandRefused.json()).toMatchObject({ success: false, message: REQUIRED_FIELDS_MISSING });
      const jsonBody = await served.app.inject({ method: "POST", url: leadRoute("partnership"), headers: { "content-type": "application/json", accept: BROWSER_ACCEPT }, payload: JSON.stringify(partnership) });
      expect(jsonBody.statusCode).toBe(201);
      expect(jsonBody.json()).toMatchObject({ success: true, id: expect.stringMatching(/^PAR-/) });
      expect(renderer.calls).toEqual([]);
    });

    it("answers a form post that asks for no page (no Accept, */*, JSON before HTML) with JSON", async () => {
      for (const accept of ["", "*/*", "application/json, text/html;q=0.9"]) {
        const res = await browserPost(served.app, "contact", { ...contact, message: `Asked with '${accept}'.` }, { accept });
        expect({ accept, status: res.statusCode, type: res.headers["content-type"] }).toEqual({ accept, status: 201, type: "application/json; charset=utf-8" });
      }
      expect(await countLeads(served.t.database)).toBe(3);
    });

    it("keeps the application status lookup's answers JSON where it asks for JSON (its plain post: status-lookup-post-api.test.ts)", async () => {
      const res = await served.app.inject({ method: "POST", url: APPLICATION_STATUS_ROUTE, headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" }, payload: "applicationId=INC-2026-AAAAAA&email=a%40b.in" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(renderer.calls).toEqual([]);
    });
  });

  describe("the thanks page", () => {
    it("is rendered on demand with its reference in the address, never cached or indexed, its inline script allowed by hash", async () => {
      const res = await served.app.inject({ method: "GET", url: "/thanks/incubation?reference=INC-2026-7KQ3M9" });
      expect(res.statusCode).toBe(200);
      expectRenderedPageHeaders(res);
      expect(res.body).toContain("<h1>/thanks/incubation</h1>");
      expect(renderer.calls).toEqual([{ url: `${SITE}/thanks/incubation?reference=INC-2026-7KQ3M9`, locals: {} }]);
    });

    it("is a file's path for a form that does not exist: the site's 404", async () => {
      const res = await served.app.inject({ method: "GET", url: "/thanks/newsletter?reference=NEW-2026-7KQ3M9" });
      expect(res.statusCode).toBe(404);
      expect(renderer.calls).toEqual([]);
    });
  });
});

describe.each(testEngines())("a plain post when the rate limit is reached on $name", (engine) => {
  let renderer = fakePageRenderer();
  const served = useApiApp(engine, () => configFor({ RATE_LIMIT_MAX: "1" }), () => ({ pageRenderer: (renderer = fakePageRenderer()) }));

  it("shows the form again with 429 and the limit's message", async () => {
    expect((await browserPost(served.app, "contact", contact)).statusCode).toBe(303);
    const limited = await browserPost(served.app, "contact", { ...contact, message: "Once more." });
    expect(limited.statusCode).toBe(429);
    expectRenderedPageHeaders(limited);
    const state = renderer.calls[0]?.locals.formPostState;
    expect(state?.formError).toMatch(/^Too many submissions from your network\. Please try again in /);
    // Many visitors share one address: the one refused gets back what they typed.
    const { website: _honeypot, ...shown } = contact;
    expect(state?.values).toEqual({ ...shown, message: "Once more." });
    expect(await countLeads(served.t.database)).toBe(1);
  });

  it("keeps a multipart application's values when the limit refuses it", async () => {
    expect((await browserPost(served.app, "incubation", incubation)).statusCode).toBe(303);
    const limited = await browserPost(served.app, "incubation", { ...incubation, companyName: "Jaldhara Water Two" }, { files: [deck(pdfBytes(), "deck.pdf")] });
    expect(limited.statusCode).toBe(429);
    const { website: _honeypot, ...shown } = incubation;
    expect(renderer.calls[0]?.locals.formPostState?.values).toEqual({ ...shown, companyName: "Jaldhara Water Two" });
    expect(await countLeads(served.t.database)).toBe(1);
  });

  it("answers JSON clients over the limit without reading their values", async () => {
    const json = () => served.app.inject({ method: "POST", url: leadRoute("partnership"), headers: { "content-type": "application/json" }, payload: partnership });
    expect((await json()).statusCode).toBe(201);
    const limited = await json();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false });
    expect(renderer.calls).toEqual([]);
  });
});

describe.each(testEngines())("a plain post without a page renderer that works on $name", (engine) => {
  const served = useApiApp(engine, () => configFor());

  async function appWith(renderer: ReturnType<typeof fakePageRenderer>) {
    return buildApp({ config: configFor(), logger: false, database: served.t.database, pageRenderer: renderer });
  }

  it("gets the JSON answers as today in a build without the renderer (a partial copy), and no thanks page", async () => {
    const absent = fakePageRenderer("absent");
    const app = await appWith(absent);
    try {
      const stored = await browserPost(app, "contact", contact);
      expect(stored.statusCode).toBe(201);
      expect(stored.json()).toMatchObject({ success: true });
      const refused = await browserPost(app, "contact", {});
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ success: false, message: REQUIRED_FIELDS_MISSING });
      expect((await app.inject({ method: "GET", url: "/thanks/contact?reference=CON-2026-7KQ3M9" })).statusCode).toBe(404);
      expect(absent.calls).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("keeps the lead and the news when the renderer fails: 303 as before, the form's refusal and the thanks as text", async () => {
    const failing = fakePageRenderer("fails");
    const app = await appWith(failing);
    try {
      const stored = await browserPost(app, "contact", contact);
      expect(stored.statusCode).toBe(303);
      expect(await listLeads(served.t.database)).toHaveLength(1);

      const refused = await browserPost(app, "contact", { ...contact, email: "not-an-address" });
      expect(refused.statusCode).toBe(422);
      expect(refused.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(refused.body).toMatch(/^Please correct the highlighted fields and try again\.\nE-mail: .+\n/);

      const thanks = await app.inject({ method: "GET", url: stored.headers.location ?? "" });
      expect(thanks.statusCode).toBe(200);
      expect(thanks.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(thanks.body).toBe(`Thank you for your message! We will be in touch soon.\nYour reference: ${referenceIn(stored.headers.location, "contact")}`);
      const forged = await app.inject({ method: "GET", url: "/thanks/incubation?reference=%3Cscript%3E" });
      expect(forged.body).toBe("Application Submitted Successfully!\nThank you for your application! Our team will review and contact you soon.");
      expect(failing.calls).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});

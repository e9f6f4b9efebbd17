import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { APPLICATION_STATUS_ROUTE } from "../../../contract/leads/application-status.ts";
import { buildApp } from "../../app.ts";
import { testEngines } from "../../db/test-databases.ts";
import { fakePageRenderer } from "../../pages/fake-page-renderer.ts";
import { postJson, postLead, useApiApp, useStandInSite } from "./api-test-app.ts";
import { FAILURE_TEXT } from "./lead-answers.ts";

// The spec's and the contract's texts written out, not read from production.
const NOT_FOUND = "We could not find an application with this Application ID and e-mail address. Please check both against your confirmation e-mail.";
const ID_INVALID = "Please enter the Application ID from your confirmation, such as INC-2026-7KQ3M9.";
const REQUIRED_FIELDS_MISSING = "Please fill in all required fields";

/** What Chromium sends with a navigation, a form's post included. */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const SITE = "https://ankur.example.in";
const PAGE = `${SITE}/forms/application-status`;

const application = { companyName: "Jaldhara Water", founderName: "Nisha Rao", email: "nisha@jaldhara.in", industrySector: "Sustainability", stage: "Idea", motivation: "Clean water.", website: "" };

/** The lookup form posted by the browser itself (no JavaScript): URL-encoded, asking for a page. */
function browserLookUp(app: FastifyInstance, fields: Record<string, string>, { accept = BROWSER_ACCEPT, remoteAddress }: { accept?: string; remoteAddress?: string } = {}) {
  return app.inject({
    method: "POST",
    url: APPLICATION_STATUS_ROUTE,
    headers: { "content-type": "application/x-www-form-urlencoded", accept },
    payload: new URLSearchParams(fields).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const { configFor } = useStandInSite();

describe.each(testEngines())("a browser's plain post of the status lookup on $name", (engine) => {
  let renderer = fakePageRenderer();
  const served = useApiApp(engine, () => configFor(), () => ({ pageRenderer: (renderer = fakePageRenderer()) }));
  const storedApplicationId = async () => (await postLead(served.app, "incubation", application)).json().applicationId as string;

  it("found: the status page with 200, the application's status and the form as typed, never cached or indexed", async () => {
    const applicationId = await storedApplicationId();
    const typed = { applicationId: ` ${applicationId.toLowerCase()} `, email: "Nisha@Jaldhara.in" };
    const res = await browserLookUp(served.app, typed);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    expect(res.body).toContain("<h1>/forms/application-status</h1>");
    expect(renderer.calls).toEqual([{ url: PAGE, locals: { formPostState: { values: typed, fieldErrors: {} }, foundApplication: { applicationId, status: "received" } } }]);
  });

  it("not found: the page with 404, the one message for a wrong ID or address, the typed ID kept", async () => {
    const applicationId = await storedApplicationId();
    for (const typed of [
      { applicationId: "INC-2026-AAAAAA", email: application.email },
      { applicationId, email: "someone@else.in" },
    ]) {
      renderer.calls.length = 0;
      const res = await browserLookUp(served.app, typed);
      expect(res.statusCode).toBe(404);
      expect(renderer.calls).toEqual([{ url: PAGE, locals: { formPostState: { values: typed, fieldErrors: {}, formError: NOT_FOUND } } }]);
    }
  });

  it("malformed or empty: the page with 422, the messages beside the fields, the typed values kept", async () => {
    const malformed = await browserLookUp(served.app, { applicationId: "12345", email: "nisha@jaldhara.in", website: "x" });
    expect(malformed.statusCode).toBe(422);
    expect(renderer.calls[0]?.locals.formPostState).toEqual({
      values: { applicationId: "12345", email: "nisha@jaldhara.in" },
      fieldErrors: { applicationId: ID_INVALID, website: "This form has no such field." },
      formError: "Please correct the highlighted fields and try again.",
    });
    const empty = await browserLookUp(served.app, { applicationId: "", email: "" });
    expect(empty.statusCode).toBe(422);
    const state = renderer.calls[1]?.locals.formPostState;
    expect(state?.formError).toBe(REQUIRED_FIELDS_MISSING);
    expect(state?.fieldErrors.applicationId).toBe(ID_INVALID);
    expect(state?.fieldErrors.email).toEqual(expect.any(String));
  });

  it("the database down: the page with 503, the typed values kept", async () => {
    await sql`alter table leads rename to leads_away`.execute(served.t.database.db);
    try {
      const typed = { applicationId: "INC-2026-AAAAAA", email: "nisha@jaldhara.in" };
      const res = await browserLookUp(served.app, typed);
      expect(res.statusCode).toBe(503);
      expect(renderer.calls[0]?.locals.formPostState).toEqual({ values: typed, fieldErrors: {}, formError: FAILURE_TEXT.lookupUnavailable });
    } finally {
      await sql`alter table leads_away rename to leads`.execute(served.t.database.db);
    }
  });

  it("keeps JSON for the island (Accept: application/json), a JSON body, and a form post that asks for no page", async () => {
    const applicationId = await storedApplicationId();
    const query = { applicationId, email: application.email };
    const answer = { success: true, applicationId, status: "received" };
    for (const accept of ["application/json", "*/*", ""]) {
      const res = await browserLookUp(served.app, query, { accept });
      expect({ accept, type: res.headers["content-type"], body: res.json() }).toEqual({ accept, type: "application/json; charset=utf-8", body: answer });
    }
    expect((await postJson(served.app, APPLICATION_STATUS_ROUTE, query)).json()).toEqual(answer);
    const jsonAskingForPage = await served.app.inject({ method: "POST", url: APPLICATION_STATUS_ROUTE, headers: { "content-type": "application/json", accept: BROWSER_ACCEPT }, payload: JSON.stringify(query) });
    expect(jsonAskingForPage.json()).toEqual(answer);
    expect(renderer.calls).toEqual([]);
  });

  it("sent as a type the lookup does not take: the page with 415", async () => {
    const res = await served.app.inject({ method: "POST", url: APPLICATION_STATUS_ROUTE, headers: { "content-type": "text/plain", accept: BROWSER_ACCEPT }, payload: "x" });
    expect(res.statusCode).toBe(415);
    expect(renderer.calls[0]?.locals.formPostState).toEqual({ values: {}, fieldErrors: {}, formError: FAILURE_TEXT.unsupportedType(["application/json", "application/x-www-form-urlencoded"]) });
  });
});

describe.each(testEngines())("a plain post of the status lookup over the rate limit on $name", (engine) => {
  let renderer = fakePageRenderer();
  const served = useApiApp(engine, () => configFor({ RATE_LIMIT_MAX: "1" }), () => ({ pageRenderer: (renderer = fakePageRenderer()) }));

  it("gets the page with 429 and the limit's message, the typed ID kept", async () => {
    expect((await browserLookUp(served.app, { applicationId: "INC-2026-AAAAAA", email: "a@b.in" }, { remoteAddress: "198.51.100.9" })).statusCode).toBe(404);
    const typed = { applicationId: "INC-2026-BBBBBB", email: "a@b.in" };
    const limited = await browserLookUp(served.app, typed, { remoteAddress: "198.51.100.9" });
    expect(limited.statusCode).toBe(429);
    const state = renderer.calls[1]?.locals.formPostState;
    expect(state?.values).toEqual(typed);
    expect(state?.formError).toMatch(/^Too many submissions from your network\. Please try again in /);
  });
});

describe.each(testEngines())("a plain post of the status lookup without a renderer that works on $name", (engine) => {
  const served = useApiApp(engine, () => configFor());

  it("gets JSON in a build without the renderer, and the news as text when it fails", async () => {
    for (const [behaviour, type] of [
      ["absent", "application/json; charset=utf-8"],
      ["fails", "text/plain; charset=utf-8"],
    ] as const) {
      const app = await buildApp({ config: configFor(), logger: false, database: served.t.database, pageRenderer: fakePageRenderer(behaviour) });
      try {
        const res = await browserLookUp(app, { applicationId: "INC-2026-AAAAAA", email: "a@b.in" });
        expect({ behaviour, status: res.statusCode, type: res.headers["content-type"] }).toEqual({ behaviour, status: 404, type });
        expect(res.body).toContain(NOT_FOUND);
      } finally {
        await app.close();
      }
    }
  });
});

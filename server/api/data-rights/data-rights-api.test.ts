import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_DATA_RIGHTS_API, DATA_RIGHTS_API, YOUR_DATA_LINK_SENT_PATH } from "../../../contract/data-rights/data-rights-paths.ts";
import { DATA_RIGHTS_TEXTS } from "../../../contract/data-rights/data-rights-texts.ts";
import { dataRightsSigningKey } from "../../db/data-rights-repository.ts";
import { newsletterSigningKey, subscriptionState } from "../../db/newsletter-repository.ts";
import type { Database } from "../../db/open-database.ts";
import { testEngines, useTestDatabase } from "../../db/test-databases.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { SITE_ORIGIN, addLead, addStaff, api, sessionCookie, signIn, standInBuild } from "../admin/admin-test-helpers.ts";
import { signToken } from "../newsletter/newsletter-links.ts";
import { type LinkRequestOutcome, LINKS_PER_ADDRESS_PER_HOUR, registerDataRightsRoutes } from "./data-rights-routes.ts";
import { signDataRightsToken } from "./data-rights-token.ts";
import { fakePageRenderer } from "../../pages/fake-page-renderer.ts";

const SITE = "http://localhost:3000";
const PAGE_ACCEPT = "text/html,application/xhtml+xml,*/*;q=0.8";
const DAY = 86_400_000;

const ASHA = "asha@example.in";
const RAVI = "ravi@example.in";

/** Asha's two leads (one with a pitch deck) and Ravi's one, each with its confirmation mail still in the outbox. */
async function seed(database: Database) {
  const at = new Date("2026-11-20T06:00:00Z");
  const contact = await addLead(
    database,
    {
      kind: "contact",
      email: "Asha@Example.in",
      fields: { name: "Asha Rao", email: "Asha@Example.in", message: "Hello <b>team</b>" },
      verification: "verified",
      origin: { landingPage: "/programs", utmSource: "newsletter" },
    },
    at,
  );
  const incubation = await addLead(
    database,
    {
      kind: "incubation",
      email: ASHA,
      fields: { founderName: "Asha Rao", email: ASHA, companyName: "Kheti Labs" },
      pitchDeck: { fileName: "kheti-deck.pdf", mediaType: "application/pdf", bytes: new Uint8Array(2048) },
    },
    new Date(at.getTime() + 60_000),
  );
  const ravi = await addLead(database, { kind: "contact", email: RAVI, fields: { name: "Ravi Kumar", email: RAVI, message: "Ravi's own words" } }, at);
  for (const reference of [contact, incubation, ravi]) {
    const lead = await database.db.selectFrom("leads").select(["id", "email"]).where("reference", "=", reference).executeTakeFirstOrThrow();
    await database.db
      .insertInto("mail_outbox")
      .values([
        { lead_id: lead.id, audience: "visitor", recipients: lead.email, subject: "Confirmation", body: "…", next_attempt_at: at.toISOString(), created_at: at.toISOString() },
        { lead_id: lead.id, audience: "team", subject: "New lead", body: "…", next_attempt_at: at.toISOString(), created_at: at.toISOString() },
      ])
      .execute();
  }
  return { contact, incubation, ravi };
}

async function tokenFor(database: Database, email: string, expiresAt = Date.now() + DAY) {
  return signDataRightsToken({ email, expiresAt }, await dataRightsSigningKey(database));
}

function postForm(app: FastifyInstance, url: string, fields: Record<string, string>, accept = PAGE_ACCEPT) {
  return app.inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded", accept, origin: SITE }, payload: new URLSearchParams(fields).toString() });
}

describe.each(testEngines())("data rights on $name", (engine) => {
  const t = useTestDatabase(engine);
  beforeEach(async () => {
    await t.database.db.deleteFrom("data_rights_requests").execute();
    await t.database.db.deleteFrom("newsletter_subscriptions").execute();
  });

  describe("the link request", () => {
    let app: FastifyInstance;
    const outcomes: LinkRequestOutcome[] = [];
    /** Until the background work of this many link requests has finished. */
    const handled = async (count: number) => {
      for (let tries = 0; outcomes.length < count && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    beforeEach(async () => {
      outcomes.length = 0;
      app = Fastify();
      await registerDataRightsRoutes(app, {
        database: t.database,
        rateLimit: { max: 1000, windowMs: 600_000 },
        siteUrl: new URL("https://ankur.example.in"),
        onLinkRequestHandled: (outcome) => outcomes.push(outcome),
      });
    });
    afterEach(async () => {
      await app.close();
    });

    const ask = (email: string, extra: Record<string, string> = {}) =>
      app.inject({ method: "POST", url: DATA_RIGHTS_API.requestLink, headers: { "content-type": "application/json" }, payload: JSON.stringify({ email, website: "", ...extra }) });

    it("answers a held and an unknown address alike, and mails the link only to the held one", async () => {
      await seed(t.database);
      const known = await ask("ASHA@example.in");
      await handled(1);
      const unknown = await ask("nobody@example.in");
      await handled(2);
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ success: true, message: DATA_RIGHTS_TEXTS.linkSent });
      const headerNames = (response: typeof known) => Object.keys(response.headers).filter((name) => name !== "date").sort();
      expect(headerNames(unknown)).toEqual(headerNames(known));
      expect(outcomes).toEqual(["link queued", "nothing held"]);
      const mails = await t.database.db.selectFrom("mail_outbox").select(["recipients", "subject", "body", "lead_id"]).where("subject", "like", "Your data%").execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]?.recipients).toBe(ASHA);
      expect(mails[0]?.lead_id).not.toBeNull();
      const link = /https:\/\/ankur\.example\.in(\/api\/data-rights\/your-data\?token=\S+)/.exec(mails[0]?.body ?? "")?.[1];
      expect(link).toBeDefined();
      expect(link).not.toContain("asha");
    });

    it("answers a browser's plain post with the same page for every address", async () => {
      await seed(t.database);
      for (const email of [ASHA, "nobody@example.in"]) {
        const res = await postForm(app, DATA_RIGHTS_API.requestLink, { email, website: "" });
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe(YOUR_DATA_LINK_SENT_PATH);
      }
      await handled(2);
      expect(outcomes).toEqual(["link queued", "nothing held"]);
    });

    it("gives a filled honeypot the usual answer and sends nothing", async () => {
      await seed(t.database);
      const res = await ask(ASHA, { website: "https://spam.example" });
      expect(res.statusCode).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outcomes).toEqual([]);
    });

    it("refuses an address that is not one, with the field's message", async () => {
      const res = await ask("not an address");
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toMatch(/valid e-mail/);
    });

    it(`limits links per address to ${LINKS_PER_ADDRESS_PER_HOUR} an hour, however it is typed, held or not`, async () => {
      for (const email of ["nobody@example.in", "Nobody@example.in", "NOBODY@example.in"]) expect((await ask(email)).statusCode).toBe(202);
      const refused = await ask("nobody@example.in");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(DATA_RIGHTS_TEXTS.tooManyForAddress);
      expect((await ask("somebody@example.in")).statusCode).toBe(202);
      await handled(4);
    });
  });

  describe("the link's page and actions, and the staff's side", () => {
    let app: FastifyInstance;
    let site: ReturnType<typeof standInBuild>;
    beforeEach(async () => {
      site = standInBuild();
      app = await buildApp({
        config: loadConfig({ BUILD_DIR: site.dir, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000", SITE_URL: SITE }),
        logger: false,
        database: t.database,
      });
    });
    afterEach(async () => {
      await app.close();
      site.remove();
    });

    const open = (token: string, path: string = DATA_RIGHTS_API.yourData) => app.inject({ method: "GET", url: `${path}?token=${encodeURIComponent(token)}`, headers: { accept: PAGE_ACCEPT } });

    it("shows every lead of the address with every field, escaped, and nothing of another person", async () => {
      const { contact, incubation, ravi } = await seed(t.database);
      const res = await open(await tokenFor(t.database, ASHA));
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["referrer-policy"]).toBe("same-origin");
      expect(res.body).toContain(contact);
      expect(res.body).toContain(incubation);
      expect(res.body).toContain("Kheti Labs");
      expect(res.body).toContain("kheti-deck.pdf");
      expect(res.body).toContain("Hello &#60;b&#62;team&#60;/b&#62;");
      expect(res.body).not.toContain("<b>team");
      expect(res.body).not.toContain(ravi);
      expect(res.body).not.toContain("Ravi");
      // Where it came from and the spam check, in words.
      expect(res.body).toContain("<dt>First page of your visit</dt><dd>/programs</dd>");
      expect(res.body).toContain("<dt>Campaign source (utm_source)</dt><dd>newsletter</dd>");
      expect(res.body).toContain("<dt>Spam check</dt><dd>verified</dd>");
    });

    it("puts a link to the person's data into the newsletter's confirmation, which opens their subscription", async () => {
      const res = await app.inject({ method: "POST", url: "/api/newsletter/subscribe", headers: { "content-type": "application/json", accept: "application/json" }, payload: JSON.stringify({ email: ASHA, website: "" }) });
      expect(res.statusCode).toBe(202);
      const [mail] = await t.database.db.selectFrom("mail_outbox").select("body").where("recipients", "=", ASHA).execute();
      const link = /http:\/\/localhost:3000(\/api\/data-rights\/your-data\?token=\S+)/.exec(mail?.body ?? "")?.[1] ?? "";
      expect(link).not.toBe("");
      const page = await app.inject({ method: "GET", url: link, headers: { accept: PAGE_ACCEPT } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/NWS-\d{4}-/);
      expect(page.body).toContain("Pending confirmation");
    });

    it("refuses a forged, an expired and a newsletter token with a clear page", async () => {
      await seed(t.database);
      const good = await tokenFor(t.database, ASHA);
      const forged = signDataRightsToken({ email: ASHA, expiresAt: Date.now() + DAY }, "not-our-key");
      const expired = await tokenFor(t.database, ASHA, Date.now() - 1000);
      const newsletter = signToken({ purpose: "unsubscribe", leadId: 1 }, await newsletterSigningKey(t.database));
      for (const token of [forged, expired, newsletter, `${good}x`, ""]) {
        const res = await open(token);
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain(DATA_RIGHTS_TEXTS.invalidLinkHeading);
        expect(res.body).toContain('href="/legal/your-data"');
        expect(res.body).not.toContain("Kheti");
        const download = await open(token, DATA_RIGHTS_API.download);
        expect(download.statusCode).toBe(400);
        const withdrawn = await postForm(app, DATA_RIGHTS_API.withdrawal, { token }, "application/json");
        expect(withdrawn.statusCode).toBe(400);
        expect(withdrawn.json().message).toBe(DATA_RIGHTS_TEXTS.invalidLink);
      }
      expect(await t.database.db.selectFrom("data_rights_requests").selectAll().execute()).toEqual([]);
    });

    it("downloads every lead of the address as JSON, nothing of another person, and records the access", async () => {
      const { contact, incubation } = await seed(t.database);
      const res = await open(await tokenFor(t.database, ASHA), DATA_RIGHTS_API.download);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="?ankur-your-data-\d{4}-\d{2}-\d{2}\.json"?/);
      const file = res.json();
      expect(file.email).toBe(ASHA);
      expect(file.leads.map((lead: { reference: string }) => lead.reference).sort()).toEqual([contact, incubation].sort());
      const withDeck = file.leads.find((lead: { reference: string }) => lead.reference === incubation);
      expect(withDeck.fields).toEqual({ founderName: "Asha Rao", email: ASHA, companyName: "Kheti Labs" });
      expect(withDeck.pitchDeck).toEqual({ fileName: "kheti-deck.pdf", mediaType: "application/pdf", sizeBytes: 2048 });
      const withOrigin = file.leads.find((lead: { reference: string }) => lead.reference === contact);
      expect(withOrigin.origin).toEqual({ landingPage: "/programs", utmSource: "newsletter" });
      expect(withOrigin.recorded).toEqual({ verification: "verified" });
      expect(Object.keys(withOrigin).sort()).toEqual(["consentWithdrawnAt", "fields", "kind", "origin", "pitchDeck", "recorded", "reference", "submittedAt"]);
      expect(res.body).not.toContain("Ravi");
      expect(res.body).not.toContain(RAVI);
      const [request] = await t.database.db.selectFrom("data_rights_requests").selectAll().execute();
      expect(request).toMatchObject({ kind: "access", state: "done", email: ASHA });
    });

    it("withdraws consent at once: queued mails to the person stop, the newsletter ends, the leads are marked", async () => {
      const { contact, incubation, ravi } = await seed(t.database);
      await t.database.db.insertInto("newsletter_subscriptions").values({ lead_id: (await leadId(t.database, contact)), email: ASHA, state: "confirmed", confirm_nonce: null, signed_up_at: new Date().toISOString() }).execute();
      const res = await postForm(app, DATA_RIGHTS_API.withdrawal, { token: await tokenFor(t.database, ASHA) });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain("your consent is withdrawn");
      const mails = await t.database.db.selectFrom("mail_outbox").innerJoin("leads", "leads.id", "mail_outbox.lead_id").select(["leads.reference", "mail_outbox.audience"]).execute();
      expect(mails.filter((mail) => mail.reference !== ravi).map((mail) => mail.audience)).toEqual(["team", "team"]);
      expect(mails.filter((mail) => mail.reference === ravi).map((mail) => mail.audience).sort()).toEqual(["team", "visitor"]);
      expect(await subscriptionState(t.database, ASHA)).toBe("unsubscribed");
      const leads = await t.database.db.selectFrom("leads").select(["reference", "consent_withdrawn_at"]).execute();
      for (const lead of leads) expect(lead.consent_withdrawn_at === null).toBe(lead.reference === ravi);
      expect([contact, incubation]).toHaveLength(2);
      const [request] = await t.database.db.selectFrom("data_rights_requests").selectAll().execute();
      expect(request).toMatchObject({ kind: "withdrawal", state: "done" });
      // The inbox shows it on each of the person's leads, as a note.
      const notes = await t.database.db.selectFrom("lead_notes").innerJoin("leads", "leads.id", "lead_notes.lead_id").select(["leads.reference", "lead_notes.body"]).execute();
      expect(notes.map((note) => note.reference).sort()).toEqual([contact, incubation].sort());
      expect(notes[0]?.body).toContain(`request ${request?.reference}`);
    });

    it("erasure: the request waits for the staff, who erase every lead of the address; the data is gone, the trail stays, the person is told", async () => {
      const { contact, incubation, ravi } = await seed(t.database);
      const asked = await postForm(app, DATA_RIGHTS_API.erasure, { token: await tokenFor(t.database, ASHA) }, "application/json");
      expect(asked.statusCode).toBe(200);
      const reference: string = asked.json().reference;
      expect(reference).toMatch(/^DRQ-\d{4}-[0-9A-Z]{6}$/);
      const again = await postForm(app, DATA_RIGHTS_API.erasure, { token: await tokenFor(t.database, ASHA) }, "application/json");
      expect(again.json().reference).toBe(reference);
      expect(await t.database.db.selectFrom("leads").select("reference").where("reference", "in", [contact, incubation]).execute()).toHaveLength(2);

      await addStaff(t.database, "staff@ankur.example.in", "a long staff password");
      const cookie = sessionCookie(await signIn(app, "staff@ankur.example.in", "a long staff password"));
      const staffCall = (method: "GET" | "POST", path: string, body?: unknown) =>
        app.inject({ method, url: api(path), headers: { cookie, origin: SITE_ORIGIN, ...(body ? { "content-type": "application/json" } : {}) }, ...(body ? { payload: JSON.stringify(body) } : {}) });

      expect((await app.inject({ method: "GET", url: api(ADMIN_DATA_RIGHTS_API.requests) })).statusCode).toBe(401);
      const list = await staffCall("GET", ADMIN_DATA_RIGHTS_API.requests);
      expect(list.json().requests).toEqual([expect.objectContaining({ reference, kind: "erasure", state: "open", email: ASHA })]);
      const listed = list.json().requests[0];
      expect(Date.parse(listed.dueAt) - Date.parse(listed.receivedAt)).toBe(30 * DAY);

      const done = await staffCall("POST", ADMIN_DATA_RIGHTS_API.erase(reference));
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ reference, state: "done", leadReferences: [] });
      expect(await t.database.db.selectFrom("leads").select("reference").execute()).toEqual([{ reference: ravi }]);
      expect(await t.database.db.selectFrom("pitch_decks").selectAll().execute()).toEqual([]);
      const left = await t.database.db.selectFrom("mail_outbox").select(["lead_id", "recipients", "subject", "body"]).execute();
      expect(left.filter((mail) => mail.lead_id !== null && (mail.body.includes("Asha") || mail.recipients === ASHA))).toEqual([]);
      const told = left.filter((mail) => mail.recipients === ASHA);
      expect(told).toEqual([expect.objectContaining({ lead_id: null, subject: `Your request ${reference} is done` })]);

      const trail = done.json().trail as { action: string; details: unknown }[];
      expect(trail.map((step) => step.action)).toEqual(["rights-request", "rights-request-done"]);
      const erasures = await t.database.db.selectFrom("audit_log").select(["lead_reference", "details"]).where("action", "=", "erasure").execute();
      expect(erasures.map((entry) => entry.lead_reference).sort()).toEqual([contact, incubation].sort());
      const everything = JSON.stringify(await t.database.db.selectFrom("audit_log").selectAll().execute());
      expect(everything).not.toContain("asha");
      expect(everything).not.toContain("Kheti");

      expect((await staffCall("POST", ADMIN_DATA_RIGHTS_API.erase(reference))).statusCode).toBe(409);
      const page = await open(await tokenFor(t.database, ASHA));
      expect(page.body).toContain(DATA_RIGHTS_TEXTS.nothingHeld);
    });

    it("correction: asked for one field of the person's own lead; the staff apply it, or decline with a reason the person is sent", async () => {
      const { contact, ravi } = await seed(t.database);
      const token = await tokenFor(t.database, ASHA);
      const notTheirs = await postForm(app, DATA_RIGHTS_API.correction, { token, target: `${ravi}:name`, value: "Someone else" }, "application/json");
      expect(notTheirs.statusCode).toBe(422);
      const theAddress = await postForm(app, DATA_RIGHTS_API.correction, { token, target: `${contact}:email`, value: "x@example.in" }, "application/json");
      expect(theAddress.statusCode).toBe(422);
      const first = await postForm(app, DATA_RIGHTS_API.correction, { token, target: `${contact}:name`, value: "Asha R. Rao" }, "application/json");
      expect(first.statusCode).toBe(200);
      const second = await postForm(app, DATA_RIGHTS_API.correction, { token, target: `${contact}:message`, value: "Hello team" }, "application/json");
      expect(second.statusCode).toBe(200);
      const asPage = await postForm(app, DATA_RIGHTS_API.correction, { token, target: `${contact}:name`, value: "Asha Rao" });
      expect(asPage.headers["content-type"]).toMatch(/^text\/html/);
      expect(asPage.body).toContain("We have your correction");

      await addStaff(t.database, "staff@ankur.example.in", "a long staff password");
      const cookie = sessionCookie(await signIn(app, "staff@ankur.example.in", "a long staff password"));
      const staffCall = (path: string, body?: unknown) =>
        app.inject({ method: "POST", url: api(path), headers: { cookie, origin: SITE_ORIGIN, "content-type": "application/json" }, payload: JSON.stringify(body ?? {}) });
      const view = await app.inject({ method: "GET", url: api(ADMIN_DATA_RIGHTS_API.request(first.json().reference)), headers: { cookie } });
      expect(view.json().correction).toEqual({ leadReference: contact, field: "name", value: "Asha R. Rao", currentValue: "Asha Rao" });

      expect((await staffCall(ADMIN_DATA_RIGHTS_API.apply(first.json().reference))).statusCode).toBe(200);
      const lead = await t.database.db.selectFrom("leads").select(["fields", "search_text"]).where("reference", "=", contact).executeTakeFirstOrThrow();
      expect(JSON.parse(lead.fields).name).toBe("Asha R. Rao");
      expect(lead.search_text).toContain("asha r. rao");

      expect((await staffCall(ADMIN_DATA_RIGHTS_API.decline(second.json().reference), { reason: "" })).statusCode).toBe(422);
      const declined = await staffCall(ADMIN_DATA_RIGHTS_API.decline(second.json().reference), { reason: "Your message is kept as you sent it." });
      expect(declined.json()).toMatchObject({ state: "declined", reason: "Your message is kept as you sent it." });
      const mails = await t.database.db.selectFrom("mail_outbox").select(["subject", "body"]).where("recipients", "=", ASHA).where("subject", "like", "Your request%").execute();
      expect(mails.map((mail) => mail.subject).sort()).toEqual([`Your request ${first.json().reference} is done`, `Your request ${second.json().reference}`].sort());
      expect(mails.find((mail) => !mail.subject.endsWith("done"))?.body).toContain("Your message is kept as you sent it.");
      const trail = declined.json().trail as { action: string; details: unknown }[];
      expect(trail.map((step) => step.action)).toEqual(["rights-request", "rights-request-declined"]);
      expect(JSON.stringify(trail)).not.toContain("kept as you sent");
    });
  });
});

describe.each(testEngines())("the link's pages inside the site on $name", (engine) => {
  const t = useTestDatabase(engine);
  let app: FastifyInstance;
  let site: ReturnType<typeof standInBuild>;
  let renderer: ReturnType<typeof fakePageRenderer>;
  beforeEach(async () => {
    await t.database.db.deleteFrom("data_rights_requests").execute();
    site = standInBuild();
    renderer = fakePageRenderer();
    app = await buildApp({ config: loadConfig({ BUILD_DIR: site.dir, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000", SITE_URL: SITE }), logger: false, database: t.database, pageRenderer: renderer });
  });
  afterEach(async () => {
    await app.close();
    site.remove();
  });

  it("are rendered by the build with what is held, a button's answer, or the invalid link, and the matching status", async () => {
    const { contact } = await seed(t.database);
    const token = await tokenFor(t.database, ASHA);
    const page = await app.inject({ method: "GET", url: `${DATA_RIGHTS_API.yourData}?token=${encodeURIComponent(token)}`, headers: { accept: PAGE_ACCEPT } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex");
    const [call] = renderer.calls;
    expect(new URL(call?.url ?? "").pathname).toBe("/legal/your-data/view");
    const state = call?.locals.yourData;
    expect(state?.view).toBe("data");
    if (state?.view !== "data") throw new Error("not the data view");
    expect(state.token).toBe(token);
    expect(state.held.leads.map((lead) => lead.reference)).toContain(contact);
    expect(JSON.stringify(state.held)).not.toContain("Ravi");

    const refused = await postForm(app, DATA_RIGHTS_API.correction, { token, target: `${contact}:email`, value: "x@example.in" });
    expect(refused.statusCode).toBe(422);
    expect(renderer.calls.at(-1)?.locals.yourData).toMatchObject({ view: "result", heading: DATA_RIGHTS_TEXTS.correctionHeading, refused: true, token });

    const invalid = await app.inject({ method: "GET", url: `${DATA_RIGHTS_API.yourData}?token=forged.token`, headers: { accept: PAGE_ACCEPT } });
    expect(invalid.statusCode).toBe(400);
    expect(renderer.calls.at(-1)?.locals.yourData).toEqual({ view: "invalid" });
  });

  it("fall back to the news as text when the renderer breaks", async () => {
    await seed(t.database);
    await app.close();
    app = await buildApp({ config: loadConfig({ BUILD_DIR: site.dir, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000", SITE_URL: SITE }), logger: false, database: t.database, pageRenderer: fakePageRenderer("fails") });
    const res = await postForm(app, DATA_RIGHTS_API.withdrawal, { token: await tokenFor(t.database, ASHA) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toContain("your consent is withdrawn");
  });
});

async function leadId(database: Database, reference: string) {
  const row = await database.db.selectFrom("leads").select("id").where("reference", "=", reference).executeTakeFirstOrThrow();
  return row.id;
}

import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_API, NEWSLETTER_PAGES } from "../../../contract/newsletter/newsletter-paths.ts";
import { NEWSLETTER_TEXTS } from "../../../contract/newsletter/newsletter-texts.ts";
import type { Database } from "../../db/open-database.ts";
import { newsletterSigningKey, subscriptionState } from "../../db/newsletter-repository.ts";
import { testEngines } from "../../db/test-databases.ts";
import { postJson, useApiApp, useStandInSite } from "../leads/api-test-app.ts";
import { signToken } from "./newsletter-links.ts";

const { configFor } = useStandInSite();

const signUp = (app: FastifyInstance, email: string) => postJson(app, NEWSLETTER_API.signUp, { email, website: "" });

/** The outbox's mails to this address, oldest first, with the links in their bodies. */
async function mailsTo(database: Database, email: string) {
  const rows = await database.db.selectFrom("mail_outbox").where("recipients", "=", email).select(["subject", "body", "headers", "lead_id"]).orderBy("id").execute();
  return rows.map((row) => {
    const links = [...row.body.matchAll(/https:\/\/ankur\.example\.in(\/api\/newsletter\/\S+)/g)].map((match) => match[1] ?? "");
    return {
      ...row,
      headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
      confirm: links.find((link) => link.startsWith(NEWSLETTER_API.confirm)) ?? "",
      unsubscribe: links.find((link) => link.startsWith(NEWSLETTER_API.unsubscribe)) ?? "",
    };
  });
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: "GET", url });

/** What the link page's button does: a browser's plain post of the link's token to its endpoint. */
function press(app: FastifyInstance, link: string) {
  const url = new URL(link, "https://ankur.example.in");
  return app.inject({
    method: "POST",
    url: url.pathname,
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    payload: new URLSearchParams({ token: url.searchParams.get("token") ?? "" }).toString(),
  });
}

describe.each(testEngines())("the newsletter's double opt-in on $name", (engine) => {
  const served = useApiApp(engine, () => configFor());

  it("stores a pending subscriber as a newsletter lead and queues a confirmation mail with the unsubscribe headers", async () => {
    const res = await signUp(served.app, "Asha@Example.in");
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_TEXTS.signUpSent });
    expect(await subscriptionState(served.t.database, "asha@example.in")).toBe("pending");
    const lead = await served.t.database.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead.kind).toBe("newsletter");
    expect(lead.reference).toMatch(/^NWS-\d{4}-[0-9A-Z]{6}$/);
    expect(JSON.parse(lead.fields)).toEqual({ email: "asha@example.in", subscription: "Pending confirmation" });
    // The mail goes to the address as typed; the subscription is kept under its lower case.
    const [mail, ...more] = await mailsTo(served.t.database, "Asha@Example.in");
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/confirm/i);
    expect(mail?.confirm).not.toBe("");
    expect(mail?.unsubscribe).not.toBe("");
    expect(mail?.headers).toEqual({ "List-Unsubscribe": `<https://ankur.example.in${mail?.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("activates the subscriber from the confirmation link, and says so again on a second press", async () => {
    await signUp(served.app, "ravi@example.in");
    const [mail] = await mailsTo(served.t.database, "ravi@example.in");
    const first = await press(served.app, mail?.confirm ?? "");
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(NEWSLETTER_PAGES.confirmed);
    expect(await subscriptionState(served.t.database, "ravi@example.in")).toBe("confirmed");
    const lead = await served.t.database.db.selectFrom("leads").select("fields").executeTakeFirstOrThrow();
    expect(JSON.parse(lead.fields)).toMatchObject({ subscription: "Confirmed" });
    const again = await press(served.app, mail?.confirm ?? "");
    expect(again.headers.location).toBe(NEWSLETTER_PAGES.confirmed);
  });

  it("refuses a forged, altered, expired or wrong-purpose link and confirms nothing", async () => {
    await signUp(served.app, "meera@example.in");
    const [mail] = await mailsTo(served.t.database, "meera@example.in");
    const token = new URL(mail?.confirm ?? "", "https://x").searchParams.get("token") ?? "";
    const [body = "", signature = ""] = token.split(".");
    const leadId = Number(mail?.lead_id);
    const key = await newsletterSigningKey(served.t.database);
    const wire = JSON.parse(Buffer.from(body, "base64url").toString()) as { n: string };
    const forgedKey = signToken({ purpose: "confirm", leadId, nonce: wire.n, expiresAt: Date.now() + 3_600_000 }, "not-the-key");
    const expired = signToken({ purpose: "confirm", leadId, nonce: wire.n, expiresAt: Date.now() - 1000 }, key);
    const otherLead = `${Buffer.from(JSON.stringify({ ...wire, l: leadId + 1 })).toString("base64url")}.${signature}`;
    const unsubscribeToken = new URL(mail?.unsubscribe ?? "", "https://x").searchParams.get("token") ?? "";
    for (const bad of [forgedKey, expired, otherLead, unsubscribeToken, "", "a.b.c", `${body}.`]) {
      const link = `${NEWSLETTER_API.confirm}?token=${encodeURIComponent(bad)}`;
      for (const res of [await get(served.app, link), await press(served.app, link)]) {
        expect({ bad, status: res.statusCode, location: res.headers.location }).toEqual({ bad, status: 303, location: NEWSLETTER_PAGES.invalidLink });
      }
    }
    expect(await subscriptionState(served.t.database, "meera@example.in")).toBe("pending");
    // The same nonce under the real key and a future time is accepted: the refusals above were the token's doing.
    const good = signToken({ purpose: "confirm", leadId, nonce: wire.n, expiresAt: Date.now() + 60_000 }, key);
    expect((await press(served.app, `${NEWSLETTER_API.confirm}?token=${good}`)).headers.location).toBe(NEWSLETTER_PAGES.confirmed);
  });

  it("gives the same answer for an address already subscribed, and sends it nothing", async () => {
    const first = await signUp(served.app, "kiran@example.in");
    const [mail] = await mailsTo(served.t.database, "kiran@example.in");
    await press(served.app, mail?.confirm ?? "");
    const again = await signUp(served.app, "KIRAN@example.in");
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await mailsTo(served.t.database, "kiran@example.in")).toHaveLength(1);
    expect(await served.t.database.db.selectFrom("leads").select("id").execute()).toHaveLength(1);
  });

  it("sends a pending address a fresh link on a second sign-up, and only the newest one confirms", async () => {
    await signUp(served.app, "dev@example.in");
    await signUp(served.app, "dev@example.in");
    const [older, newer] = await mailsTo(served.t.database, "dev@example.in");
    expect((await press(served.app, older?.confirm ?? "")).headers.location).toBe(NEWSLETTER_PAGES.invalidLink);
    expect((await press(served.app, newer?.confirm ?? "")).headers.location).toBe(NEWSLETTER_PAGES.confirmed);
    expect(await served.t.database.db.selectFrom("leads").select("id").execute()).toHaveLength(1);
  });

  it("unsubscribes from the link page's button, idempotently, by one-click POST too, and old confirmation links stop working", async () => {
    await signUp(served.app, "neha@example.in");
    const [mail] = await mailsTo(served.t.database, "neha@example.in");
    await press(served.app, mail?.confirm ?? "");
    const res = await press(served.app, mail?.unsubscribe ?? "");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(NEWSLETTER_PAGES.unsubscribed);
    expect(await subscriptionState(served.t.database, "neha@example.in")).toBe("unsubscribed");
    expect((await press(served.app, mail?.unsubscribe ?? "")).headers.location).toBe(NEWSLETTER_PAGES.unsubscribed);
    expect(await subscriptionState(served.t.database, "neha@example.in")).toBe("unsubscribed");
    expect((await press(served.app, mail?.confirm ?? "")).headers.location).toBe(NEWSLETTER_PAGES.invalidLink);
    expect((await get(served.app, mail?.unsubscribe ?? "")).statusCode).toBe(200);
    const forged = await press(served.app, `${NEWSLETTER_API.unsubscribe}?token=x.y`);
    expect(forged.headers.location).toBe(NEWSLETTER_PAGES.invalidLink);
  });

  it("takes a confirmed address off the list with RFC 8058's one-click POST to the header's URL, with no page in between", async () => {
    await signUp(served.app, "tara@example.in");
    const [mail] = await mailsTo(served.t.database, "tara@example.in");
    await press(served.app, mail?.confirm ?? "");
    const headerUrl = /^<https:\/\/ankur\.example\.in(\S+)>$/.exec(mail?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const oneClick = (url: string) =>
      served.app.inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "List-Unsubscribe=One-Click" });
    const res = await oneClick(headerUrl);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_TEXTS.unsubscribed });
    expect(await subscriptionState(served.t.database, "tara@example.in")).toBe("unsubscribed");
    expect((await oneClick(headerUrl)).statusCode).toBe(200);
    expect((await oneClick(`${NEWSLETTER_API.unsubscribe}?token=x.y`)).statusCode).toBe(400);
  });

  it("changes nothing on a GET of either link (a mail scanner opens every link): it shows the page whose button posts the token", async () => {
    await signUp(served.app, "scan@example.in");
    const [mail] = await mailsTo(served.t.database, "scan@example.in");
    for (const [link, button] of [
      [mail?.confirm ?? "", NEWSLETTER_TEXTS.pressToConfirmButton],
      [mail?.unsubscribe ?? "", NEWSLETTER_TEXTS.pressToUnsubscribeButton],
    ] as const) {
      const res = await get(served.app, link);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-store");
      const token = new URL(link, "https://x").searchParams.get("token") ?? "";
      expect(res.body).toContain(`<form method="post" action="${new URL(link, "https://x").pathname}"><input type="hidden" name="token" value="${token}">`);
      expect(res.body).toContain(`<button type="submit">${button}</button>`);
      expect(await subscriptionState(served.t.database, "scan@example.in")).toBe("pending");
      await get(served.app, link);
      expect(await subscriptionState(served.t.database, "scan@example.in")).toBe("pending");
    }
    // The links themselves are good: their buttons confirm, then unsubscribe.
    await press(served.app, mail?.confirm ?? "");
    expect(await subscriptionState(served.t.database, "scan@example.in")).toBe("confirmed");
    await get(served.app, mail?.unsubscribe ?? "");
    expect(await subscriptionState(served.t.database, "scan@example.in")).toBe("confirmed");
    await press(served.app, mail?.unsubscribe ?? "");
    expect(await subscriptionState(served.t.database, "scan@example.in")).toBe("unsubscribed");
  });

  it("answers a script's confirmation POST with JSON", async () => {
    await signUp(served.app, "json@example.in");
    const [mail] = await mailsTo(served.t.database, "json@example.in");
    const token = new URL(mail?.confirm ?? "", "https://x").searchParams.get("token") ?? "";
    const res = await postJson(served.app, NEWSLETTER_API.confirm, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_TEXTS.confirmed });
    expect((await postJson(served.app, NEWSLETTER_API.confirm, { token: "x.y" })).statusCode).toBe(400);
  });

  it("lets an unsubscribed address sign up again with a new confirmation", async () => {
    await signUp(served.app, "ira@example.in");
    const [mail] = await mailsTo(served.t.database, "ira@example.in");
    await press(served.app, mail?.unsubscribe ?? "");
    await signUp(served.app, "ira@example.in");
    const mails = await mailsTo(served.t.database, "ira@example.in");
    expect(mails).toHaveLength(2);
    expect(await subscriptionState(served.t.database, "ira@example.in")).toBe("pending");
    expect((await press(served.app, mails[1]?.confirm ?? "")).headers.location).toBe(NEWSLETTER_PAGES.confirmed);
  });

  it("refuses an invalid address with the contract's message, and a filled honeypot stores nothing but answers alike", async () => {
    const bad = await signUp(served.app, "not-an-address");
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ success: false, errors: { email: expect.any(String) } });
    const bot = await postJson(served.app, NEWSLETTER_API.signUp, { email: "bot@example.in", website: "http://spam" });
    expect(bot.statusCode).toBe(202);
    expect(await served.t.database.db.selectFrom("leads").select("id").execute()).toHaveLength(0);
  });

  it("answers a browser's plain post with 303 to the check-your-inbox page", async () => {
    const res = await served.app.inject({
      method: "POST",
      url: NEWSLETTER_API.signUp,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      payload: "email=plain%40example.in&website=",
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(NEWSLETTER_PAGES.checkInbox);
    expect(await subscriptionState(served.t.database, "plain@example.in")).toBe("pending");
  });
});

describe.each(testEngines())("the newsletter's rate limit on $name", (engine) => {
  const served = useApiApp(engine, () => configFor({ RATE_LIMIT_MAX: "2" }));

  it("refuses the third sign-up from one address within the window", async () => {
    const answers = [];
    for (const email of ["a@example.in", "b@example.in", "c@example.in"]) answers.push((await postJson(served.app, NEWSLETTER_API.signUp, { email }, "203.0.113.9")).statusCode);
    expect(answers).toEqual([202, 202, 429]);
  });
});

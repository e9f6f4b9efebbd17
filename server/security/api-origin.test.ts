import { describe, expect, it } from "vitest";
import { APPLICATION_STATUS_ROUTE } from "../../contract/leads/application-status.ts";
import { LEAD_KINDS, leadRoute } from "../../contract/leads/lead-paths.ts";
import { ADMIN_API, STAFF_SESSION_COOKIE } from "../../contract/staff-inbox/inbox-paths.ts";
import { ADMIN_TEXT } from "../../contract/staff-inbox/inbox-answers.ts";
import { api } from "../api/admin/admin-test-helpers.ts";
import { useStandInSite, useApiApp } from "../api/leads/api-test-app.ts";
import { countLeads } from "../db/leads-repository.ts";
import { testEngines } from "../db/test-databases.ts";
import { ORIGIN_REFUSED } from "./api-origin.ts";

/**
 * Issue 11 / decision 0006: the API answers the site's own pages only. No
 * Access-Control-Allow-* header is ever sent; a browser request from another
 * origin that could change something is refused with 403 before its body is
 * read.
 */
const SITE = "https://ankur.example.in";
const contact = { name: "Asha Verma", email: "asha@verma-foods.in", message: "About the next cohort." };
const FOREIGN = ["https://evil.example", "null", "https://ankur.example.in.evil.example", "http://ankur.example.in", "https://ankur.example.in:8443", "https://sub.ankur.example.in"];

describe.each(testEngines())("the API's origin check on $name", (engine) => {
  const { configFor } = useStandInSite();
  const served = useApiApp(engine, () => configFor({ SITE_URL: SITE }));

  const post = (url: string, headers: Record<string, string>, body: unknown = contact) =>
    served.app.inject({ method: "POST", url, headers: { "content-type": "application/json", ...headers }, payload: JSON.stringify(body) });

  it("takes a form from the site's own pages, and from a client that sends no Origin (curl, an integration)", async () => {
    expect((await post(leadRoute("contact"), { origin: SITE })).statusCode).toBe(201);
    expect((await post(leadRoute("contact"), { origin: `${SITE}/` })).statusCode).toBe(201);
    expect((await post(leadRoute("contact"), {})).statusCode).toBe(201);
    expect(await countLeads(served.t.database)).toBe(3);
  });

  it("refuses a form sent from any other origin with 403 and a clear JSON message, and stores nothing", async () => {
    for (const origin of FOREIGN) {
      for (const url of [...LEAD_KINDS.map(leadRoute), APPLICATION_STATUS_ROUTE]) {
        const res = await post(url, { origin });
        expect(res.statusCode, `${origin} ${url}`).toBe(403);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ success: false, message: ORIGIN_REFUSED });
        expect(res.headers["access-control-allow-origin"]).toBeUndefined();
      }
    }
    expect(await countLeads(served.t.database)).toBe(0);
  });

  it("refuses a cross-origin POST that carries cookies, on the public and the admin API", async () => {
    const withCookie = { origin: "https://evil.example", cookie: `${STAFF_SESSION_COOKIE}=stolen; other=1` };
    const lead = await post(leadRoute("contact"), withCookie);
    expect(lead.statusCode).toBe(403);
    const admin = await post(api(ADMIN_API.signOut), withCookie, {});
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ message: ADMIN_TEXT.originRefused });
    expect(await countLeads(served.t.database)).toBe(0);
  });

  it("answers a preflight without any Access-Control-Allow-* header: 204 from the site, 403 from elsewhere", async () => {
    const preflight = (origin: string, url: string) =>
      served.app.inject({ method: "OPTIONS", url, headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" } });
    for (const url of [leadRoute("contact"), APPLICATION_STATUS_ROUTE, api(ADMIN_API.signIn)]) {
      const own = await preflight(SITE, url);
      expect(own.statusCode).toBe(204);
      const foreign = await preflight("https://evil.example", url);
      expect(foreign.statusCode).toBe(403);
      for (const res of [own, foreign]) {
        expect(Object.keys(res.headers).filter((name) => name.startsWith("access-control-"))).toEqual([]);
      }
    }
  });

  it("never sends Access-Control-Allow-Origin, not even to a safe GET from elsewhere", async () => {
    for (const origin of [SITE, "https://evil.example"]) {
      const res = await served.app.inject({ method: "GET", url: "/api/health", headers: { origin } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
      expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    }
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { APPLICATION_STATUS_ROUTE } from "../../contract/leads/application-status.ts";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { ADMIN_API } from "../../contract/staff-inbox/inbox-paths.ts";
import { api } from "../api/admin/admin-test-helpers.ts";
import { useStandInSite } from "../api/leads/api-test-app.ts";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/open-database.ts";
import { pathOnly, scrubPersonalData } from "../logging.ts";

/** Issue 11: what visitors type never reaches the server's log. */
const SITE = "https://ankur.example.in";
const visitor = {
  name: "Lakshmi Venkataraman",
  email: "lakshmi.v@kaveri-textiles.in",
  phone: "+91 98450 12345",
  message: "Our handloom cooperative in Kanchipuram wants a pilot",
};
const contact = { name: visitor.name, email: visitor.email, organization: "Kaveri Textiles", message: visitor.message, website: "" };
const partnership = {
  organizationName: "Kaveri Textiles",
  contactPerson: visitor.name,
  email: visitor.email,
  phone: visitor.phone,
  partnershipType: "Strategic",
  industry: "Manufacturing",
  companySize: "51-200",
  proposal: visitor.message,
};

/** Everything a log line could give away of the visitor. */
const secrets = [visitor.name, visitor.email, visitor.phone, visitor.phone.replace(/\s/g, ""), "98450", visitor.message, "Kanchipuram", "lakshmi"];

describe("the server's log", () => {
  const { configFor } = useStandInSite();

  it("holds no submitted name, e-mail, phone or message: not on success, a bad request, a refusal or a storage error", async () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    const dataDir = mkdtempSync(join(tmpdir(), "ankur-log-test-"));
    const database = await openDatabase({ dataDir });
    const app = await buildApp({ config: configFor({ SITE_URL: SITE, LOG_LEVEL: "trace" }), database, logStream });
    const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
      app.inject({ method: "POST", url, headers: { "content-type": "application/json", ...headers }, payload });
    try {
      expect((await send(leadRoute("contact"), JSON.stringify(contact))).statusCode).toBe(201);
      expect((await send(leadRoute("partnership"), JSON.stringify(partnership))).statusCode).toBe(201);
      expect((await send(leadRoute("partnership"), JSON.stringify({ ...partnership, companySize: "huge" }))).statusCode).toBe(422);
      expect((await send(leadRoute("contact"), `{"email":"${visitor.email}","message":"${visitor.message}`)).statusCode).toBe(400);
      expect((await send(leadRoute("contact"), JSON.stringify(contact), { origin: "https://evil.example" })).statusCode).toBe(403);
      expect((await send(APPLICATION_STATUS_ROUTE, JSON.stringify({ applicationId: "INC-2026-7KQ3M9", email: visitor.email }))).statusCode).toBe(404);
      expect((await send(api(ADMIN_API.signIn), JSON.stringify({ email: visitor.email, password: "a wrong password" }), { origin: SITE })).statusCode).toBe(401);
      const search = await app.inject({ method: "GET", url: `${api(ADMIN_API.leads)}?q=${encodeURIComponent(visitor.email)}&name=${encodeURIComponent(visitor.name)}` });
      expect(search.statusCode).toBe(401);
      const refused = await app.inject({ method: "POST", url: `${api(ADMIN_API.signOut)}?q=${encodeURIComponent(visitor.email)}`, headers: { origin: "https://evil.example" } });
      expect(refused.statusCode).toBe(403);
      // The database goes away: the error is logged, the visitor's words are not.
      await database.close();
      expect((await send(leadRoute("contact"), JSON.stringify(contact))).statusCode).toBe(503);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }

    const log = lines.join("");
    expect(log).toContain("lead stored");
    expect(log).toContain("could not store a lead");
    expect(log).toContain("incoming request");
    expect(lines.length).toBeGreaterThan(15);
    expect(secrets.filter((secret) => log.toLowerCase().includes(secret.toLowerCase()))).toEqual([]);
  });
});

describe("scrubPersonalData", () => {
  it("replaces e-mail addresses and phone numbers, and keeps counts, times and references", () => {
    expect(scrubPersonalData("550 5.1.1 <priya@sahyadri-agro.in>: user unknown")).toBe("550 5.1.1 [address]: user unknown");
    expect(scrubPersonalData("call +91 98765 43210 or 020-2553-1234")).toBe("call [number] or [number]");
    expect(scrubPersonalData("lead CON-2026-7KQ3M9 took 1234 ms at 2026-03-14")).toBe("lead CON-2026-7KQ3M9 took 1234 ms at 2026-03-14");
    expect(scrubPersonalData("retry at 2026-03-14T09:00:30.000Z from 203.0.113.7")).toBe("retry at 2026-03-14T09:00:30.000Z from 203.0.113.7");
  });

  it("drops a URL's query string", () => {
    expect(pathOnly("/api/admin/leads?q=priya%40x.in")).toBe("/api/admin/leads");
    expect(pathOnly("/faq")).toBe("/faq");
  });
});

import { describe, expect, it } from "vitest";
import { leadRoute } from "../../../contract/leads/lead-paths.ts";
import { testEngines } from "../../db/test-databases.ts";
import { useApiApp, useStandInSite } from "./api-test-app.ts";

/** Issue 24 §3: where each lead came from, as the form's script sends it and as the post's Referer shows it. */

const { configFor } = useStandInSite();
const contact = { name: "Meera Iyer", email: "meera@example.in", message: "Please tell me about your mentorship programme." };

describe.each(testEngines())("a lead's origin on $name", (engine) => {
  const api = useApiApp(engine, () => configFor());

  const storedOrigin = async () => {
    const row = await api.t.database.db.selectFrom("leads").select("origin").executeTakeFirstOrThrow();
    return row.origin === null ? null : JSON.parse(row.origin);
  };
  const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.app.inject({ method: "POST", url: leadRoute("contact"), headers: { "content-type": "application/json", accept: "application/json", ...headers }, payload: JSON.stringify(body) });

  it("stores the landing page, the referrer, the campaign tags and the page the form was sent from", async () => {
    const answer = await post(
      {
        ...contact,
        landingPage: "/programs?utm_source=linkedin&utm_campaign=demo-day",
        referrer: "https://www.linkedin.com/",
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "demo-day",
        utmTerm: "agritech",
        utmContent: "banner-2",
      },
      { referer: "https://ankur.example.in/contact?topic=mentorship" },
    );
    expect(answer.statusCode).toBe(201);
    expect(await storedOrigin()).toEqual({
      landingPage: "/programs?utm_source=linkedin&utm_campaign=demo-day",
      referrer: "https://www.linkedin.com/",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "demo-day",
      utmTerm: "agritech",
      utmContent: "banner-2",
      formPage: "/contact?topic=mentorship",
    });
  });

  it("keeps of the landing page's query only its campaign tags (a mailed link's token stays out)", async () => {
    expect((await post({ ...contact, landingPage: "/api/data-rights/your-data?token=secret.part&utm_source=mail&x=1" })).statusCode).toBe(201);
    expect(await storedOrigin()).toEqual({ landingPage: "/api/data-rights/your-data?utm_source=mail" });
  });

  it("leaves out parts that fail their checks, and never refuses the lead over them", async () => {
    const answer = await post(
      { ...contact, landingPage: "//evil.example/x", referrer: "javascript:alert(1)", utmSource: "x".repeat(500), utmMedium: ["a"], utmCampaign: "spring\u0000sale" },
      { referer: "https://elsewhere.example/contact" },
    );
    expect(answer.statusCode).toBe(201);
    expect(await storedOrigin()).toEqual({ utmCampaign: "springsale" });
  });

  it("notes the page a form was posted from without JavaScript, and stores nothing when nothing is known", async () => {
    const plain = await api.app.inject({
      method: "POST",
      url: leadRoute("contact"),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", referer: "https://ankur.example.in/contact" },
      payload: new URLSearchParams(contact).toString(),
    });
    expect(plain.statusCode).toBe(201);
    expect(await storedOrigin()).toEqual({ formPage: "/contact" });
    await api.t.database.db.deleteFrom("leads").execute();
    expect((await post(contact)).statusCode).toBe(201);
    expect(await storedOrigin()).toBeNull();
  });
});

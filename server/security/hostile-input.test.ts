import { describe, expect, it } from "vitest";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { ADMIN_API } from "../../contract/staff-inbox/inbox-paths.ts";
import { ADMIN_TEXT } from "../../contract/staff-inbox/inbox-answers.ts";
import { addStaff, api } from "../api/admin/admin-test-helpers.ts";
import { postJson, useStandInSite, useApiApp } from "../api/leads/api-test-app.ts";
import { findLead } from "../db/leads-repository.ts";
import { testEngines } from "../db/test-databases.ts";

/** The bugs the fuzzing of issue 11 found, kept as plain regression tests. */
const SITE = "https://ankur.example.in";
const contact = { name: "Ravi Shankar", email: "ravi@dhara-labs.in", message: "About mentoring." };

describe.each(testEngines())("hostile input regressions on $name", (engine) => {
  const { configFor } = useStandInSite();
  const served = useApiApp(engine, () => configFor({ SITE_URL: SITE }));

  it("names an unknown field called constructor or toString, like any other", async () => {
    const res = await postJson(served.app, leadRoute("contact"), `{"name":"Ravi","email":"ravi@dhara-labs.in","message":"Hi","constructor":"x","toString":1}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ constructor: "This form has no such field.", toString: "This form has no such field." });
  });

  it("stores a lone surrogate as the U+FFFD it becomes, the same on both engines, so what was checked is what is stored", async () => {
    const res = await postJson(served.app, leadRoute("contact"), { ...contact, name: "Ravi \uD800 Shankar" });
    expect(res.statusCode).toBe(201);
    expect((await findLead(served.t.database, res.json().id))?.fields.name).toBe("Ravi \uFFFD Shankar");
  });

  it("answers a sign-in address with a NUL 422, not 500 (PostgreSQL cannot compare text with NUL)", async () => {
    await addStaff(served.t.database, "meena@ankur.example.in", "Western-Ghats-2026");
    const res = await served.app.inject({
      method: "POST",
      url: api(ADMIN_API.signIn),
      headers: { "content-type": "application/json", origin: SITE },
      payload: JSON.stringify({ email: "meena@ankur.example.in\u0000", password: "Western-Ghats-2026" }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: ADMIN_TEXT.signInWrong });
  });

  it("answers an admin URL with %00 in a parameter or the query 400, not 500", async () => {
    for (const url of [api("/admin/leads/%00"), `${api(ADMIN_API.leads)}?q=%00`, `${api(ADMIN_API.exportCsv)}?q=a%00b`]) {
      const res = await served.app.inject({ method: "GET", url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json()).toEqual({ message: ADMIN_TEXT.badRequest });
    }
  });
});

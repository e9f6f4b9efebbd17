import { describe, expect, it } from "vitest";
import { leadRoute } from "../../../contract/leads/lead-paths.ts";
import { testEngines } from "../../db/test-databases.ts";
import { postJson, useApiApp, useStandInSite } from "./api-test-app.ts";

/** Issue 24 §2: a lead's confirmation carries the signed link to everything held about its address, which opens it. */

const { configFor } = useStandInSite();
const contact = { name: "Meera Iyer", email: "meera.iyer@example.in", message: "Please tell me about your mentorship programme." };

describe.each(testEngines())("the confirmation's link to the person's data on $name", (engine) => {
  const api = useApiApp(engine, () => configFor());

  it("is in the visitor's confirmation and shows the lead it confirms", async () => {
    const stored = await postJson(api.app, leadRoute("contact"), contact);
    expect(stored.statusCode).toBe(201);
    const { body } = await api.t.database.db.selectFrom("mail_outbox").select("body").where("audience", "=", "visitor").executeTakeFirstOrThrow();
    const links = body.match(/https:\/\/ankur\.example\.in\/\S+/g) ?? [];
    const yourData = links.find((candidate) => candidate.includes("token="));
    expect(yourData).toBeDefined();
    const page = await api.app.inject({ method: "GET", url: new URL(yourData!).pathname + new URL(yourData!).search, headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(stored.json().id);
  });
});

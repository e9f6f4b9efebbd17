import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "../../../contract/leads/idempotency-key.ts";
import { CONTACT_SUCCESS, INCUBATION_DEFAULT_MESSAGE } from "../../../contract/leads/lead-messages.ts";
import { type LeadKind, leadRoute } from "../../../contract/leads/lead-paths.ts";
import { countLeads, listLeads } from "../../db/leads-repository.ts";
import { countOutbox } from "../../db/outbox-repository.ts";
import { testEngines } from "../../db/test-databases.ts";
import { useStandInSite, useApiApp } from "./api-test-app.ts";
import { FAILURE_TEXT } from "./lead-answers.ts";
import { eventRegistration } from "./test-bodies.ts";
import { dataUrl, pdfBytes } from "./test-files.ts";

const { configFor } = useStandInSite();

const contact = {
  name: "Rohan Mehta",
  email: "rohan@tarang-energy.in",
  organization: "Tarang Energy",
  role: "Founder",
  message: "Could we join the next clean-energy cohort?",
  website: "",
};
const incubation = {
  companyName: "Jaldhara Water Labs",
  founderName: "Nandini Rao",
  email: "nandini@jaldhara.in",
  industrySector: "Sustainability",
  stage: "Early Revenue",
  pitchDeck: dataUrl(pdfBytes(), "application/pdf"),
  pitchDeckName: "jaldhara-deck.pdf",
  motivation: "Our low-cost filters are in twelve villages; we need help to reach a hundred.",
  website: "",
};

const KEY = "3f0c6a52-7b1e-4d2a-9c8e-5a4b3c2d1e0f";

function postKeyed(app: FastifyInstance, kind: LeadKind, body: unknown, key?: string | string[]) {
  return app.inject({
    method: "POST",
    url: leadRoute(kind),
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
    },
    payload: JSON.stringify(body),
  });
}

describe.each(testEngines())("Idempotency-Key on the submit endpoints on $name", (engine) => {
  const served = useApiApp(engine, () => configFor());

  it("answers the same key and body twice with the first answer, storing one lead and one set of e-mails", async () => {
    const first = await postKeyed(served.app, "contact", contact, KEY);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: CONTACT_SUCCESS, id: expect.stringMatching(/^CON-/) });
    // The same fields in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(contact).reverse());
    const second = await postKeyed(served.app, "contact", reordered, KEY);
    expect(second.statusCode).toBe(201);
    expect(second.headers["cache-control"]).toBe("no-store");
    expect(second.body).toBe(first.body);
    expect(await countLeads(served.t.database)).toBe(1);
    expect(await countOutbox(served.t.database)).toEqual({ pending: 2, sending: 0, sent: 0, failed: 0 });
  });

  it("repeats the incubation answer with the same applicationId, keeping one pitch deck", async () => {
    const first = await postKeyed(served.app, "incubation", incubation, KEY);
    const second = await postKeyed(served.app, "incubation", incubation, KEY);
    expect(first.json()).toEqual({ success: true, message: INCUBATION_DEFAULT_MESSAGE, id: expect.stringMatching(/^INC-/), applicationId: first.json().id });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await countLeads(served.t.database)).toBe(1);
    expect((await listLeads(served.t.database))[0]?.pitchDeck?.mediaType).toBe("application/pdf");
  });

  it("stores one lead for 20 requests with the same key at once, and gives all of them its answer", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => postKeyed(served.app, "contact", contact, KEY)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await countLeads(served.t.database)).toBe(1);
    expect(await countOutbox(served.t.database)).toEqual({ pending: 2, sending: 0, sent: 0, failed: 0 });
  });

  it("stores every lead of a burst with different keys, and one per key when some repeat", async () => {
    const keys = Array.from({ length: 10 }, (_, i) => `burst-key-${String(i).padStart(8, "0")}`);
    const answers = await Promise.all([...keys, ...keys].map((key, i) => postKeyed(served.app, "contact", { ...contact, message: `Message ${i % 10}` }, key)));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    for (let i = 0; i < 10; i++) expect(answers[i + 10]?.json().id).toBe(answers[i]?.json().id);
    expect(await countLeads(served.t.database)).toBe(10);
  });

  it("answers 422 when the key comes again with different content, and stores nothing more", async () => {
    const first = await postKeyed(served.app, "contact", contact, KEY);
    expect(first.statusCode).toBe(201);
    const changed = await postKeyed(served.app, "contact", { ...contact, message: "A different message." }, KEY);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ success: false, message: FAILURE_TEXT.idempotencyKeyReused });
    expect(await countLeads(served.t.database)).toBe(1);
    expect(await countOutbox(served.t.database)).toMatchObject({ pending: 2 });
  });

  it("keeps keys apart per form: the same key on another form is a new lead", async () => {
    await postKeyed(served.app, "contact", contact, KEY);
    const other = await postKeyed(served.app, "event-registration", eventRegistration, KEY);
    expect(other.statusCode).toBe(201);
    expect(other.json().id).toMatch(/^EVT-/);
    expect(await countLeads(served.t.database)).toBe(2);
  });

  it("answers 400 to a malformed key and stores nothing", async () => {
    for (const key of ["", "short", "x".repeat(101), "not a valid key at all", "key;drop-table-leads", [KEY, KEY]]) {
      const res = await postKeyed(served.app, "contact", contact, key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: FAILURE_TEXT.malformedIdempotencyKey });
    }
    expect(await countLeads(served.t.database)).toBe(0);
  });

  it("stores two leads for two sends without a key, as before", async () => {
    const first = await postKeyed(served.app, "contact", contact);
    const second = await postKeyed(served.app, "contact", contact);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().id).not.toBe(second.json().id);
    expect(await countLeads(served.t.database)).toBe(2);
  });

  it("lets the first send with a key be refused and a corrected one with the same key be stored", async () => {
    const refused = await postKeyed(served.app, "contact", { ...contact, email: "not-an-email" }, KEY);
    expect(refused.statusCode).toBe(422);
    const accepted = await postKeyed(served.app, "contact", contact, KEY);
    expect(accepted.statusCode).toBe(201);
    const [lead] = await listLeads(served.t.database);
    expect(lead?.reference).toBe(accepted.json().id);
  });
});

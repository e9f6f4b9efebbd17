import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { CHALLENGE_FIELD, CHALLENGE_PATH, CHALLENGE_REFUSED } from "../../../contract/leads/lead-challenge.ts";
import { leadRoute } from "../../../contract/leads/lead-paths.ts";
import { testEngines } from "../../db/test-databases.ts";
import { TEST_CHALLENGE_KEY, postJson, useApiApp, useStandInSite } from "../leads/api-test-app.ts";
import { corporateInquiry } from "../leads/test-bodies.ts";
import { CHALLENGE_LIFETIME_MS } from "./lead-challenge.ts";
import { signedChallenge, solvedPayload } from "./solved-payload.ts";

/**
 * Issue 24 §1: the proof-of-work spam check. A lead with a good solution is
 * "verified" and counted against the generous limit; one without is stored
 * "unverified" within the ordinary limit; a bad, expired or reused solution
 * is refused in words the form's script recognises (errors.altcha).
 */

const { configFor } = useStandInSite();
const ONE_ADDRESS = "203.0.113.9";
const contact = { name: "Meera Iyer", email: "meera@example.in", organization: "Jaipur Rugs Foundation", message: "Please tell me about your mentorship programme." };

const postContact = (app: FastifyInstance, body: Record<string, unknown>, remoteAddress = ONE_ADDRESS) => postJson(app, leadRoute("contact"), body, remoteAddress);

describe.each(testEngines())("the spam check on $name", (engine) => {
  const api = useApiApp(engine, () => configFor({ RATE_LIMIT_MAX: "20", RATE_LIMIT_VERIFIED_MAX: "200" }));

  const storedLeads = () => api.t.database.db.selectFrom("leads").select(["reference", "verification", "origin"]).orderBy("id").execute();

  it("issues a signed challenge that is never cached, and a lead sent with its solution is stored verified", async () => {
    const answer = await api.app.inject({ method: "GET", url: CHALLENGE_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const challenge = answer.json();
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1000 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + CHALLENGE_LIFETIME_MS - 60_000);

    const stored = await postContact(api.app, { ...contact, [CHALLENGE_FIELD]: await solvedPayload(challenge) });
    expect(stored.statusCode).toBe(201);
    expect(await storedLeads()).toEqual([expect.objectContaining({ reference: stored.json().id, verification: "verified" })]);
  });

  it("takes a burst of 50 verified submissions from one address, where the ordinary limit is 20", async () => {
    const payloads = await Promise.all(Array.from({ length: 50 }, async () => solvedPayload(await signedChallenge(TEST_CHALLENGE_KEY))));
    const answers = await Promise.all(payloads.map((payload, i) => postContact(api.app, { ...contact, message: `Question ${i} about the programme.`, [CHALLENGE_FIELD]: payload })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));
    const leads = await storedLeads();
    expect(leads).toHaveLength(50);
    expect(new Set(leads.map((lead) => lead.verification))).toEqual(new Set(["verified"]));
  });

  it("refuses a solution sent a second time, and stores the lead once", async () => {
    const payload = await solvedPayload(await signedChallenge(TEST_CHALLENGE_KEY));
    expect((await postContact(api.app, { ...contact, [CHALLENGE_FIELD]: payload })).statusCode).toBe(201);
    const replay = await postContact(api.app, { ...contact, message: "Another message with the same solution.", [CHALLENGE_FIELD]: payload });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({ success: false, message: CHALLENGE_REFUSED.used, errors: { [CHALLENGE_FIELD]: CHALLENGE_REFUSED.used } });
    expect(await storedLeads()).toHaveLength(1);
  });

  it("lets only one of two requests with one solution through when they arrive together", async () => {
    const payload = await solvedPayload(await signedChallenge(TEST_CHALLENGE_KEY));
    const answers = await Promise.all([1, 2, 3].map((i) => postContact(api.app, { ...contact, message: `Message ${i}.`, [CHALLENGE_FIELD]: payload })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
    expect(await storedLeads()).toHaveLength(1);
  });

  it("refuses an expired solution", async () => {
    const payload = await solvedPayload(await signedChallenge(TEST_CHALLENGE_KEY, { expiresAt: new Date(Date.now() - 1000) }));
    const answer = await postContact(api.app, { ...contact, [CHALLENGE_FIELD]: payload });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ [CHALLENGE_FIELD]: CHALLENGE_REFUSED.expired });
    expect(await storedLeads()).toHaveLength(0);
  });

  it("refuses a challenge signed with another key, a tampered one, and payloads that are not one", async () => {
    const forged = await solvedPayload(await signedChallenge("another-key-of-at-least-32-characters!!"));
    const honest = JSON.parse(Buffer.from(await solvedPayload(await signedChallenge(TEST_CHALLENGE_KEY)), "base64").toString());
    honest.challenge.parameters.expiresAt += 3600;
    const tampered = Buffer.from(JSON.stringify(honest)).toString("base64");
    const deep = Buffer.from("[".repeat(500) + "]".repeat(500)).toString("base64");
    const answers = [];
    for (const payload of [forged, tampered, "not base64 at all", deep, "A".repeat(3_000), 12, ["x"]]) {
      const answer = await postContact(api.app, { ...contact, [CHALLENGE_FIELD]: payload });
      answers.push({ status: answer.statusCode, errors: answer.json().errors });
    }
    expect(answers).toEqual(Array(7).fill({ status: 422, errors: { [CHALLENGE_FIELD]: CHALLENGE_REFUSED.invalid } }));
    // One the size of a form's whole body is refused before anything reads it.
    expect((await postContact(api.app, { ...contact, [CHALLENGE_FIELD]: "A".repeat(100_000) })).statusCode).toBe(413);
    expect(await storedLeads()).toHaveLength(0);
  });

  it("stores a lead without a solution as unverified, within the ordinary limit, counted apart from verified ones", async () => {
    for (let i = 0; i < 20; i++) expect((await postContact(api.app, { ...contact, message: `Unchecked ${i}.` })).statusCode).toBe(201);
    const over = await postContact(api.app, { ...contact, message: "One too many." });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many submissions from your network\. Please try again in /);
    // A visitor behind the same address whose browser solved the check still gets through.
    const verified = await postContact(api.app, { ...contact, [CHALLENGE_FIELD]: await solvedPayload(await signedChallenge(TEST_CHALLENGE_KEY)) });
    expect(verified.statusCode).toBe(201);
    const leads = await storedLeads();
    expect(leads.filter((lead) => lead.verification === "unverified")).toHaveLength(20);
    expect(leads.filter((lead) => lead.verification === "verified")).toHaveLength(1);
  });

  it("checks a solution sent in a multipart form post (the form's script sends FormData)", async () => {
    const payload = await solvedPayload(await signedChallenge(TEST_CHALLENGE_KEY));
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...corporateInquiry, interests: "Process Automation", [CHALLENGE_FIELD]: payload })) form.append(name, String(value));
    const request = new Request("http://x", { method: "POST", body: form });
    const answer = await api.app.inject({
      method: "POST",
      url: leadRoute("corporate-inquiry"),
      headers: { "content-type": request.headers.get("content-type") ?? "", accept: "application/json" },
      payload: Buffer.from(await request.arrayBuffer()),
      remoteAddress: ONE_ADDRESS,
    });
    expect(answer.statusCode).toBe(201);
    expect(await storedLeads()).toEqual([expect.objectContaining({ verification: "verified" })]);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-client";
import { CHALLENGE_REFUSED } from "../../../contract/leads/lead-challenge.ts";
import { VISIT_ORIGIN_STORAGE_KEY } from "../../../contract/leads/lead-origin.ts";
import { failureOf, postLeadForm } from "./post-lead-form";
import type { SpamCheck } from "./spam-check";

/** A spam check that hands out the given payloads in turn, moving on each time one is spent. */
function fakeCheck(payloads: string[]): SpamCheck & { spent: ReturnType<typeof vi.fn<() => void>> } {
  let index = 0;
  return { start: () => {}, payload: async () => payloads[index], spent: vi.fn<() => void>(() => void (index += 1)) };
}

afterEach(() => vi.unstubAllGlobals());

function answering(status: number, body: string) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("postLeadForm", () => {
  it("posts the FormData to the form's endpoint asking for JSON, with a key", async () => {
    const fetchMock = answering(201, JSON.stringify({ success: true }));
    const data = new FormData();
    data.append("name", "Asha");
    await expect(postLeadForm("contact", data, { name: "Asha" })).resolves.toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact/submit.php");
    expect(init.body).toBe(data);
    const headers = init.headers as Record<string, string>;
    expect(headers.Accept).toBe("application/json");
    expect(headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("repeats the key when the same values go again after a failure, and not after a success", async () => {
    const fetchMock = answering(500, "{}");
    const keyOf = (call: number) => ((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>)["Idempotency-Key"];
    await expect(postLeadForm("partnership", new FormData(), { a: "1" })).rejects.toBeInstanceOf(ApiError);
    await expect(postLeadForm("partnership", new FormData(), { a: "1" })).rejects.toBeInstanceOf(ApiError);
    expect(keyOf(1)).toBe(keyOf(0));
    await expect(postLeadForm("partnership", new FormData(), { a: "2" })).rejects.toBeInstanceOf(ApiError);
    expect(keyOf(2)).not.toBe(keyOf(1));
  });

  it("sends the spam check's solution and the visit's origin with the form, and spends the solution once it was taken", async () => {
    const fetchMock = answering(201, JSON.stringify({ success: true }));
    const noted = JSON.stringify({ landingPage: "/programs?utm_source=x", utmSource: "x" });
    vi.stubGlobal("window", { sessionStorage: { getItem: (key: string) => (key === VISIT_ORIGIN_STORAGE_KEY ? noted : null) } });
    const check = fakeCheck(["solution-1", "solution-2"]);
    await postLeadForm("event-registration", new FormData(), { c: 1 }, check);
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({ altcha: "solution-1", landingPage: "/programs?utm_source=x", utmSource: "x" });
    expect(check.spent).toHaveBeenCalledTimes(1);
  });

  it("solves anew and sends once more when the server refuses the solution, with the same key", async () => {
    const refusal = { success: false, message: CHALLENGE_REFUSED.expired, errors: { altcha: CHALLENGE_REFUSED.expired } };
    const answers = [new Response(JSON.stringify(refusal), { status: 422 }), new Response(JSON.stringify({ success: true }), { status: 201 })];
    const sentSolutions: unknown[] = [];
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
      const body = init?.body as FormData | undefined;
      sentSolutions.push(body?.get("altcha"));
      return answers.shift()!;
    });
    vi.stubGlobal("fetch", fetchMock);
    const check = fakeCheck(["old", "new"]);
    await expect(postLeadForm("download-request", new FormData(), { d: 1 }, check)).resolves.toEqual({ success: true });
    expect(sentSolutions).toEqual(["old", "new"]);
    const keys = fetchMock.mock.calls.map((call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)["Idempotency-Key"]);
    expect(keys[1]).toBe(keys[0]);
  });

  it("sends the form without the field when no solution is to be had (the lead goes unverified)", async () => {
    const fetchMock = answering(201, JSON.stringify({ success: true }));
    const data = new FormData();
    data.set("altcha", "stale");
    await postLeadForm("corporate-inquiry", data, { e: 1 }, fakeCheck([]));
    expect(((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData).has("altcha")).toBe(false);
  });

  it("says the server could not be reached when fetch fails", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const error = await postLeadForm("incubation", new FormData(), { b: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).failure).toEqual({ kind: "unreachable" });
    expect((error as ApiError).message).toBe("Network error occurred");
  });
});

describe("failureOf", () => {
  it("reads the message and the field messages of a refusal", () => {
    expect(failureOf(422, { message: "Please fill in all required fields", errors: { name: "Please enter your name.", x: 3 } })).toEqual({
      kind: "error-answer",
      status: 422,
      message: "Please fill in all required fields",
      errors: { name: "Please enter your name." },
    });
  });

  it("has no message for an answer without one (the form's fallback text applies)", () => {
    expect(failureOf(502, undefined)).toEqual({ kind: "error-answer", status: 502 });
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-client";
import { failureOf, postLeadForm } from "./post-lead-form";

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

import { afterEach, describe, expect, it, vi } from "vitest";
import { isIdempotencyKey } from "../../../contract/leads/idempotency-key.ts";
import { postLead } from "./post-lead";

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.restoreAllMocks();
});

const keysSent = (fetchSpy: { mock: { calls: unknown[][] } }) =>
  fetchSpy.mock.calls.map(([, init]) => ((init as RequestInit).headers as Record<string, string>)["Idempotency-Key"]);

describe("postLead", () => {
  it("sends an Idempotency-Key, the same one for a retry of the same values, a new one after a success or a change", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(answer(201, { success: true, message: "ok", id: "EVT-2026-ABCDEF" }))
      .mockResolvedValueOnce(answer(503, { success: false, message: "We could not save your submission just now." }))
      .mockResolvedValueOnce(answer(201, { success: true, message: "ok", id: "EVT-2026-GHIJKL" }));
    const request = { eventId: "term-sheets-decoded-2026", fullName: "Asha Verma", email: "asha@verma-foods.in", website: "" };
    await expect(postLead("event-registration", request)).rejects.toThrow("Network error occurred");
    await postLead("event-registration", request);
    await expect(postLead("event-registration", request)).rejects.toThrow("We could not save your submission just now.");
    await postLead("event-registration", { ...request, fullName: "Asha R. Verma" });
    const [first, retry, afterSuccess, changed] = keysSent(fetchSpy);
    expect(isIdempotencyKey(first)).toBe(true);
    expect(retry).toBe(first);
    expect(afterSuccess).not.toBe(first);
    expect(changed).not.toBe(afterSuccess);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/event-registration/submit.php");
  });

  it("keeps each form's attempt apart", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const request = { email: "founder@startup.in", website: "" };
    await expect(postLead("download-request", { resourceId: "three-year-saas-model", ...request })).rejects.toThrow("Network error occurred");
    await expect(postLead("download-request", { resourceId: "pitch-deck-template", ...request })).rejects.toThrow("Network error occurred");
    const [one, other] = keysSent(fetchSpy);
    expect(one).not.toBe(other);
  });
});

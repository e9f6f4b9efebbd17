import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminApiError, exportCsvUrl, fetchInbox, fetchSession, isSignedOut, pitchDeckUrl, saveStatus, signIn, signOut } from "./admin-api";

const answer = (status: number, body: unknown) =>
  new Response(body === undefined ? "" : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("admin API client", () => {
  it("sends JSON with Accept and the same-origin cookie, and unwraps the answer", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(200, { email: "anjali@ankur.example.in", expiresAt: "x" }));
    expect(await signIn("anjali@ankur.example.in", "pw")).toEqual({ email: "anjali@ankur.example.in", expiresAt: "x" });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/sign-in");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ email: "anjali@ankur.example.in", password: "pw" }),
    });
  });

  it("sends no body and no Content-Type when there is nothing to send", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(200, { signedOut: true }));
    await signOut();
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({ Accept: "application/json" });
    expect(init).not.toHaveProperty("body");
  });

  it("puts the filters and cursor in the query string", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => answer(200, { leads: [], total: 0 }));
    await fetchInbox({ kind: "contact", q: "priya", older: { submittedAt: "2026-03-14T05:30:00.000Z", id: 7 } });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/admin/leads?kind=contact&q=priya&older=2026-03-14T05%3A30%3A00.000Z_7");
    await saveStatus("INC-2026-7KQ3M9", "closed");
    expect(fetchSpy.mock.calls[1]?.[0]).toBe("/api/admin/leads/INC-2026-7KQ3M9/status");
    expect(fetchSpy.mock.calls[1]?.[1]?.method).toBe("PUT");
  });

  it("turns a refused sign-in into an error with the server's text and why", async () => {
    const refusal = { reason: "locked", retryAfterSeconds: 840, until: "2026-03-14T09:15:00.000Z" };
    vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(429, { message: "Sign-in is locked until 14:45 IST.", refusal }));
    const error = await signIn("a@b.in", "x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect((error as AdminApiError).message).toBe("Sign-in is locked until 14:45 IST.");
    expect((error as AdminApiError).refusal).toEqual(refusal);
  });

  it("says when the session is gone, and when the server cannot be reached", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(answer(401, { message: "Please sign in" })).mockResolvedValueOnce(answer(401, {}));
    expect(await fetchSession()).toBeNull();
    expect(isSignedOut(await fetchInbox({}).catch((e: unknown) => e))).toBe(true);
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const offline = await fetchInbox({}).catch((e: unknown) => e);
    expect((offline as AdminApiError).message).toBe("Network error occurred");
    expect(isSignedOut(offline)).toBe(false);
  });

  it("builds the download links: the CSV of the filters (no cursor) and a pitch deck", () => {
    expect(exportCsvUrl({ status: "new", newer: { submittedAt: "2026-03-14T05:30:00.000Z", id: 1 } })).toBe("/api/admin/leads/export.csv?status=new");
    expect(exportCsvUrl({})).toBe("/api/admin/leads/export.csv");
    expect(pitchDeckUrl("INC-2026-7KQ3M9")).toBe("/api/admin/leads/INC-2026-7KQ3M9/pitch-deck");
  });
});

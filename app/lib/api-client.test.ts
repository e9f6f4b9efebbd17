import { afterEach, describe, expect, it, vi } from "vitest";
import { API_ERROR_TEXT, ApiError, apiBase, postJson } from "./api-client";

const jsonAnswer = (status: number, body: unknown) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.useRealTimers();
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("the call did not fail");
}

describe("postJson", () => {
  it("sends JSON to the path under /api with Accept: application/json and cookies, and unwraps the answer", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonAnswer(201, { success: true, message: "ok", id: "CON-2026-ABCDEF" }));
    const data = await postJson("/contact/submit.php", { name: "Priya" });
    expect(data).toEqual({ success: true, message: "ok", id: "CON-2026-ABCDEF" });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/contact/submit.php");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ name: "Priya" }),
    });
  });

  it("returns an empty or non-JSON success answer as undefined", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("", { status: 200 }));
    expect(await postJson("/x", {})).toBeUndefined();
  });

  // Spec §8, the general rows.
  it("an error answer with a message: that message", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonAnswer(422, { success: false, message: "Please fill in all required fields", errors: { name: "Please enter your name.", bad: 3 } }));
    const error = await failureOf(postJson("/x", {}));
    expect(error.message).toBe("Please fill in all required fields");
    expect(error.failure).toEqual({ kind: "error-answer", status: 422, message: "Please fill in all required fields", errors: { name: "Please enter your name." } });
  });

  it("an error answer without a message: 'An error occurred'", async () => {
    for (const answer of [jsonAnswer(500, { success: false }), jsonAnswer(502, "<html>Bad gateway</html>"), new Response(null, { status: 503 }), jsonAnswer(400, { message: "  " })]) {
      vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(answer);
      const error = await failureOf(postJson("/x", {}));
      expect(error.message).toBe(API_ERROR_TEXT.errorWithoutMessage);
      expect(error.message).toBe("An error occurred");
    }
  });

  it("no answer because the server cannot be reached: 'Network error occurred'", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await failureOf(postJson("/x", {}));
    expect(error.message).toBe("Network error occurred");
    expect(error.failure.kind).toBe("unreachable");
  });

  it("no answer in time (when a timeout is set): 'Network error occurred'", async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const call = failureOf(postJson("/x", {}, { timeoutMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await call;
    expect(error.message).toBe("Network error occurred");
    expect(error.failure.kind).toBe("no-answer");
  });

  it("a status without a readable body: no answer", async () => {
    const broken = new Response("x", { status: 201 });
    vi.spyOn(broken, "text").mockRejectedValue(new TypeError("network error"));
    vi.spyOn(globalThis, "fetch").mockResolvedValue(broken);
    expect((await failureOf(postJson("/x", {}))).failure.kind).toBe("no-answer");
  });

  it("sets no timeout by default (spec §9)", async () => {
    const timeoutSpy = vi.spyOn(globalThis, "setTimeout");
    vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonAnswer(201, {}));
    await postJson("/x", {});
    expect(timeoutSpy).not.toHaveBeenCalled();
  });

  it("rethrows the caller's own abort", async () => {
    const controller = new AbortController();
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const call = postJson("/x", {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("apiBase", () => {
  it("is /api unless VITE_API_BASE sets another, without a trailing slash", () => {
    expect(apiBase(undefined)).toBe("/api");
    expect(apiBase("")).toBe("/api");
    expect(apiBase("https://api.ankur-ecosystem.in/api/")).toBe("https://api.ankur-ecosystem.in/api");
  });
});

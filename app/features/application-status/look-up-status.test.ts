import { afterEach, describe, expect, it, vi } from "vitest";
import { APPLICATION_NOT_FOUND } from "../../../contract/leads/application-status.ts";
import { generalErrorText } from "../lead-forms/lead-error-text";
import { interpretStatusAnswer, lookUpApplicationStatus } from "./look-up-status";

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("lookUpApplicationStatus", () => {
  it("posts the ID and address and gives back the status", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(200, { success: true, applicationId: "INC-2026-7KQ3M9", status: "shortlisted" }));
    expect(await lookUpApplicationStatus({ applicationId: "INC-2026-7KQ3M9", email: "a@b.in" })).toEqual({
      success: true,
      applicationId: "INC-2026-7KQ3M9",
      status: "shortlisted",
    });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/incubation/status.php");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ applicationId: "INC-2026-7KQ3M9", email: "a@b.in" });
  });

  it("shows the server's text for an unknown application, and the general ones otherwise", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(answer(404, { success: false, message: APPLICATION_NOT_FOUND }));
    expect(generalErrorText(await lookUpApplicationStatus({ applicationId: "INC-2026-AAAAAA", email: "a@b.in" }).catch((e: unknown) => e))).toBe(
      APPLICATION_NOT_FOUND,
    );
    vi.spyOn(globalThis, "fetch").mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(generalErrorText(await lookUpApplicationStatus({ applicationId: "x", email: "y" }).catch((e: unknown) => e))).toBe("Network error occurred");
  });
});

describe("interpretStatusAnswer", () => {
  it("takes only a status the page knows", () => {
    expect(() => interpretStatusAnswer({ success: true, applicationId: "INC-2026-7KQ3M9", status: "qualified" })).toThrow("An error occurred");
    expect(() => interpretStatusAnswer(undefined)).toThrow("An error occurred");
  });
});

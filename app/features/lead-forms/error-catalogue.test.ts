import { afterEach, describe, expect, it, vi } from "vitest";
import { LEAD_ERROR_TEXT, fieldErrorsOf, generalErrorText, incubationErrorText } from "./lead-error-text";
import { interpretIncubationAnswer } from "./incubation-answer";
import { postLeadForm } from "./post-lead-form";

/**
 * Spec §8, row by row, through the forms' client (./post-lead-form.ts) against
 * a stubbed fetch: the text each form shows in each situation.
 */
const answer = (status: number, body: unknown) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const situations = {
  "server error response with a message": () => Promise.resolve(answer(429, { success: false, message: "Too many submissions from your network. Please try again in 10 minutes." })),
  "server error response without a message": () => Promise.resolve(answer(500, { success: false })),
  "no response: the server cannot be reached": () => Promise.reject(new TypeError("Failed to fetch")),
  "no response: the answer broke off": () => {
    const broken = new Response("{", { status: 201 });
    vi.spyOn(broken, "text").mockRejectedValue(new TypeError("network error"));
    return Promise.resolve(broken);
  },
} as const;

type Situation = keyof typeof situations;

/** Sends a form as its island does: the incubation form reads the answer for its Application ID. */
async function send(form: "contact" | "partnership" | "incubation"): Promise<unknown> {
  const data = await postLeadForm(form, new FormData(), { form });
  return form === "incubation" ? interpretIncubationAnswer(data) : data;
}

async function textShown(form: "contact" | "partnership" | "incubation", situation: Situation): Promise<string> {
  vi.spyOn(globalThis, "fetch").mockImplementation(situations[situation]);
  try {
    await send(form);
  } catch (error) {
    return form === "incubation" ? incubationErrorText(error) : generalErrorText(error);
  }
  throw new Error("did not fail");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(["contact", "partnership"] as const)("the %s form's error texts", (form) => {
  it.each([
    ["server error response with a message", "Too many submissions from your network. Please try again in 10 minutes."],
    ["server error response without a message", "An error occurred"],
    ["no response: the server cannot be reached", "Network error occurred"],
    ["no response: the answer broke off", "Network error occurred"],
  ] as const)("%s: %s", async (situation, text) => {
    expect(await textShown(form, situation)).toBe(text);
  });

  it("anything else: 'An error occurred. Please try again.'", () => {
    expect(generalErrorText(new Error("boom"))).toBe("An error occurred. Please try again.");
    expect(generalErrorText(undefined)).toBe(LEAD_ERROR_TEXT.generalFallback);
  });
});

describe("the incubation form's error texts", () => {
  it.each([
    ["server error response with a message", "Too many submissions from your network. Please try again in 10 minutes."],
    ["server error response without a message", "Failed to submit application. Please try again."],
    ["no response: the server cannot be reached", "Unable to connect to server. Please check your internet connection."],
    ["no response: the answer broke off", "No response received from server"],
  ] as const)("%s: %s", async (situation, text) => {
    expect(await textShown("incubation", situation)).toBe(text);
  });

  it("anything else: 'An error occurred while submitting your application. Please try again.'", () => {
    expect(incubationErrorText(new Error("FileReader failed"))).toBe("An error occurred while submitting your application. Please try again.");
  });

  it("an answer with neither success nor applicationId: the server's message, or 'Failed to submit application'", async () => {
    for (const [body, text] of [
      [{ message: "Applications are closed for this cohort" }, "Applications are closed for this cohort"],
      [{}, "Failed to submit application"],
      ["", "Failed to submit application"],
      [{ success: false, message: "Duplicate application" }, "Duplicate application"],
    ] as const) {
      vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(answer(200, body));
      const error = await send("incubation").catch((e: unknown) => e);
      expect(incubationErrorText(error)).toBe(text);
    }
  });
});

describe("interpretIncubationAnswer", () => {
  it("takes success with or without an Application ID, and an Application ID without success", () => {
    expect(interpretIncubationAnswer({ success: true, message: "Saved", applicationId: "INC-2026-7KQ3M9" })).toEqual({
      success: true,
      applicationId: "INC-2026-7KQ3M9",
      message: "Saved",
    });
    expect(interpretIncubationAnswer({ success: true })).toEqual({ success: true, message: "Application submitted successfully" });
    expect(interpretIncubationAnswer({ applicationId: "INC-2026-7KQ3M9" })).toMatchObject({ applicationId: "INC-2026-7KQ3M9" });
  });
});

describe("fieldErrorsOf", () => {
  it("gives the per-field messages of a 422 answer", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(422, { success: false, message: "x", errors: { email: "Please enter a valid e-mail address." } }));
    const error = await send("contact").catch((e: unknown) => e);
    expect(fieldErrorsOf(error)).toEqual({ email: "Please enter a valid e-mail address." });
    expect(fieldErrorsOf(new Error("x"))).toEqual({});
  });
});

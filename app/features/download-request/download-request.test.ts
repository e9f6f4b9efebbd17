import { describe, expect, it } from "vitest";
import { downloadRequestSchema } from "../../../contract/leads/download-request-schema.ts";
import { parseFormValues } from "../lead-forms/parse-form-values";
import { downloadConfirmation } from "./download-request";

// What the download modal sends: the file's id (a hidden field), the address typed and the empty honeypot.
const request = (email: string) => ({ resourceId: "seed-stage-business-plan", email, website: "" });

describe("download request", () => {
  it("requires a valid e-mail address", () => {
    expect(parseFormValues(downloadRequestSchema, request(" "))).toEqual({ ok: false, fieldErrors: { email: "Please enter your e-mail address." } });
    expect(parseFormValues(downloadRequestSchema, request("nobody@"))).toEqual({
      ok: false,
      fieldErrors: { email: "Please enter a valid e-mail address, such as name@company.in." },
    });
    expect(parseFormValues(downloadRequestSchema, request(" founder@startup.in "))).toEqual({ ok: true, request: request("founder@startup.in") });
  });

  it("says the file is on its way to the address", () => {
    expect(downloadConfirmation("Seed-Stage Business Plan", "a@b.in")).toBe(
      "Thank you. Seed-Stage Business Plan is on its way: our team e-mails it to a@b.in within one working day.",
    );
  });
});

import { describe, expect, it } from "vitest";
import { validateForm } from "../form-fields/validate-form";
import { downloadConfirmation, downloadRequestSchema } from "./download-request";

describe("download request", () => {
  it("requires a valid e-mail address", () => {
    expect(validateForm(downloadRequestSchema, { email: " " })).toEqual({ ok: false, errors: { email: "Please enter your e-mail address." } });
    expect(validateForm(downloadRequestSchema, { email: "nobody@" })).toEqual({
      ok: false,
      errors: { email: "Please enter a valid e-mail address, such as name@company.in." },
    });
    expect(validateForm(downloadRequestSchema, { email: " founder@startup.in " })).toEqual({ ok: true, data: { email: "founder@startup.in" } });
  });

  it("says how the file will reach the address", () => {
    expect(downloadConfirmation("Seed-Stage Business Plan", "a@b.in")).toBe(
      "Our team e-mails Seed-Stage Business Plan on request. Confirm your request on the contact form and we will send it to a@b.in.",
    );
  });
});

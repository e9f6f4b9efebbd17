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

  it("says the file is on its way to the address", () => {
    expect(downloadConfirmation("Seed-Stage Business Plan", "a@b.in")).toBe(
      "Seed-Stage Business Plan is on its way to a@b.in. It should arrive within a few minutes; check your spam folder if it doesn't.",
    );
  });
});

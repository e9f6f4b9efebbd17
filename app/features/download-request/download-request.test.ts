import { describe, expect, it } from "vitest";
import { validateForm } from "../form-fields/validate-form";
import { downloadConfirmation, downloadFormSchema } from "./download-request";

describe("download request", () => {
  it("requires a valid e-mail address", () => {
    expect(validateForm(downloadFormSchema, { email: " " })).toEqual({ ok: false, errors: { email: "Please enter your e-mail address." } });
    expect(validateForm(downloadFormSchema, { email: "nobody@" })).toEqual({
      ok: false,
      errors: { email: "Please enter a valid e-mail address, such as name@company.in." },
    });
    expect(validateForm(downloadFormSchema, { email: " founder@startup.in " })).toEqual({ ok: true, data: { email: "founder@startup.in" } });
  });

  it("says the file is on its way to the address", () => {
    expect(downloadConfirmation("Seed-Stage Business Plan", "a@b.in")).toBe(
      "Thank you. Seed-Stage Business Plan is on its way: our team e-mails it to a@b.in within one working day.",
    );
  });
});

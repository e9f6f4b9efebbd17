import { describe, expect, it } from "vitest";
import { parseLead } from "../lead-forms/validate-lead";
import { downloadConfirmation, downloadFormSchema } from "./download-request";

describe("download request", () => {
  it("requires a valid e-mail address", () => {
    expect(parseLead(downloadFormSchema, { email: " " })).toEqual({ ok: false, fieldErrors: { email: "Please enter your e-mail address." } });
    expect(parseLead(downloadFormSchema, { email: "nobody@" })).toEqual({
      ok: false,
      fieldErrors: { email: "Please enter a valid e-mail address, such as name@company.in." },
    });
    expect(parseLead(downloadFormSchema, { email: " founder@startup.in " })).toEqual({ ok: true, request: { email: "founder@startup.in" } });
  });

  it("says the file is on its way to the address", () => {
    expect(downloadConfirmation("Seed-Stage Business Plan", "a@b.in")).toBe(
      "Thank you. Seed-Stage Business Plan is on its way: our team e-mails it to a@b.in within one working day.",
    );
  });
});

import { describe, expect, it } from "vitest";
import { CONTACT_REQUIRED_FIELDS, contactSchema } from "../../../contract/leads/contact-schema.ts";
import { validateLead } from "./validate-lead";

const values = { name: "Priya", email: "priya@sahyadri-agro.in", organization: "", role: "", message: "Hello", website: "" };

describe("validateLead", () => {
  it("passes the values on as typed when they are valid", () => {
    expect(validateLead(contactSchema, CONTACT_REQUIRED_FIELDS, values)).toEqual({ ok: true, request: values });
  });

  it("gives spec §5's message and one message per invalid field", () => {
    expect(validateLead(contactSchema, CONTACT_REQUIRED_FIELDS, { ...values, name: " ", email: "x" })).toEqual({
      ok: false,
      message: "Please fill in all required fields",
      fieldErrors: { name: "Please enter your name.", email: "Please enter a valid e-mail address, such as name@company.in." },
    });
    expect(validateLead(contactSchema, CONTACT_REQUIRED_FIELDS, { ...values, email: "x" })).toMatchObject({
      message: "Please correct the highlighted fields and try again.",
    });
  });
});

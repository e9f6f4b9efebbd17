import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { CONTACT_REQUIRED_FIELDS, contactSchema } from "../../../contract/leads/contact-schema.ts";
import { requiredEmail, requiredText } from "../../../contract/leads/lead-fields.ts";
import { parseLead, validateLead } from "./validate-lead";

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

const schema = z.strictObject({
  name: requiredText("Please enter your name.", 100),
  email: requiredEmail(),
  tags: z.array(z.enum(["a", "b"])),
});

describe("parseLead", () => {
  it("gives the parsed data when every field is fine", () => {
    expect(parseLead(schema, { name: " Asha ", email: "asha@example.in ", tags: [] })).toEqual({
      ok: true,
      request: { name: "Asha", email: "asha@example.in", tags: [] },
    });
  });

  it("gives one message per invalid field, the first that applies", () => {
    expect(parseLead(schema, { name: "  ", email: "", tags: [] })).toEqual({
      ok: false,
      fieldErrors: { name: "Please enter your name.", email: "Please enter your e-mail address." },
    });
  });

  it("reports a malformed e-mail address as such", () => {
    expect(parseLead(schema, { name: "Asha", email: "asha@", tags: [] })).toEqual({
      ok: false,
      fieldErrors: { email: "Please enter a valid e-mail address, such as name@company.in." },
    });
  });

  it("maps an error inside a list to the list's field", () => {
    const result = parseLead(schema, { name: "Asha", email: "a@b.in", tags: ["c" as "a"] });
    expect(result.ok ? [] : Object.keys(result.fieldErrors)).toEqual(["tags"]);
  });
});

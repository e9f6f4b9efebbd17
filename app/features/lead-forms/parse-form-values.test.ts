import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { requiredEmail, requiredText } from "../../../contract/leads/lead-fields.ts";
import { parseFormValues } from "./parse-form-values";

const schema = z.strictObject({
  name: requiredText("Please enter your name.", 100),
  email: requiredEmail(),
  tags: z.array(z.enum(["a", "b"])),
});

describe("parseFormValues", () => {
  it("gives the parsed data when every field is fine", () => {
    expect(parseFormValues(schema, { name: " Asha ", email: "asha@example.in ", tags: [] })).toEqual({
      ok: true,
      request: { name: "Asha", email: "asha@example.in", tags: [] },
    });
  });

  it("gives one message per invalid field, the first that applies", () => {
    expect(parseFormValues(schema, { name: "  ", email: "", tags: [] })).toEqual({
      ok: false,
      fieldErrors: { name: "Please enter your name.", email: "Please enter your e-mail address." },
    });
  });

  it("reports a malformed e-mail address as such", () => {
    expect(parseFormValues(schema, { name: "Asha", email: "asha@", tags: [] })).toEqual({
      ok: false,
      fieldErrors: { email: "Please enter a valid e-mail address, such as name@company.in." },
    });
  });

  it("maps an error inside a list to the list's field", () => {
    const result = parseFormValues(schema, { name: "Asha", email: "a@b.in", tags: ["c"] });
    expect(result.ok ? [] : Object.keys(result.fieldErrors)).toEqual(["tags"]);
  });
});

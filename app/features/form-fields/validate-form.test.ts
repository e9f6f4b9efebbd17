import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { requiredEmail, requiredText } from "../../../contract/leads/lead-fields.ts";
import { errorSummaryItems, validateForm } from "./validate-form";

const schema = z.strictObject({
  name: requiredText("Please enter your name.", 100),
  email: requiredEmail(),
  tags: z.array(z.enum(["a", "b"])),
});

describe("validateForm", () => {
  it("gives the parsed data when every field is fine", () => {
    expect(validateForm(schema, { name: " Asha ", email: "asha@example.in ", tags: [] })).toEqual({
      ok: true,
      data: { name: "Asha", email: "asha@example.in", tags: [] },
    });
  });

  it("gives one message per invalid field, the first that applies", () => {
    expect(validateForm(schema, { name: "  ", email: "", tags: [] })).toEqual({
      ok: false,
      errors: { name: "Please enter your name.", email: "Please enter your e-mail address." },
    });
  });

  it("reports a malformed e-mail address as such", () => {
    expect(validateForm(schema, { name: "Asha", email: "asha@", tags: [] })).toEqual({
      ok: false,
      errors: { email: "Please enter a valid e-mail address, such as name@company.in." },
    });
  });

  it("maps an error inside a list to the list's field", () => {
    const result = validateForm(schema, { name: "Asha", email: "a@b.in", tags: ["c" as "a"] });
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(["tags"]);
  });
});

describe("errorSummaryItems", () => {
  it("lists the errors in form order with their labels", () => {
    const items = errorSummaryItems(
      { email: "Bad e-mail", name: "No name" },
      ["name", "email", "tags"],
      { name: "Name", email: "Email", tags: "Tags" },
    );
    expect(items).toEqual([
      { field: "name", label: "Name", message: "No name" },
      { field: "email", label: "Email", message: "Bad e-mail" },
    ]);
  });

  it("is empty without errors", () => {
    expect(errorSummaryItems({}, ["name"], { name: "Name" })).toEqual([]);
  });
});

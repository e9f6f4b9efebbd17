import { describe, expect, it } from "vitest";
import { FIELDS_INVALID, REQUIRED_FIELDS_MISSING } from "./lead-messages.ts";
import { fieldErrorsFrom, isMissingRequired, validationMessage } from "./validation-errors.ts";

describe("fieldErrorsFrom", () => {
  it("keeps the first message per field and names unknown fields", () => {
    expect(
      fieldErrorsFrom([
        { path: ["email"], message: "first" },
        { path: ["email"], message: "second" },
        { path: [], message: "x", code: "unrecognized_keys", keys: ["isAdmin"] },
      ]),
    ).toEqual({ email: "first", isAdmin: "This form has no such field." });
  });
});

describe("validationMessage", () => {
  it("says 'Please fill in all required fields' when a required field is absent or blank", () => {
    expect(validationMessage({ a: "x", b: "  " }, ["a", "b"])).toBe(REQUIRED_FIELDS_MISSING);
    expect(validationMessage({ a: "x" }, ["a", "b"])).toBe(REQUIRED_FIELDS_MISSING);
    expect(isMissingRequired(null, ["a"])).toBe(true);
  });

  it("asks to correct the fields otherwise", () => {
    expect(validationMessage({ a: "x", b: "y" }, ["a", "b"])).toBe(FIELDS_INVALID);
  });
});

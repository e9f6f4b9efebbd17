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

  it("names fields that share a name with Object.prototype's members, as plain keys", () => {
    const errors = fieldErrorsFrom([
      { path: [], message: "x", code: "unrecognized_keys", keys: ["constructor", "toString", "__proto__"] },
      { path: ["hasOwnProperty"], message: "first" },
    ]);
    expect(Object.keys(errors)).toEqual(["constructor", "toString", "__proto__", "hasOwnProperty"]);
    expect(JSON.parse(JSON.stringify(errors))).toMatchObject({ constructor: "This form has no such field.", hasOwnProperty: "first" });
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
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

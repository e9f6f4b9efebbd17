import { describe, expect, it } from "vitest";
import { firstInvalidField, initialView } from "./lead-form-view";

describe("initialView", () => {
  it("is idle for a fresh form and for a post state without problems", () => {
    expect(initialView(undefined)).toEqual({ status: "idle", fieldErrors: {} });
    expect(initialView({ values: { name: "A" }, fieldErrors: {} })).toEqual({ status: "idle", fieldErrors: {} });
  });

  it("shows a refused plain post's message and field messages", () => {
    expect(initialView({ values: {}, fieldErrors: { email: "Please enter your e-mail address." }, formError: "Please fill in all required fields" })).toEqual({
      status: "error",
      message: "Please fill in all required fields",
      fieldErrors: { email: "Please enter your e-mail address." },
    });
  });

  it("shows a form-wide refusal alone (the rate limit)", () => {
    expect(initialView({ values: {}, fieldErrors: {}, formError: "Too many submissions" })).toEqual({ status: "error", message: "Too many submissions", fieldErrors: {} });
  });
});

describe("firstInvalidField", () => {
  it("follows the form's order, not the messages' order", () => {
    expect(firstInvalidField({ message: "m", email: "e" }, ["name", "email", "message"])).toBe("email");
  });

  it("falls back to a field the order does not list, and to none", () => {
    expect(firstInvalidField({ other: "o" }, ["name"])).toBe("other");
    expect(firstInvalidField({}, ["name"])).toBeUndefined();
  });
});

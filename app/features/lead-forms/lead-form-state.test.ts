import { describe, expect, it } from "vitest";
import { initialLeadFormState, leadFormReducer } from "./lead-form-state";

type Values = { name: string; email: string };
const empty: Values = { name: "", email: "" };
const reduce = leadFormReducer<Values, { id: string }>(empty);

describe("leadFormReducer", () => {
  it("goes idle → submitting → submitted and clears the values", () => {
    let state = initialLeadFormState<Values, { id: string }>(empty);
    state = reduce(state, { type: "edit", field: "name", value: "Priya" });
    state = reduce(state, { type: "submit" });
    expect(state).toEqual({ status: "submitting", values: { name: "Priya", email: "" }, fieldErrors: {} });
    state = reduce(state, { type: "succeed", result: { id: "CON-2026-ABCDEF" } });
    expect(state).toEqual({ status: "submitted", values: empty, fieldErrors: {}, result: { id: "CON-2026-ABCDEF" } });
    expect(reduce(state, { type: "dismiss" }).status).toBe("idle");
  });

  it("goes submitting → error and keeps every value", () => {
    let state = initialLeadFormState<Values, { id: string }>({ name: "Priya", email: "priya@x.in" });
    state = reduce(state, { type: "submit" });
    state = reduce(state, { type: "fail", message: "Network error occurred", fieldErrors: { email: "Bad" } });
    expect(state).toEqual({ status: "error", values: { name: "Priya", email: "priya@x.in" }, message: "Network error occurred", fieldErrors: { email: "Bad" } });
  });

  it("prefills a blank field only", () => {
    const blank = initialLeadFormState<Values, { id: string }>(empty);
    expect(reduce(blank, { type: "prefill", field: "name", value: "Regarding: x" }).values.name).toBe("Regarding: x");
    const typed = reduce(blank, { type: "edit", field: "name", value: "Priya" });
    expect(reduce(typed, { type: "prefill", field: "name", value: "Regarding: x" })).toBe(typed);
  });

  it("clears a field's error once it is edited, and ignores edits while submitting", () => {
    let state = reduce(initialLeadFormState(empty), { type: "fail", message: "x", fieldErrors: { name: "Please enter your name.", email: "e" } });
    state = reduce(state, { type: "edit", field: "name", value: "P" });
    expect(state.fieldErrors).toEqual({ email: "e" });
    const submitting = reduce(state, { type: "submit" });
    expect(reduce(submitting, { type: "edit", field: "name", value: "changed" })).toBe(submitting);
    expect(reduce(submitting, { type: "dismiss" })).toBe(submitting);
  });

  it("rechecks every value on an edit when asked, so an error summary follows the typing", () => {
    const recheck = (values: Values): Record<string, string> => (values.email.includes("@") ? {} : { email: "Please enter a valid e-mail address." });
    const failed = reduce(initialLeadFormState(empty), { type: "fail", fieldErrors: { name: "Please enter your name.", email: "x" } });
    expect(reduce(failed, { type: "edit", field: "email", value: "priya", recheck }).fieldErrors).toEqual({ email: "Please enter a valid e-mail address." });
    expect(reduce(failed, { type: "edit", field: "email", value: "priya@x.in", recheck }).fieldErrors).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { formPostStateOf } from "./form-post-state-of.ts";

describe("formPostStateOf", () => {
  it("reads the state the server put in the locals", () => {
    const formPostState = { values: { name: "Asha", interests: ["Process Automation"] }, fieldErrors: { email: "Please enter your email address." }, formError: "Please fill in all required fields" };
    expect(formPostStateOf({ formPostState })).toEqual(formPostState);
    expect(formPostStateOf({ formPostState: { values: {}, fieldErrors: {} } })).toEqual({ values: {}, fieldErrors: {} });
  });

  it("gives nothing for locals without a state or with one of another shape", () => {
    for (const locals of [undefined, null, {}, { formPostState: "x" }, { formPostState: { values: { name: 1 }, fieldErrors: {} } }, { formPostState: { values: {}, fieldErrors: { name: ["a"] } } }, { formPostState: { values: [], fieldErrors: {} } }]) {
      expect(formPostStateOf(locals)).toBeUndefined();
    }
  });

  it("drops a form message that is not a text", () => {
    expect(formPostStateOf({ formPostState: { values: {}, fieldErrors: {}, formError: 429 } })).toEqual({ values: {}, fieldErrors: {} });
  });
});

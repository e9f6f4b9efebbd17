import { describe, expect, it } from "vitest";
import { FORM_HOME_PAGES, formPageOf } from "./form-home-pages";

describe("formPageOf", () => {
  it("links a refused incubation post back to /apply when it came from there", () => {
    expect(formPageOf("incubation", "apply")).toEqual({ page: { path: "/apply", name: "Apply for Incubation" }, from: "apply" });
  });

  it("links home for no name, an unknown one, or one of another form", () => {
    for (const from of [null, undefined, "", "elsewhere", "__proto__", "toString", "https://evil.example"]) {
      expect(formPageOf("incubation", from)).toEqual({ page: FORM_HOME_PAGES.incubation });
    }
    expect(formPageOf("contact", "apply")).toEqual({ page: FORM_HOME_PAGES.contact });
  });
});

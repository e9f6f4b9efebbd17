import { describe, expect, it } from "vitest";
import { quotedChoices } from "./scale-choices";

describe("quotedChoices", () => {
  it("quotes each answer and joins them with commas and a last “or”", () => {
    expect(quotedChoices(["Not yet", "Started", "Mostly", "Done, with evidence"])).toBe("“Not yet”, “Started”, “Mostly” or “Done, with evidence”");
    expect(quotedChoices(["Yes", "No"])).toBe("“Yes” or “No”");
    expect(quotedChoices(["Only"])).toBe("“Only”");
  });
});

import { describe, expect, it } from "vitest";
import { leadFieldLabel, leadKindLabel, spellOut } from "./lead-labels.ts";

describe("lead labels", () => {
  it("names known kinds and fields, and spells out new ones", () => {
    expect(leadKindLabel("incubation")).toBe("Incubation application");
    expect(leadKindLabel("webinar-signup")).toBe("Webinar signup");
    expect(leadFieldLabel("companyName")).toBe("Company name");
    expect(leadFieldLabel("investmentFocus")).toBe("Investment focus");
    expect(spellOut("ticket_size")).toBe("Ticket size");
  });
});

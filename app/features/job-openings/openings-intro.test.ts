import { describe, expect, it } from "vitest";
import { citiesOf, openingsIntro } from "./openings-intro";

const copy = { title: "Current Openings", intro: "{count} roles open now, in {cities}.", introOne: "One role open now, in {cities}.", none: "No roles are open right now." };

describe("openingsIntro", () => {
  it("counts the roles and names their cities once each, in order", () => {
    expect(openingsIntro([{ location: "Pune (hybrid)" }, { location: "Bengaluru (hybrid)" }, { location: "Pune" }], copy)).toBe("3 roles open now, in Pune and Bengaluru.");
  });

  it("has a sentence for one role and one for none", () => {
    expect(openingsIntro([{ location: "Pune" }], copy)).toBe("One role open now, in Pune.");
    expect(openingsIntro([], copy)).toBe("No roles are open right now.");
  });
});

describe("citiesOf", () => {
  it("joins three or more cities with commas and a last 'and'", () => {
    expect(citiesOf(["Pune", "Bengaluru (hybrid)", "Chennai"])).toBe("Pune, Bengaluru and Chennai");
  });
});

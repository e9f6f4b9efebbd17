import { describe, expect, it } from "vitest";
import { badgeFamilies, badgeKind, badgeTone } from "./status-tone";

describe("badge tones", () => {
  it("shows Completed green and the other project and case-study status blue (spec §4)", () => {
    expect(badgeTone("Completed")).toBe("green");
    expect(badgeTone("In Progress")).toBe("blue");
    expect(badgeTone("Ongoing")).toBe("blue");
  });

  it("gives every label of a family its own colour", () => {
    for (const family of Object.values(badgeFamilies)) {
      const tones = Object.values(family);
      expect(new Set(tones).size).toBe(tones.length);
    }
  });

  it("tells Available from Limited Spots and ranks importance Critical, High, Essential", () => {
    expect(badgeTone("Available")).not.toBe(badgeTone("Limited Spots"));
    expect([badgeTone("Critical"), badgeTone("High"), badgeTone("Essential")]).toEqual(["red", "amber", "blue"]);
  });

  it("names what the badge states", () => {
    expect(badgeKind("High")).toBe("Importance");
    expect(badgeKind("Limited Spots")).toBe("Status");
  });
});

import { describe, expect, it } from "vitest";
import { defaultChoicesOf, defaultTextOf, textValuesOf } from "./form-values";

describe("textValuesOf", () => {
  it("reads each text field once, as typed", () => {
    const data = new FormData();
    data.append("name", "  Asha ");
    data.append("message", "Hi\r\nthere");
    expect(textValuesOf(data)).toEqual({ name: "  Asha ", message: "Hi\r\nthere" });
  });

  it("gives a list field as a list: none ticked, one, several", () => {
    const data = new FormData();
    data.append("topics", "Mentoring");
    data.append("topics", "Funding");
    expect(textValuesOf(data, ["topics", "formats"])).toEqual({ topics: ["Mentoring", "Funding"], formats: [] });
  });

  it("keeps the first value of a repeated single field and leaves files out", () => {
    const data = new FormData();
    data.append("email", "a@b.in");
    data.append("email", "c@d.in");
    data.append("pitchDeck", new File(["%PDF-"], "deck.pdf", { type: "application/pdf" }));
    expect(textValuesOf(data)).toEqual({ email: "a@b.in" });
  });
});

describe("defaults from a refused plain post", () => {
  const initial = { values: { name: "Asha", interests: "AI", tags: ["a", "b"] }, fieldErrors: {} };

  it("starts a text field with what was posted, or empty", () => {
    expect(defaultTextOf(initial, "name")).toBe("Asha");
    expect(defaultTextOf(initial, "email")).toBe("");
    expect(defaultTextOf(undefined, "name")).toBe("");
    expect(defaultTextOf(initial, "tags")).toBe("");
  });

  it("ticks the posted choices, one or several", () => {
    expect(defaultChoicesOf(initial, "interests")).toEqual(["AI"]);
    expect(defaultChoicesOf(initial, "tags")).toEqual(["a", "b"]);
    expect(defaultChoicesOf(initial, "none")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { requestHash } from "./request-hash.ts";

describe("requestHash", () => {
  it("is the same for the same fields in any order", () => {
    expect(requestHash({ fields: { name: "Priya", email: "priya@example.in" } })).toBe(requestHash({ fields: { email: "priya@example.in", name: "Priya" } }));
    expect(requestHash({ fields: { a: "1" } })).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs when a value, a list's order or a field differs", () => {
    const base = requestHash({ fields: { name: "Priya", interests: "A, B" } });
    expect(requestHash({ fields: { name: "Priya ", interests: "A, B" } })).not.toBe(base);
    expect(requestHash({ fields: { name: "Priya", interests: "B, A" } })).not.toBe(base);
    expect(requestHash({ fields: { name: "Priya", interests: "A, B", role: "Director" } })).not.toBe(base);
  });

  it("tells decks apart by their bytes, name and type", () => {
    const deck = { bytes: Buffer.from("%PDF-1.7 one"), fileName: "deck.pdf", mediaType: "application/pdf" };
    const base = requestHash({ fields: { name: "Priya" }, pitchDeck: deck });
    expect(requestHash({ fields: { name: "Priya" }, pitchDeck: { ...deck, bytes: Buffer.from("%PDF-1.7 one") } })).toBe(base);
    expect(requestHash({ fields: { name: "Priya" }, pitchDeck: { ...deck, bytes: Buffer.from("%PDF-1.7 two") } })).not.toBe(base);
    expect(requestHash({ fields: { name: "Priya" }, pitchDeck: { ...deck, fileName: "other.pdf" } })).not.toBe(base);
    expect(requestHash({ fields: { name: "Priya" } })).not.toBe(base);
  });
});

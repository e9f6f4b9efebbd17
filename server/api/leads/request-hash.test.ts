import { describe, expect, it } from "vitest";
import { requestHash } from "./request-hash.ts";

describe("requestHash", () => {
  it("is the same for the same fields in any order", () => {
    expect(requestHash({ name: "Priya", email: "priya@example.in" })).toBe(requestHash({ email: "priya@example.in", name: "Priya" }));
    expect(requestHash({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs when a value, a list's order or a field differs", () => {
    const base = requestHash({ name: "Priya", interests: ["A", "B"] });
    expect(requestHash({ name: "Priya ", interests: ["A", "B"] })).not.toBe(base);
    expect(requestHash({ name: "Priya", interests: ["B", "A"] })).not.toBe(base);
    expect(requestHash({ name: "Priya", interests: ["A", "B"], role: "" })).not.toBe(base);
  });
});

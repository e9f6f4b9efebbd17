import { describe, expect, it } from "vitest";
import { canonicalJson, requestHash } from "./request-hash.ts";

describe("canonicalJson", () => {
  it("sorts object keys at every level and keeps arrays in order", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: "x" } })).toBe('{"a":{"c":"x","d":[2,1]},"b":1}');
    expect(canonicalJson([{ b: null, a: true }])).toBe('[{"a":true,"b":null}]');
  });

  it("writes strings and numbers as JSON does", () => {
    expect(canonicalJson({ message: 'Say "namaste"\n' })).toBe('{"message":"Say \\"namaste\\"\\n"}');
    expect(canonicalJson(1.5)).toBe("1.5");
  });
});

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

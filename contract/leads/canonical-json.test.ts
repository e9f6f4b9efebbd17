import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json.ts";

describe("canonicalJson", () => {
  it("sorts object keys at every level and keeps arrays in order", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: "x" } })).toBe('{"a":{"c":"x","d":[2,1]},"b":1}');
    expect(canonicalJson([{ b: null, a: true }])).toBe('[{"a":true,"b":null}]');
  });

  it("writes strings and numbers as JSON does, and leaves undefined members out", () => {
    expect(canonicalJson({ message: 'Say "namaste"\n' })).toBe('{"message":"Say \\"namaste\\"\\n"}');
    expect(canonicalJson(1.5)).toBe("1.5");
    expect(canonicalJson({ a: ["x", "y"], b: undefined })).toBe('{"a":["x","y"]}');
  });

  it("writes a value as substitute gives it, at every level", () => {
    const substitute = (value: unknown) => (value instanceof Date ? { at: value.getTime() } : value);
    expect(canonicalJson({ when: [new Date(5)] }, substitute)).toBe('{"when":[{"at":5}]}');
  });
});

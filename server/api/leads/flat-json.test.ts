import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FLAT_JSON_LIMITS, isFlatJson } from "./flat-json.ts";

const flat = (text: string) => isFlatJson(Buffer.from(text, "utf8"));

describe("isFlatJson", () => {
  it("takes a lead's shape: fields, lists of choices, a long deck", () => {
    expect(flat('{"name":"Priya","interests":["Open Innovation","Pilots"],"website":""}')).toBe(true);
    expect(flat(JSON.stringify({ pitchDeck: `data:application/pdf;base64,${"A".repeat(1_000_000)}` }))).toBe(true);
    expect(flat('{"name":{"first":"Priya"}}')).toBe(true);
  });

  it("refuses nesting deeper than the limit and the four-million-objects body", () => {
    expect(flat('{"a":[[{}]]}')).toBe(false);
    expect(flat(`${"[".repeat(10_000)}${"]".repeat(10_000)}`)).toBe(false);
    expect(flat(`{"x":[${Array.from({ length: 1000 }, () => "{}").join(",")}]}`)).toBe(false);
    expect(flat(`{${Array.from({ length: FLAT_JSON_LIMITS.maxItems + 1 }, (_, i) => `"k${i}":1`).join(",")}}`)).toBe(false);
  });

  it("counts nothing inside strings, escaped quotes and backslashes included", () => {
    expect(flat(JSON.stringify({ message: "[[[[{{{{,,,,".repeat(1000) }))).toBe(true);
    expect(flat(JSON.stringify({ message: 'say "[[[[" \\ and \\"{{{{' }))).toBe(true);
    expect(flat(`{"a":"\\\\"${",1".repeat(FLAT_JSON_LIMITS.maxItems)}}`)).toBe(false);
  });

  it("agrees with the parsed value's own depth and size on any JSON", () => {
    const depthAndItems = (value: unknown): { depth: number; items: number } => {
      if (typeof value !== "object" || value === null) return { depth: 0, items: 0 };
      const children = Object.values(value).map(depthAndItems);
      const members = Object.keys(value).length;
      return {
        depth: 1 + Math.max(0, ...children.map((child) => child.depth)),
        items: 1 + Math.max(0, members - 1) + children.reduce((sum, child) => sum + child.items, 0),
      };
    };
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        const { depth, items } = depthAndItems(value);
        const text = JSON.stringify(value);
        expect(flat(text)).toBe(depth <= FLAT_JSON_LIMITS.maxDepth && items <= FLAT_JSON_LIMITS.maxItems);
      }),
    );
  });

  it("scans a 13 MB deck in linear time", () => {
    const body = Buffer.from(JSON.stringify({ pitchDeck: "A".repeat(13_000_000), message: '\\"'.repeat(1000) }));
    expect(isFlatJson(body)).toBe(true);
  });
});

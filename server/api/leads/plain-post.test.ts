import { describe, expect, it } from "vitest";
import { PLAIN_POST_REPEAT_WINDOW_MS, asksForPage, formPostValues, plainPostKeys } from "./plain-post.ts";
import { isIdempotencyKey } from "../../../contract/leads/idempotency-key.ts";

describe("asksForPage", () => {
  it("is true for what browsers send with a navigation", () => {
    expect(asksForPage("text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8")).toBe(true);
    expect(asksForPage("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(true);
    expect(asksForPage("application/xhtml+xml")).toBe(true);
  });

  it("is false when JSON is asked for as much or more, or neither is named", () => {
    for (const accept of [undefined, "", "*/*", "application/json", "application/json, text/html", "text/html;q=0.5, application/json;q=0.9", "text/html;q=0", "text/*", "text/html;q=x"]) {
      expect({ accept, page: asksForPage(accept) }).toEqual({ accept, page: false });
    }
  });

  it("reads the quality of each type, case and spaces aside", () => {
    expect(asksForPage("application/json;q=0.4, TEXT/HTML ; q=0.5")).toBe(true);
  });
});

describe("formPostValues", () => {
  it("keeps texts and lists of texts, without the honeypot and the deck", () => {
    expect(formPostValues({ name: "Asha", interests: ["A", "B"], website: "x", pitchDeck: "data:", pitchDeckName: "d.pdf", age: 3, mixed: ["a", 1] })).toEqual({ name: "Asha", interests: ["A", "B"] });
  });

  it("gives no values for no body", () => {
    expect(formPostValues(undefined)).toEqual({});
    expect(formPostValues("name=Asha")).toEqual({});
  });
});

describe("plainPostKeys", () => {
  const hash = "a".repeat(64);

  it("are valid Idempotency-Keys of this window and the last", () => {
    const now = 1_800_000_000_000;
    const [current, previous] = plainPostKeys(hash, now);
    expect(isIdempotencyKey(current) && isIdempotencyKey(previous)).toBe(true);
    expect(plainPostKeys(hash, now + PLAIN_POST_REPEAT_WINDOW_MS)[1]).toBe(current);
    expect(plainPostKeys("b".repeat(64), now)[0]).not.toBe(current);
  });

  it("are the same within one window", () => {
    const start = 1_800_000_000_000 - (1_800_000_000_000 % PLAIN_POST_REPEAT_WINDOW_MS);
    expect(plainPostKeys(hash, start)).toEqual(plainPostKeys(hash, start + PLAIN_POST_REPEAT_WINDOW_MS - 1));
    expect(plainPostKeys(hash, start)).not.toEqual(plainPostKeys(hash, start - 1));
  });
});

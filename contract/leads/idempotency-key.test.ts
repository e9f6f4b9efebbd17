import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from "./idempotency-key.ts";

describe("isIdempotencyKey", () => {
  it("takes a UUID and any 16 to 100 letters, digits, '-' or '_'", () => {
    for (const key of ["9b2f4c1e-7a3d-4e8b-9c0f-1a2b3c4d5e6f", "a".repeat(16), "Z_-9".repeat(25)]) expect(isIdempotencyKey(key)).toBe(true);
  });

  it("refuses anything else", () => {
    for (const key of [undefined, null, 42, "", "a".repeat(15), "a".repeat(101), "9b2f4c1e 7a3d 4e8b 9c0f", "key,key-key-key-key", "ключ-ключ-ключ-ключ", ["a".repeat(20)]]) {
      expect(isIdempotencyKey(key)).toBe(false);
    }
  });

  it("names the header the browser sends and the server reads", () => {
    expect(IDEMPOTENCY_KEY_HEADER).toBe("Idempotency-Key");
  });
});

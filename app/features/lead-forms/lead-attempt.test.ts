import { describe, expect, it } from "vitest";
import { isIdempotencyKey } from "../../../contract/leads/idempotency-key.ts";
import { attemptAfter, attemptFingerprint, leadAttempts, newIdempotencyKey, nextAttempt } from "./lead-attempt";

const counter = () => {
  let n = 0;
  return () => `key-${String(++n).padStart(16, "0")}`;
};

const values = { name: "Priya Deshmukh", email: "priya@sahyadri-agro.in", message: "A cohort for our farmers." };

describe("nextAttempt", () => {
  it("makes a key when the visitor first submits", () => {
    const attempt = nextAttempt(null, values, { newKey: counter() });
    expect(attempt).toEqual({ key: "key-0000000000000001", fingerprint: attemptFingerprint(values), request: values });
  });

  it("keeps the key, and the request as first sent, while the values are the same", () => {
    const newKey = counter();
    const first = nextAttempt(null, values, { newKey });
    const again = nextAttempt(attemptAfter(first, "failed"), { ...values }, { newKey });
    expect(again).toBe(first);
    // Field order does not make values different.
    expect(nextAttempt(first, { message: values.message, email: values.email, name: values.name }, { newKey }).key).toBe(first.key);
  });

  it("makes a new key once a value changes", () => {
    const newKey = counter();
    const first = nextAttempt(null, values, { newKey });
    const changed = nextAttempt(first, { ...values, message: "A cohort for our farmers!" }, { newKey });
    expect(changed.key).toBe("key-0000000000000002");
    expect(changed.request.message).toBe("A cohort for our farmers!");
  });

  it("makes a new key after a success, even for the same values", () => {
    const newKey = counter();
    const first = nextAttempt(null, values, { newKey });
    expect(attemptAfter(first, "succeeded")).toBeNull();
    expect(nextAttempt(attemptAfter(first, "succeeded"), values, { newKey }).key).toBe("key-0000000000000002");
  });

  it("compares what sameAttemptAs names and repeats the first request (an NDA accepted once)", () => {
    const newKey = counter();
    const first = nextAttempt(null, { ...values, ndaAcceptedAt: "2026-11-21T10:00:00.000Z" }, { sameAttemptAs: values, newKey });
    const retry = nextAttempt(first, { ...values, ndaAcceptedAt: "2026-11-21T10:05:00.000Z" }, { sameAttemptAs: { ...values }, newKey });
    expect(retry.key).toBe(first.key);
    expect(retry.request.ndaAcceptedAt).toBe("2026-11-21T10:00:00.000Z");
  });
});

describe("attemptFingerprint", () => {
  it("tells files apart by name, type, size and last change, not by object", () => {
    const file = (name: string, lastModified = 1) => new File(["%PDF-1.7"], name, { type: "application/pdf", lastModified });
    expect(attemptFingerprint({ deck: file("deck.pdf") })).toBe(attemptFingerprint({ deck: file("deck.pdf") }));
    expect(attemptFingerprint({ deck: file("deck.pdf") })).not.toBe(attemptFingerprint({ deck: file("deck-v2.pdf") }));
    expect(attemptFingerprint({ deck: file("deck.pdf") })).not.toBe(attemptFingerprint({ deck: file("deck.pdf", 2) }));
  });

  it("keeps lists in order and leaves undefined out", () => {
    expect(attemptFingerprint({ a: ["x", "y"], b: undefined })).toBe('{"a":["x","y"]}');
    expect(attemptFingerprint(["y", "x"])).not.toBe(attemptFingerprint(["x", "y"]));
    expect(attemptFingerprint({ pitchDeck: null })).toBe('{"pitchDeck":null}');
  });
});

describe("newIdempotencyKey", () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("is crypto.randomUUID where there is one", () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(uuidV4);
    expect(isIdempotencyKey(key)).toBe(true);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it("builds a version 4 UUID from getRandomValues in older browsers", () => {
    const getRandomValues = (array: Uint8Array<ArrayBuffer>) => array.fill(0xff);
    expect(newIdempotencyKey({ getRandomValues })).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    const key = newIdempotencyKey({ getRandomValues: (array) => crypto.getRandomValues(array) });
    expect(key).toMatch(uuidV4);
    expect(isIdempotencyKey(key)).toBe(true);
  });
});

describe("leadAttempts", () => {
  it("sends a retry after a failure with the same key, and the next submission after a success with a new one", async () => {
    const attempts = leadAttempts();
    const sent: string[] = [];
    const failing = (_request: unknown, key: string) => {
      sent.push(key);
      return Promise.reject(new Error("Network error occurred"));
    };
    const succeeding = (_request: unknown, key: string) => {
      sent.push(key);
      return Promise.resolve("ok");
    };
    await expect(attempts.send(values, failing)).rejects.toThrow("Network error occurred");
    expect(await attempts.send({ ...values }, succeeding)).toBe("ok");
    await attempts.send(values, succeeding);
    expect(sent[0]).toBe(sent[1]);
    expect(sent[2]).not.toBe(sent[1]);
  });

  it("gives two sends at once of the same values (a double click) one key", async () => {
    const attempts = leadAttempts();
    const sent: string[] = [];
    const post = (_request: unknown, key: string) => {
      sent.push(key);
      return new Promise<void>((resolve) => setTimeout(resolve, 5));
    };
    await Promise.all([attempts.send(values, post), attempts.send(values, post)]);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(sent[1]);
  });
});

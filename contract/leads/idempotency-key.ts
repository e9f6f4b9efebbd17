/**
 * A lead form sends one key per attempt of the same values; the server keeps
 * it with the lead and answers a repeat (a double click, a retry after a lost
 * answer) with the first answer instead of storing a second lead. A request
 * without the header is stored as before.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export const IDEMPOTENCY_KEY_MIN_LENGTH = 16;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** A UUID (what the forms send) fits; so does any 16–100 characters of [A-Za-z0-9_-]. */
const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${IDEMPOTENCY_KEY_MIN_LENGTH},${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && IDEMPOTENCY_KEY_PATTERN.test(value);
}

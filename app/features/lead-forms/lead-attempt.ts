import { canonicalJson } from "../../../contract/leads/canonical-json.ts";

/**
 * One Idempotency-Key per attempt of the same values. The key is made when
 * the visitor submits, sent again with the same request when the same values
 * go again (a retry after an error or a lost answer, a double click), and
 * dropped after a success or once a value changes, so the server stores one
 * lead per attempt however many times it arrives.
 */
export type LeadAttempt<Request> = {
  key: string;
  /** What the visitor sent, in a form that compares (./lead-attempt.ts attemptFingerprint). */
  fingerprint: string;
  /** The request as first sent; a repeat sends it unchanged, so the server sees the same content. */
  request: Request;
};

export type AttemptOptions = {
  /** What makes two attempts the same when the request holds more (the moment an NDA was accepted): the visitor's values. */
  sameAttemptAs?: unknown;
  newKey?: () => string;
};

/** The previous attempt while its values are the same, otherwise a new one with a fresh key. */
export function nextAttempt<Request>(previous: LeadAttempt<Request> | null, request: Request, { sameAttemptAs = request, newKey = newIdempotencyKey }: AttemptOptions = {}): LeadAttempt<Request> {
  const fingerprint = attemptFingerprint(sameAttemptAs);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: newKey(), fingerprint, request };
}

/** What is left after an outcome: nothing after a success (the next submit is a new attempt), the attempt after a failure. */
export function attemptAfter<Request>(attempt: LeadAttempt<Request>, outcome: "succeeded" | "failed"): LeadAttempt<Request> | null {
  return outcome === "succeeded" ? null : attempt;
}

/**
 * Values as comparable text: canonical JSON, a chosen file by its name,
 * type, size and last change (its bytes are read only when it is sent).
 */
export function attemptFingerprint(value: unknown): string {
  return canonicalJson(value, fileAsFacts);
}

function fileAsFacts(value: unknown): unknown {
  if (typeof Blob === "undefined" || !(value instanceof Blob)) return value;
  const file = value as Partial<File>;
  return { file: file.name ?? "", type: value.type, size: value.size, lastModified: file.lastModified ?? 0 };
}

type RandomSource = { randomUUID?: () => string; getRandomValues: (array: Uint8Array<ArrayBuffer>) => Uint8Array };

/** A random UUID (v4); browsers without crypto.randomUUID (before 2021, or outside a secure context) build it from getRandomValues. */
export function newIdempotencyKey(random: RandomSource = globalThis.crypto): string {
  if (typeof random.randomUUID === "function") return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A form's attempts: sends a request with its attempt's key and keeps the
 * attempt until it succeeds. Calls at once with the same values (a double
 * click) share one attempt and so one key.
 */
export function leadAttempts() {
  let current: LeadAttempt<unknown> | null = null;
  return {
    async send<Request, Result>(request: Request, post: (request: Request, idempotencyKey: string) => Promise<Result>, options?: AttemptOptions): Promise<Result> {
      const attempt = nextAttempt(current as LeadAttempt<Request> | null, request, options);
      current = attempt;
      try {
        const result = await post(attempt.request, attempt.key);
        if (current === attempt) current = attemptAfter(attempt, "succeeded");
        return result;
      } catch (error) {
        if (current === attempt) current = attemptAfter(attempt, "failed");
        throw error;
      }
    },
  };
}

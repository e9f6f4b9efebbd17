import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import * as z from "zod/mini";
import { CHALLENGE_PAYLOAD_MAX_LENGTH, type ChallengeRefusal } from "../../../contract/leads/lead-challenge.ts";

/**
 * The proof of work: PBKDF2-SHA-256 at CHALLENGE_COST iterations per try, and
 * the counter the browser must find drawn from CHALLENGE_COUNTER (about
 * 2,000 to 6,000 tries: a second or two of a phone's time, spent while the
 * visitor types; `npm run bench` measures it). The challenge is made in
 * ALTCHA's deterministic mode: the server derives the key for the counter
 * once and signs it, so checking a solution costs two HMACs, not a search.
 */
export const CHALLENGE_ALGORITHM = "PBKDF2/SHA-256";
export const CHALLENGE_COST = 1_000;
export const CHALLENGE_COUNTER = { min: 2_000, max: 6_000 } as const;

/** A challenge is good for this long after it is issued (the form's script solves a new one when it runs out). */
export const CHALLENGE_LIFETIME_MS = 30 * 60_000;

export type ChallengeKeys = { signature: string; keySignature: string };

/** The challenge key, split in the two secrets ALTCHA signs with (the challenge, and the key derived for its counter). */
export function challengeKeys(key: string): ChallengeKeys {
  return { signature: `${key}:challenge`, keySignature: `${key}:derived-key` };
}

export async function issueChallenge(keys: ChallengeKeys, now: number = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    counter: randomInt(CHALLENGE_COUNTER.min, CHALLENGE_COUNTER.max),
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
    expiresAt: new Date(now + CHALLENGE_LIFETIME_MS),
  });
}

/** What a request's payload proved: a good solution (its challenge's id, to spend once, and expiry), none at all, or a refusal. */
export type ChallengeCheck =
  | { outcome: "solved"; id: string; expiresAt: number }
  | { outcome: "absent" }
  | { outcome: "refused"; refusal: ChallengeRefusal };

const hex = z.string().check(z.regex(/^[0-9a-f]{1,512}$/i));
/** ALTCHA's payload, as much of it as the check reads; anything else in it is ignored. */
const payloadShape = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(CHALLENGE_ALGORITHM),
      nonce: hex,
      salt: hex,
      cost: z.literal(CHALLENGE_COST),
      keyLength: z.number().check(z.int(), z.minimum(16), z.maximum(64)),
      keyPrefix: hex,
      keySignature: hex,
      expiresAt: z.number().check(z.int(), z.positive()),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().check(z.int(), z.nonnegative(), z.maximum(0xffffffff)), derivedKey: hex }),
});

/**
 * Checks the payload a form sent in its CHALLENGE_FIELD: its signature, its
 * expiry and its solution. Whether it was used before is the database's to
 * say (spent-challenges-repository.ts), once the lead is about to be stored.
 */
export async function checkChallenge(payload: unknown, keys: ChallengeKeys, now: number = Date.now()): Promise<ChallengeCheck> {
  if (payload === undefined || payload === null || payload === "") return { outcome: "absent" };
  if (typeof payload !== "string" || payload.length > CHALLENGE_PAYLOAD_MAX_LENGTH) return { outcome: "refused", refusal: "invalid" };
  const decoded = decodePayload(payload);
  const parsed = payloadShape.safeParse(decoded);
  if (!parsed.success) return { outcome: "refused", refusal: "invalid" };
  const { challenge, solution } = parsed.data;
  // altcha-lib reads the clock itself; an expiry is checked here against the caller's.
  if (challenge.parameters.expiresAt * 1000 <= now) return { outcome: "refused", refusal: "expired" };
  const result = await verifySolution({
    // As sent, not as the shape check left it: the signature covers every parameter there is.
    challenge: (decoded as { challenge: Challenge }).challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey.toLowerCase() },
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
  if (result.expired) return { outcome: "refused", refusal: "expired" };
  if (!result.verified) return { outcome: "refused", refusal: "invalid" };
  return { outcome: "solved", id: challenge.parameters.nonce.toLowerCase(), expiresAt: challenge.parameters.expiresAt * 1000 };
}

function decodePayload(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
}

import { type Challenge, createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CHALLENGE_ALGORITHM, CHALLENGE_COST, challengeKeys } from "./lead-challenge.ts";

/**
 * Test support: the payload a browser's widget sends, for a challenge the
 * server signed (one from its endpoint) or one signed here with the server's
 * key and an easy counter (the server takes any challenge it signed; the
 * counter's range only sets how long a browser searches).
 */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export async function signedChallenge(key: string, { expiresAt = new Date(Date.now() + 60_000), counter = 3 }: { expiresAt?: Date; counter?: number } = {}): Promise<Challenge> {
  const keys = challengeKeys(key);
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    counter,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
    expiresAt,
  });
}

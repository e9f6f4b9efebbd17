import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { CHALLENGE_PATH } from "../../../contract/leads/lead-challenge.ts";
import type { Database } from "../../db/open-database.ts";
import { deleteExpiredChallenges } from "../../db/spent-challenges-repository.ts";
import { addressGroup } from "../leads/address-group.ts";
import { type ChallengeKeys, issueChallenge } from "./lead-challenge.ts";

/** How often one instance forgets the spent challenges that have expired. */
export const SPENT_CHALLENGES_SWEEP_MS = 10 * 60_000;

type ChallengeRouteOptions = {
  database: Database;
  keys: ChallengeKeys;
  /** Challenges one address may fetch per window. */
  rateLimit: Pick<RateLimitOptions, "max" | "timeWindow" | "errorResponseBuilder">;
};

/**
 * GET CHALLENGE_PATH: a new signed challenge for a form's spam check (the
 * ALTCHA widget fetches it when the visitor starts on a form). Never cached;
 * rate-limited per address (issuing one costs the server a key derivation).
 * The scope registers @fastify/rate-limit and answers 429 in its words.
 */
export function registerChallengeRoute(scope: FastifyInstance, { database, keys, rateLimit }: ChallengeRouteOptions): void {
  scope.get(CHALLENGE_PATH, { config: { rateLimit: { ...rateLimit, keyGenerator: (request) => `challenge ${addressGroup(request.ip)}`, hook: "onRequest" } } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return reply.send(await issueChallenge(keys));
  });
  const sweep = setInterval(() => {
    deleteExpiredChallenges(database, Date.now()).catch((error: unknown) => scope.log.warn({ err: error }, "could not forget expired spam-check challenges"));
  }, SPENT_CHALLENGES_SWEEP_MS);
  sweep.unref();
  scope.addHook("onClose", async () => clearInterval(sweep));
}

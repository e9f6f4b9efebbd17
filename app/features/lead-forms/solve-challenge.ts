import { type Challenge, solveChallengeWorkers } from "altcha-lib";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import { CHALLENGE_PATH } from "../../../contract/leads/lead-challenge.ts";

/** A solved challenge: the payload the form sends in its altcha field, and when its challenge runs out. */
export type SolvedChallenge = { payload: string; expiresAt: number };

/** A phone has four to eight cores; more workers than that only heat it. */
const MOST_WORKERS = 4;

/**
 * Fetches a challenge from the server and solves it with ALTCHA's own
 * PBKDF2 worker (the altcha package's, several at once), as the ALTCHA
 * widget does, without the widget's checkbox: the check runs unseen and
 * never stands between a visitor and the form. Loaded only once a visitor
 * starts on a form (spam-check.ts). Undefined when it cannot be done (no
 * Web Crypto outside HTTPS, the server refused, the search timed out): the
 * form is then sent without it and the team sees it as unverified.
 */
export async function solveChallenge(signal: AbortSignal): Promise<SolvedChallenge | undefined> {
  const response = await fetch(CHALLENGE_PATH, { headers: { Accept: "application/json" }, cache: "no-store", signal });
  if (!response.ok) return undefined;
  const challenge = (await response.json()) as Challenge;
  const controller = new AbortController();
  signal.addEventListener("abort", () => controller.abort(), { once: true });
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(MOST_WORKERS, Math.max(1, navigator.hardwareConcurrency || 2)),
    createWorker: () => new Pbkdf2Worker(),
    controller,
  });
  if (!solution) return undefined;
  const payload = btoa(JSON.stringify({ challenge, solution }));
  return { payload, expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000 };
}

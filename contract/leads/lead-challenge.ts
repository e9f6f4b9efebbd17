/**
 * The spam check of the lead forms (issue 24 §1): a proof-of-work challenge
 * (ALTCHA) that the browser solves in the background while the visitor types
 * and sends with the form. A lead that comes with a good solution is
 * "verified" and counted against a generous per-address limit; one without
 * (no JavaScript, an API client) is still taken within the ordinary limit
 * and marked "unverified" for the team. A bad, expired or reused solution is
 * refused with one of CHALLENGE_REFUSED's texts in `errors[CHALLENGE_FIELD]`:
 * the form's script then solves a fresh challenge and sends again.
 */

/** The form field that carries ALTCHA's payload (base64 JSON of the challenge and its solution). */
export const CHALLENGE_FIELD = "altcha";

/** GET: a new signed challenge (JSON, never cached). */
export const CHALLENGE_PATH = "/api/altcha/challenge";

/** A payload longer than this is refused unread (a real one is about 600 characters). */
export const CHALLENGE_PAYLOAD_MAX_LENGTH = 2_000;

/** Whether a lead came with a good solution; null for leads stored before the check existed. */
export type LeadVerification = "verified" | "unverified";

export const LEAD_VERIFICATIONS: readonly LeadVerification[] = ["verified", "unverified"];

export const CHALLENGE_REFUSED = {
  invalid: "The form's automatic spam check did not pass. Please send the form again.",
  expired: "The form's automatic spam check ran out of time. Please send the form again.",
  used: "The form's automatic spam check was already used for another submission. Please send the form again.",
} as const;

export type ChallengeRefusal = keyof typeof CHALLENGE_REFUSED;

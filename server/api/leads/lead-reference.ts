import { randomInt } from "node:crypto";
import { LEAD_REFERENCE_ALPHABET as ALPHABET, LEAD_REFERENCE_CODE_LENGTH as CODE_LENGTH, LEAD_REFERENCE_PREFIXES as PREFIXES } from "../../../contract/leads/lead-reference-format.ts";
import type { StoredLeadKind } from "../../../contract/leads/lead-paths.ts";

const CODES = ALPHABET.length ** CODE_LENGTH;

/** India keeps one offset all year: UTC+05:30, without daylight saving (since 1945). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The year as it is in India, where the team reads the references. Plain
 * arithmetic: Intl's time-zone formatting costs more than the rest of the
 * reference, once per submission.
 */
export function indianYear(now: Date): number {
  return new Date(now.getTime() + INDIA_OFFSET_MS).getUTCFullYear();
}

/**
 * A short reference a visitor can read out on the phone: INC-2026-7KQ3M9.
 * 31^6 (about 890 million) codes a year, drawn as one uniform number written
 * in the alphabet's 31 digits; the database's unique index and a retry cover
 * the rare repeat.
 */
export function newLeadReference(kind: StoredLeadKind, now: Date = new Date()): string {
  let drawn = randomInt(CODES);
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) {
    code += ALPHABET[drawn % ALPHABET.length];
    drawn = Math.floor(drawn / ALPHABET.length);
  }
  return `${PREFIXES[kind]}-${indianYear(now)}-${code}`;
}

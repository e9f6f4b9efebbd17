import { randomInt } from "node:crypto";
import type { LeadKind } from "../../../contract/leads/lead-paths.ts";

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE_LENGTH = 6;

const PREFIXES: Readonly<Record<LeadKind, string>> = {
  contact: "CON",
  incubation: "INC",
  partnership: "PAR",
  "corporate-inquiry": "COR",
  "investor-access": "INV",
  "event-registration": "EVT",
  "download-request": "DLR",
};

/** The year as it is in India, where the team reads the references. */
const indianYear = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" });

/**
 * A short reference a visitor can read out on the phone: INC-2026-7KQ3M9.
 * 31^6 (about 890 million) codes a year; the database's unique index and a
 * retry cover the rare repeat.
 */
export function newLeadReference(kind: LeadKind, now: Date = new Date()): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${PREFIXES[kind]}-${indianYear.format(now)}-${code}`;
}

import type { LeadKind, StoredLeadKind } from "./lead-paths.ts";

/**
 * The shape of a lead's reference, INC-2026-7KQ3M9: the form's prefix, the
 * Indian calendar year and a code in letters and digits that cannot be
 * misread for one another. The server draws them (server/api/leads/lead-reference.ts);
 * the thanks page shows one only when it has this shape.
 */
export const LEAD_REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const LEAD_REFERENCE_CODE_LENGTH = 6;

export const LEAD_REFERENCE_PREFIXES: Readonly<Record<StoredLeadKind, string>> = {
  contact: "CON",
  incubation: "INC",
  partnership: "PAR",
  "corporate-inquiry": "COR",
  "investor-access": "INV",
  "event-registration": "EVT",
  "download-request": "DLR",
  newsletter: "NWS",
};

const CODE_PATTERN = `[${LEAD_REFERENCE_ALPHABET}]{${LEAD_REFERENCE_CODE_LENGTH}}`;

/** Whether the text is a reference of this form's leads, in its exact shape (no spaces, no other prefix). */
export function isLeadReference(kind: LeadKind, text: unknown): text is string {
  return typeof text === "string" && new RegExp(`^${LEAD_REFERENCE_PREFIXES[kind]}-\\d{4}-${CODE_PATTERN}$`).test(text);
}

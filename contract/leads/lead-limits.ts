/**
 * Limits of the three lead forms. The spec sets no length bounds; these keep
 * a stored lead a sensible size while leaving room for a real message. The
 * browser enforces them with maxLength, the server with the same schemas.
 */
export const TEXT_LIMITS = {
  personName: 100,
  organizationName: 150,
  role: 100,
  /** RFC 5321: a forward path holds at most 254 characters. */
  email: 254,
  phone: 25,
  longText: 5000,
  fileName: 255,
  honeypot: 500,
} as const;

/** Spec §9: the pitch deck's limit, shown on the label and enforced here. */
export const PITCH_DECK_MAX_BYTES = 10 * 1024 * 1024;
export const PITCH_DECK_MAX_LABEL = "10MB";

/** Spec §9: the pitch deck types the file picker offers. */
export const PITCH_DECK_EXTENSIONS = [".pdf", ".ppt", ".pptx"] as const;
export const PITCH_DECK_ACCEPT = PITCH_DECK_EXTENSIONS.join(",");

/** Characters of base64 that encode `bytes` bytes. */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

/** Body limit of the contact and partnership endpoints. */
export const SMALL_FORM_BODY_LIMIT = 64 * 1024;

/**
 * Body limit of the incubation endpoint: a 10 MB pitch deck as a base64 data
 * URL plus the text fields fit; anything larger is answered with 413.
 */
export const INCUBATION_BODY_LIMIT = base64Length(PITCH_DECK_MAX_BYTES) + SMALL_FORM_BODY_LIMIT;

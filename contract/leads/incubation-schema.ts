import * as z from "zod/mini";
import { honeypot, optionalLine, requiredChoice, requiredEmail, requiredLine, requiredText } from "./lead-fields.ts";
import { PITCH_DECK_MAX_BYTES, TEXT_LIMITS } from "./lead-limits.ts";
import { PITCH_DECK_TOO_LARGE, PITCH_DECK_UNREADABLE } from "./lead-messages.ts";
import { INDUSTRY_SECTORS, STAGES } from "./lead-options.ts";
import { decodedByteLength, parsePitchDeckDataUrl } from "./pitch-deck-data-url.ts";

/** The optional pitch deck: a base64 data URL of at most 10 MB; blank or null is no file. */
const pitchDeck = z.pipe(
  z.optional(
    z.nullable(
      z.string(PITCH_DECK_UNREADABLE).check(
        z.refine((value) => value === "" || parsePitchDeckDataUrl(value) !== undefined, { message: PITCH_DECK_UNREADABLE, abort: true }),
        z.refine((value) => value === "" || decodedByteLength(parsePitchDeckDataUrl(value)?.base64 ?? "") <= PITCH_DECK_MAX_BYTES, PITCH_DECK_TOO_LARGE),
      ),
    ),
  ),
  z.transform((value) => (value ? value : undefined)),
);

/** Spec §3/§5: everything but the pitch deck is required. */
export const incubationSchema = z.strictObject({
  companyName: requiredLine("Please enter your company's name.", TEXT_LIMITS.organizationName),
  founderName: requiredLine("Please enter the founder's name.", TEXT_LIMITS.personName),
  email: requiredEmail(),
  industrySector: requiredChoice(INDUSTRY_SECTORS, "Please choose an industry sector."),
  stage: requiredChoice(STAGES, "Please choose your stage."),
  pitchDeck,
  /** The file's name, kept with the deck; the spec's body has no place for it, so it rides alongside. */
  pitchDeckName: optionalLine(TEXT_LIMITS.fileName),
  motivation: requiredText("Please tell us why you want to join.", TEXT_LIMITS.longText),
  website: honeypot(),
});

export const INCUBATION_REQUIRED_FIELDS = ["companyName", "founderName", "email", "industrySector", "stage", "motivation"] as const;

export type IncubationRequest = z.input<typeof incubationSchema>;
export type IncubationSubmission = z.output<typeof incubationSchema>;

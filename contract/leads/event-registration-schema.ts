import * as z from "zod/mini";
import { contentId } from "./content-id.ts";
import { honeypot, requiredEmail, requiredLine } from "./lead-fields.ts";
import { TEXT_LIMITS } from "./lead-limits.ts";

/**
 * The events page's register modal (spec 2 §3): full name and e-mail, both
 * required, sent with the id of the event the visitor chose.
 */
export const eventRegistrationSchema = z.strictObject({
  eventId: contentId("Please choose an event from the events page."),
  fullName: requiredLine("Please enter your full name.", TEXT_LIMITS.personName),
  email: requiredEmail(),
  website: honeypot(),
});

export const EVENT_REGISTRATION_REQUIRED_FIELDS = ["eventId", "fullName", "email"] as const;

export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;
export type EventRegistrationSubmission = z.output<typeof eventRegistrationSchema>;

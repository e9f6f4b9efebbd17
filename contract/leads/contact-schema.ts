import * as z from "zod/mini";
import { honeypot, optionalLine, requiredEmail, requiredLine, requiredText } from "./lead-fields.ts";
import { TEXT_LIMITS } from "./lead-limits.ts";

/** Spec §3/§5: name, email and message are required; organization and role are optional. */
export const contactSchema = z.strictObject({
  name: requiredLine("Please enter your name.", TEXT_LIMITS.personName),
  email: requiredEmail(),
  organization: optionalLine(TEXT_LIMITS.organizationName),
  role: optionalLine(TEXT_LIMITS.role),
  message: requiredText("Please write your message.", TEXT_LIMITS.longText),
  website: honeypot(),
});

export const CONTACT_REQUIRED_FIELDS = ["name", "email", "message"] as const;

/** What the contact form sends. */
export type ContactRequest = z.input<typeof contactSchema>;
/** A checked, trimmed contact message. */
export type ContactSubmission = z.output<typeof contactSchema>;

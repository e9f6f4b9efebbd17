import * as z from "zod/mini";
import { honeypot, requiredEmail } from "../leads/lead-fields.ts";

/**
 * The footer's newsletter sign-up: an e-mail address (and the honeypot every
 * public form carries). The address is only stored as pending until its owner
 * confirms it from the mail the sign-up sends (double opt-in).
 */
export const newsletterSignUpSchema = z.strictObject({
  email: requiredEmail(),
  website: honeypot(),
});

export const NEWSLETTER_REQUIRED_FIELDS = ["email"] as const;

export type NewsletterSignUpInput = z.input<typeof newsletterSignUpSchema>;
export type NewsletterSignUp = z.output<typeof newsletterSignUpSchema>;

/** Where a subscriber stands, as the staff inbox shows it in the lead's fields. */
export const SUBSCRIPTION_STATES = {
  pending: "Pending confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
} as const;
export type SubscriptionState = keyof typeof SUBSCRIPTION_STATES;

/** A newsletter lead's stored fields: the address and where it stands. */
export const newsletterStoredFieldsSchema = z.strictObject({
  email: requiredEmail(),
  subscription: z.enum(Object.values(SUBSCRIPTION_STATES) as [string, ...string[]]),
});

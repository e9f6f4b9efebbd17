import * as z from "zod/mini";
import { eventRegistrationSchema } from "../../../contract/leads/event-registration-schema.ts";
import type { ResourceEvent } from "~/content/resources-types";
import { formatEventDateTime } from "~/lib/display-format";

/**
 * What the register modal asks (spec 2 §3): full name and e-mail, both
 * required, and the honeypot; the event's id goes with them when sent.
 */
export const registrationFormSchema = z.omit(eventRegistrationSchema, { eventId: true });

export type EventRegistration = z.output<typeof registrationFormSchema>;
export type EventRegistrationValues = z.input<typeof registrationFormSchema>;

/** What the modal says once the registration is complete. */
export function registrationConfirmation(event: Pick<ResourceEvent, "title" | "date" | "location">, registration: Pick<EventRegistration, "fullName" | "email">): string {
  const where = event.location === "Online" ? "the joining link" : "your entry pass";
  return `You're registered, ${registration.fullName}, for ${event.title} on ${formatEventDateTime(event.date)}. We'll send ${where} to ${registration.email}.`;
}

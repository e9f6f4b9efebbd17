import * as z from "zod/mini";
import { requiredEmail, requiredText } from "../../../contract/leads/lead-fields.ts";
import { TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import type { ContactRequest } from "../../../contract/leads/contact-schema.ts";
import type { ResourceEvent } from "~/content/resources-types";
import { requestMessage } from "../form-fields/deliver-as-contact";
import { formatEventDateTime } from "~/lib/display-format";

/** The event-registration modal's record (spec 2 §3): full name and e-mail, both required. */
export const eventRegistrationSchema = z.strictObject({
  fullName: requiredText("Please enter your full name.", TEXT_LIMITS.personName),
  email: requiredEmail(),
});

export type EventRegistration = z.output<typeof eventRegistrationSchema>;

/** The registration as the contact message staff receive. */
export function registrationAsContact(event: Pick<ResourceEvent, "id" | "title" | "date" | "location">, registration: EventRegistration): ContactRequest {
  return {
    name: registration.fullName,
    email: registration.email,
    message: requestMessage(`Event registration: ${event.title}`, [`Event: ${event.id}`, `When: ${formatEventDateTime(event.date)}`, `Where: ${event.location}`]),
  };
}

/** What the modal says once the registration is complete. */
export function registrationConfirmation(event: Pick<ResourceEvent, "title" | "date" | "location">, registration: EventRegistration): string {
  const where = event.location === "Online" ? "the joining link" : "your entry pass";
  return `You're registered, ${registration.fullName}, for ${event.title} on ${formatEventDateTime(event.date)}. We'll send ${where} to ${registration.email}.`;
}

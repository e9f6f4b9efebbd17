import type { EventRegistrationSubmission } from "../../../contract/leads/event-registration-schema.ts";
import type { ResourceEvent } from "./event-types";
import { formatEventDateTime } from "~/lib/display-format";

/** What the modal says once the registration is complete. */
export function registrationConfirmation(event: Pick<ResourceEvent, "title" | "date" | "location">, registration: Pick<EventRegistrationSubmission, "fullName" | "email">): string {
  const where = event.location === "Online" ? "the joining link" : "your entry pass";
  return `You're registered, ${registration.fullName}, for ${event.title} on ${formatEventDateTime(event.date)}. We'll send ${where} to ${registration.email}.`;
}

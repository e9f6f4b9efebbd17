import type { UpcomingEvent } from "~/content/resources-types";
import { postLead } from "../lead-forms/post-lead";
import { summaryFormKit } from "../lead-forms/summary-form-kit";
import { registrationConfirmation, registrationFormSchema } from "./event-registration";

/** The register modal's kit (../lead-forms/lead-form-kit.ts) for one event: the registration sent with the event's id, then the confirmation. */
export function eventRegistrationKit(event: UpcomingEvent) {
  return summaryFormKit(registrationFormSchema, async (registration) => {
    await postLead("event-registration", { eventId: event.id, ...registration });
    return registrationConfirmation(event, registration);
  });
}

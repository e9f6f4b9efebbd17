import { calendarFilePath } from "../../../contract/calendar-paths.ts";
import { Icon } from "~/components/icon";
import { Modal } from "~/components/modal";
import type { UpcomingEvent } from "~/content/resources-types";
import { formatEventDateTime } from "~/lib/display-format";
import { InputField, RequiredNote } from "../lead-forms/form-fields";
import { ModalLeadForm } from "../lead-forms/modal-lead-form";
import { postLead } from "../lead-forms/post-lead";
import { useLeadFormWithSummary } from "../lead-forms/use-lead-form-with-summary";
import { type EventRegistrationValues, registrationConfirmation, registrationFormSchema } from "./event-registration";

const LABELS = { fullName: "Full name", email: "Email" } as const;
const EMPTY: EventRegistrationValues = { fullName: "", email: "", website: "" };

/** The register modal of the events page: full name and e-mail, sent as a registration for this event, then a confirmation. */
export function EventRegistrationModal({ event, onClose }: { event: UpcomingEvent | null; onClose: () => void }) {
  return (
    <Modal open={event !== null} onClose={onClose} title="Register for this event" description={event ? `${event.title} · ${formatEventDateTime(event.date)}` : undefined}>
      {event && <RegistrationForm event={event} onClose={onClose} />}
    </Modal>
  );
}

function RegistrationForm({ event, onClose }: { event: UpcomingEvent; onClose: () => void }) {
  const { summaryRef, confirmationRef, ...form } = useLeadFormWithSummary(registrationFormSchema, EMPTY, async (registration) => {
    await postLead("event-registration", { eventId: event.id, ...registration });
    return registrationConfirmation(event, registration);
  });

  return (
    <ModalLeadForm
      form={form}
      summaryRef={summaryRef}
      confirmationRef={confirmationRef}
      kind="event-registration"
      label="Event registration"
      labels={LABELS}
      intro={<RequiredNote />}
      submitLabel="Register"
      busyLabel="Registering..."
      onClose={onClose}
      closeLabel="Done"
      confirmationActions={
        <a href={calendarFilePath(event.id)} download className="btn btn-secondary">
          <Icon name="calendar-plus" className="size-4" />
          Add to calendar
        </a>
      }
    >
      <InputField field={form.field("fullName")} label={LABELS.fullName} required autoComplete="name" initialFocus />
      <InputField field={form.field("email")} label={LABELS.email} type="email" required autoComplete="email" />
    </ModalLeadForm>
  );
}

import { calendarFilePath } from "../../../contract/calendar-paths.ts";
import { Icon } from "~/components/icon";
import type { UpcomingEvent } from "~/content/resources-types";
import { InputField, RequiredNote } from "../lead-forms/form-fields";
import { ModalLeadForm } from "../lead-forms/modal-lead-form";
import { useLeadFormWithSummary } from "../lead-forms/use-lead-form-with-summary";
import type { EventRegistrationValues } from "./event-registration";

const LABELS = { fullName: "Full name", email: "Email" } as const;
const EMPTY: EventRegistrationValues = { fullName: "", email: "", website: "" };

/**
 * The register modal's form: full name and e-mail, sent as a registration for
 * this event, then a confirmation. Loaded when the modal first opens
 * (./event-registration-modal.tsx); its kit on the first focus inside it.
 */
export function RegistrationForm({ event, onClose }: { event: UpcomingEvent; onClose: () => void }) {
  const { summaryRef, confirmationRef, ...form } = useLeadFormWithSummary(EMPTY, () => import("./event-registration-kit").then((kit) => kit.eventRegistrationKit(event)));

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

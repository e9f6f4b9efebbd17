import { Modal } from "~/components/modal";
import type { UpcomingEvent } from "~/content/resources-types";
import { formatEventDateTime } from "~/lib/display-format";
import { onDemand } from "../lead-forms/on-demand";
import { OnDemandForm } from "../lead-forms/on-demand-form";

/** The form's code, loaded the first time the modal opens. */
const registrationForm = onDemand(() => import("./event-registration-form").then((module) => module.RegistrationForm));

/** The register modal of the events page: full name and e-mail, sent as a registration for this event, then a confirmation. */
export function EventRegistrationModal({ event, onClose }: { event: UpcomingEvent | null; onClose: () => void }) {
  return (
    <Modal open={event !== null} onClose={onClose} title="Register for this event" description={event ? `${event.title} · ${formatEventDateTime(event.date)}` : undefined}>
      {event && <OnDemandForm form={registrationForm} props={{ event, onClose }} />}
    </Modal>
  );
}

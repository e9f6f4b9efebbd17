import { useId, useState } from "react";
import { calendarFilePath } from "../../../contract/calendar-paths.ts";
import { Icon } from "~/components/icon";
import { Modal } from "~/components/modal";
import type { UpcomingEvent } from "~/content/resources-types";
import { formatEventDateTime } from "~/lib/display-format";
import { SendError } from "../form-fields/send-error";
import { ErrorSummary, RequiredNote, TextField } from "../form-fields/form-fields";
import { HoneypotInput } from "../form-fields/honeypot-input";
import { sendLead } from "../form-fields/send-lead";
import { useLeadForm } from "../form-fields/use-lead-form";
import { errorSummaryItems } from "../form-fields/validate-form";
import { DataNotice } from "../lead-forms/data-notice";
import { type EventRegistration, type EventRegistrationValues, registrationConfirmation, registrationFormSchema } from "./event-registration";

type Field = "fullName" | "email";
const FIELD_ORDER: readonly Field[] = ["fullName", "email"];
const LABELS: Record<Field, string> = { fullName: "Full name", email: "Email" };
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
  const { summaryRef, confirmationRef, ...form } = useLeadForm(registrationFormSchema, EMPTY);
  const prefix = useId();
  const fieldId = (field: Field) => `${prefix}-${field}`;
  const sending = form.status === "sending";
  const [lastRegistration, setLastRegistration] = useState<EventRegistration | null>(null);

  if (form.status === "sent" && lastRegistration) {
    return (
      <div className="flex flex-col gap-4">
        <output ref={confirmationRef} tabIndex={-1} className="block rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 focus:outline-none">
          {registrationConfirmation(event, lastRegistration)}
        </output>
        <div className="flex flex-wrap justify-end gap-3">
          <a href={calendarFilePath(event.id)} download className="btn btn-secondary">
            <Icon name="calendar-plus" className="size-4" />
            Add to calendar
          </a>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Event registration"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        const data = form.check(e);
        if (!data) return;
        setLastRegistration(data);
        void form.send(() => sendLead("event-registration", { eventId: event.id, ...data }));
      }}
    >
      <div>
        <ErrorSummary items={errorSummaryItems(form.errors, FIELD_ORDER, LABELS)} fieldId={fieldId} summaryRef={summaryRef} />
        <SendError text={form.status === "error" ? form.errorText : null} />
        <RequiredNote />
      </div>
      <fieldset disabled={sending} className="flex flex-col gap-4">
        <TextField id={fieldId("fullName")} name="fullName" label={LABELS.fullName} required autoComplete="name" initialFocus value={form.values.fullName} error={form.errors.fullName} onChange={(v) => form.setField("fullName", v)} />
        <TextField id={fieldId("email")} name="email" type="email" label={LABELS.email} required autoComplete="email" value={form.values.email} error={form.errors.email} onChange={(v) => form.setField("email", v)} />
        <HoneypotInput id={`${prefix}-website`} value={form.values.website} onChange={(v) => form.setField("website", v)} />
        <DataNotice kind="event-registration" />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            {sending ? "Registering..." : "Register"}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

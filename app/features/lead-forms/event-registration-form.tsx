import { calendarFilePath } from "../../../contract/calendar-paths.ts";
import { type EventRegistrationSubmission, eventRegistrationSchema } from "../../../contract/leads/event-registration-schema.ts";
import { Icon } from "~/components/icon";
import type { ResourceEvent } from "~/features/event-tabs/event-types";
import { registrationConfirmation } from "~/features/event-tabs/event-registration";
import { DataNotice } from "./data-notice";
import { generalErrorText } from "./lead-error-text";
import { DialogCloseButton } from "./dialog-close-button";
import { Honeypot, TextInput } from "./fields";
import type { LeadFormIslandProps } from "./lead-form-for";
import { LeadFormFrame } from "./lead-form-frame";
import { parseFormValues } from "./parse-form-values";
import { SummaryFormTop } from "./summary-form-top";
import { SuccessPanel } from "./success-panel";
import { type Confirmation, confirmationOf, successPanelOf } from "./success-panels";
import { useLeadFormIsland } from "./use-lead-form-island";

/** What the form needs of its event: sent by id, named in the confirmation. */
export type RegistrationEvent = Pick<ResourceEvent, "id" | "title" | "date" | "location">;

const LABELS = { fullName: "Full name", email: "Email" } as const;

type EventRegistrationFormProps = LeadFormIslandProps & {
  event: RegistrationEvent;
  /** The form sits in the events page's <dialog>: Cancel closes it. */
  inDialog?: boolean;
};

/** Spec 2 §3: full name and e-mail, sent as a registration for this event (its id a hidden field), then a confirmation. */
export default function EventRegistrationForm({ initial, event, inDialog = false }: EventRegistrationFormProps) {
  const formId = `event-registration-${event.id}`;
  const island = useLeadFormIsland<Confirmation, EventRegistrationSubmission>({
    kind: "event-registration",
    formId,
    initial,
    fieldOrder: Object.keys(LABELS),
    check: (values) => parseFormValues(eventRegistrationSchema, values),
    resultOf: (data, registration) => confirmationOf("event-registration", data, registrationConfirmation(event, registration)),
    errorText: generalErrorText,
    hasSummary: true,
  });
  const { view, summaryRef } = island;
  const sent = view.status === "submitted";
  return (
    <LeadFormFrame
      kind="event-registration"
      formId={formId}
      island={island}
      label="Event registration"
      hidden={{ eventId: event.id }}
      before={<SummaryFormTop formId={formId} view={view} labels={LABELS} summaryRef={summaryRef} />}
      success={
        sent ? (
          <SuccessPanel
            idPrefix={formId}
            content={successPanelOf("event-registration", view.result?.reference)}
            message={<p>{view.result?.text}</p>}
            headingRef={island.successRef}
            footer={inDialog && <DialogCloseButton label="Done" />}
          >
            <a href={calendarFilePath(event.id)} download className="btn btn-secondary">
              <Icon name="calendar-plus" className="size-4" />
              Add to calendar
            </a>
          </SuccessPanel>
        ) : undefined
      }
      submitLabel="Register"
      busyLabel="Registering..."
      afterSubmit={inDialog && <DialogCloseButton label="Cancel" />}
    >
      <TextInput name="fullName" label={LABELS.fullName} required autoComplete="name" initialFocus />
      <TextInput name="email" label={LABELS.email} type="email" required autoComplete="email" />
      <Honeypot />
      <DataNotice kind="event-registration" />
    </LeadFormFrame>
  );
}

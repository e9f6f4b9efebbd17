import { CONTACT_REQUIRED_FIELDS, contactSchema } from "../../../contract/leads/contact-schema.ts";
import { TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import { CONTACT_SUCCESS } from "../../../contract/leads/lead-messages.ts";
import { DataNotice } from "./data-notice";
import { generalErrorText } from "./lead-error-text";
import { validateLead } from "./validate-lead";
import { Honeypot, TextArea, TextInput } from "./fields";
import type { LeadFormIslandProps } from "./lead-form-for";
import { LeadFormFrame } from "./lead-form-frame";
import { SuccessPanel } from "./success-panel";
import { answerReference, successPanelOf } from "./success-panels";
import { useLeadFormIsland } from "./use-lead-form-island";

const FORM_ID = "contact";
const FIELD_ORDER = ["name", "email", "organization", "role", "message"] as const;

/** Spec §3–§5: the contact form. A contact link's ?topic= starts the message (./contact-topic-prefill.ts, as the page loads). */
export default function ContactForm({ initial }: LeadFormIslandProps) {
  const island = useLeadFormIsland({
    kind: "contact",
    formId: FORM_ID,
    initial,
    fieldOrder: FIELD_ORDER,
    check: (values) => validateLead(contactSchema, CONTACT_REQUIRED_FIELDS, values),
    resultOf: (data) => answerReference("contact", data),
    errorText: generalErrorText,
  });

  return (
    <LeadFormFrame
      kind="contact"
      formId={FORM_ID}
      island={island}
      label="Contact form"
      success={
        island.view.status === "submitted" ? (
          <SuccessPanel
            idPrefix={FORM_ID}
            content={successPanelOf("contact", island.view.result)}
            message={<p>{CONTACT_SUCCESS}</p>}
            headingRef={island.successRef}
            dismiss={{ label: "Dismiss message", onDismiss: island.dismiss }}
          />
        ) : undefined
      }
      submitLabel="Send Message"
      busyLabel="Sending..."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput name="name" label="Name" required autoComplete="name" maxLength={TEXT_LIMITS.personName} />
        <TextInput name="email" label="Email" type="email" required autoComplete="email" maxLength={TEXT_LIMITS.email} />
        <TextInput name="organization" label="Organization" autoComplete="organization" maxLength={TEXT_LIMITS.organizationName} />
        <TextInput name="role" label="Role" autoComplete="organization-title" maxLength={TEXT_LIMITS.role} />
      </div>
      <TextArea name="message" label="Message" required rows={6} maxLength={TEXT_LIMITS.longText} />
      <Honeypot />
      <DataNotice kind="contact" />
    </LeadFormFrame>
  );
}

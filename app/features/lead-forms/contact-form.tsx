import { useEffect } from "react";
import type { ContactRequest } from "../../../contract/leads/contact-schema.ts";
import { TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import { CONTACT_SUCCESS } from "../../../contract/leads/lead-messages.ts";
import { CONTACT_EMAIL } from "~/content/contact-interactive";
import { messageForTopic } from "./contact-topic";
import { DataNotice } from "./data-notice";
import { DismissibleSuccess } from "./form-outcome";
import { InputField, TextAreaField } from "./form-fields";
import { HoneypotField } from "./honeypot-field";
import { LeadFormFrame } from "./lead-form-frame";
import { useLeadForm } from "./use-lead-form";

const initialValues = { name: "", email: "", organization: "", role: "", message: "", website: "" } satisfies ContactRequest;

/** Spec §3–§5: the contact form. A contact link's ?topic= (in `search`, the page's query) starts the message. */
export function ContactForm({ search }: { search: string }) {
  const { formRef, messageRef, ...form } = useLeadForm({
    formId: "contact",
    initialValues,
    loadKit: () => import("./contact-form-kit").then((kit) => kit.contactFormKit),
  });
  const { prefill } = form;

  // A new topic starts a blank message; it never overwrites what the visitor typed.
  useEffect(() => {
    const message = messageForTopic(search);
    if (message) prefill("message", message);
  }, [search, prefill]);

  return (
    <LeadFormFrame
      form={form}
      formRef={formRef}
      messageRef={messageRef}
      label="Contact form"
      success={form.state.status === "submitted" ? <DismissibleSuccess text={CONTACT_SUCCESS} onDismiss={form.dismiss} dismissLabel="Dismiss message" /> : undefined}
      submitLabel="Send Message"
      busyLabel="Sending..."
      noscript={`Sending this form needs JavaScript. You can also write to us at ${CONTACT_EMAIL}.`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField field={form.field("name")} label="Name" required autoComplete="name" maxLength={TEXT_LIMITS.personName} />
        <InputField field={form.field("email")} label="Email" type="email" required autoComplete="email" maxLength={TEXT_LIMITS.email} />
        <InputField field={form.field("organization")} label="Organization" autoComplete="organization" maxLength={TEXT_LIMITS.organizationName} />
        <InputField field={form.field("role")} label="Role" autoComplete="organization-title" maxLength={TEXT_LIMITS.role} />
      </div>
      <TextAreaField field={form.field("message")} label="Message" required rows={6} maxLength={TEXT_LIMITS.longText} />
      <HoneypotField field={form.field("website")} />
      <DataNotice kind="contact" />
    </LeadFormFrame>
  );
}

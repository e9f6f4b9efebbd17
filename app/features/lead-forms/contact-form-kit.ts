import { CONTACT_REQUIRED_FIELDS, type ContactRequest, contactSchema } from "../../../contract/leads/contact-schema.ts";
import { fieldErrorsOf, generalErrorText } from "./lead-error-text";
import type { LeadFormKit } from "./lead-form-kit";
import { submitContact } from "./submit-lead";
import { validateLead } from "./validate-lead";

/** The contact form's kit (./lead-form-kit.ts): loaded on demand by ./contact-form.tsx. */
export const contactFormKit: LeadFormKit<ContactRequest, ContactRequest, unknown> = {
  validate: (values) => validateLead(contactSchema, CONTACT_REQUIRED_FIELDS, values),
  send: submitContact,
  errorText: generalErrorText,
  fieldErrorsOf,
};

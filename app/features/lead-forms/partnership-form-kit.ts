import { PARTNERSHIP_REQUIRED_FIELDS, type PartnershipRequest, partnershipSchema } from "../../../contract/leads/partnership-schema.ts";
import { fieldErrorsOf, generalErrorText } from "./lead-error-text";
import type { LeadFormKit } from "./lead-form-kit";
import type { PartnershipValues } from "./partnership-form";
import { submitPartnership } from "./submit-lead";
import { validateLead } from "./validate-lead";

/** The partnership form's kit (./lead-form-kit.ts): loaded on demand by ./partnership-form.tsx. */
export const partnershipFormKit: LeadFormKit<PartnershipValues, PartnershipRequest, unknown> = {
  validate: (values) => validateLead(partnershipSchema, PARTNERSHIP_REQUIRED_FIELDS, values as PartnershipRequest),
  send: submitPartnership,
  errorText: generalErrorText,
  fieldErrorsOf,
};

import {
  APPLICATION_STATUS_REQUIRED_FIELDS,
  type ApplicationStatusAnswer,
  type ApplicationStatusQuery,
  applicationStatusQuerySchema,
} from "../../../contract/leads/application-status.ts";
import { fieldErrorsOf, generalErrorText } from "../lead-forms/lead-error-text";
import type { LeadFormKit } from "../lead-forms/lead-form-kit";
import { validateLead } from "../lead-forms/validate-lead";
import { lookUpApplicationStatus } from "./look-up-status";

/** The status lookup's kit (../lead-forms/lead-form-kit.ts): loaded on demand by ./status-lookup-form.tsx. */
export const statusLookupKit: LeadFormKit<ApplicationStatusQuery, ApplicationStatusQuery, ApplicationStatusAnswer> = {
  validate: (values) => validateLead(applicationStatusQuerySchema, APPLICATION_STATUS_REQUIRED_FIELDS, values),
  send: lookUpApplicationStatus,
  errorText: generalErrorText,
  fieldErrorsOf,
};

import type * as z from "zod/mini";
import { CONTACT_REQUIRED_FIELDS, contactSchema } from "../../../contract/leads/contact-schema.ts";
import { CORPORATE_INQUIRY_REQUIRED_FIELDS, corporateInquirySchema } from "../../../contract/leads/corporate-inquiry.ts";
import { DOWNLOAD_REQUEST_REQUIRED_FIELDS, downloadRequestSchema } from "../../../contract/leads/download-request-schema.ts";
import { EVENT_REGISTRATION_REQUIRED_FIELDS, eventRegistrationSchema } from "../../../contract/leads/event-registration-schema.ts";
import { INCUBATION_REQUIRED_FIELDS, incubationSchema } from "../../../contract/leads/incubation-schema.ts";
import { INVESTOR_ACCESS_REQUIRED_FIELDS, investorAccessSubmissionSchema } from "../../../contract/leads/investor-access.ts";
import { INCUBATION_BODY_LIMIT, SMALL_FORM_BODY_LIMIT } from "../../../contract/leads/lead-limits.ts";
import {
  CONTACT_SUCCESS,
  CORPORATE_INQUIRY_SUCCESS,
  DOWNLOAD_REQUEST_SUCCESS,
  EVENT_REGISTRATION_SUCCESS,
  INCUBATION_DEFAULT_MESSAGE,
  INVESTOR_ACCESS_SUCCESS,
  PARTNERSHIP_SUCCESS,
} from "../../../contract/leads/lead-messages.ts";
import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import { PARTNERSHIP_REQUIRED_FIELDS, partnershipSchema } from "../../../contract/leads/partnership-schema.ts";
import { FAILURE_TEXT } from "./lead-answers.ts";
import { FORM_TYPE, JSON_TYPE, MULTIPART_TYPE } from "./lead-body.ts";

/** One lead form as the server takes it. */
export type LeadForm = {
  kind: LeadKind;
  schema: z.ZodMiniType;
  required: readonly string[];
  bodyLimit: number;
  tooLarge: string;
  successMessage: string;
  /** Media types it is sent as: JSON for API clients and form posts for browsers, multipart where a file may come. */
  accepts: readonly string[];
  /** Whether a multipart post may carry the pitch deck as a file part. */
  takesPitchDeck: boolean;
  /**
   * Stored fields that say when, not what, left out of the hash that tells a
   * repeat from a new request: the NDA's acceptance, which a plain post's
   * ticked box makes the server's time, different for each post of the same details.
   */
  notHashed?: readonly string[];
};

/** The forms without a file: JSON, a URL-encoded form post, or multipart (a form may be sent either way). */
const TEXT_FORM_TYPES = [JSON_TYPE, FORM_TYPE, MULTIPART_TYPE] as const;

const textForm = (kind: LeadKind, schema: z.ZodMiniType, required: readonly string[], successMessage: string): LeadForm => ({
  kind,
  schema,
  required,
  bodyLimit: SMALL_FORM_BODY_LIMIT,
  tooLarge: FAILURE_TEXT.smallFormTooLarge,
  successMessage,
  accepts: TEXT_FORM_TYPES,
  takesPitchDeck: false,
});

export const LEAD_FORMS: readonly LeadForm[] = [
  textForm("contact", contactSchema, CONTACT_REQUIRED_FIELDS, CONTACT_SUCCESS),
  {
    kind: "incubation",
    schema: incubationSchema,
    required: INCUBATION_REQUIRED_FIELDS,
    bodyLimit: INCUBATION_BODY_LIMIT,
    tooLarge: FAILURE_TEXT.incubationTooLarge,
    successMessage: INCUBATION_DEFAULT_MESSAGE,
    // The pitch deck is a file: a browser's form post sends it as multipart.
    accepts: [JSON_TYPE, MULTIPART_TYPE],
    takesPitchDeck: true,
  },
  textForm("partnership", partnershipSchema, PARTNERSHIP_REQUIRED_FIELDS, PARTNERSHIP_SUCCESS),
  textForm("corporate-inquiry", corporateInquirySchema, CORPORATE_INQUIRY_REQUIRED_FIELDS, CORPORATE_INQUIRY_SUCCESS),
  { ...textForm("investor-access", investorAccessSubmissionSchema, INVESTOR_ACCESS_REQUIRED_FIELDS, INVESTOR_ACCESS_SUCCESS), notHashed: ["ndaAcceptedAt"] },
  textForm("event-registration", eventRegistrationSchema, EVENT_REGISTRATION_REQUIRED_FIELDS, EVENT_REGISTRATION_SUCCESS),
  textForm("download-request", downloadRequestSchema, DOWNLOAD_REQUEST_REQUIRED_FIELDS, DOWNLOAD_REQUEST_SUCCESS),
];

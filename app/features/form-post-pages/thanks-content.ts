import { isLeadReference } from "../../../contract/leads/lead-reference-format.ts";
import {
  CONTACT_SUCCESS,
  CORPORATE_INQUIRY_SUCCESS,
  DOWNLOAD_REQUEST_SUCCESS,
  EVENT_REGISTRATION_SUCCESS,
  INCUBATION_SUCCESS,
  INCUBATION_SUCCESS_HEADING,
  INVESTOR_ACCESS_SUCCESS,
  PARTNERSHIP_SUCCESS,
} from "../../../contract/leads/lead-messages.ts";
import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import { FORM_HOME_PAGES, type FormHomePage } from "./form-home-pages.ts";

/** What the thanks page of a plain post shows. */
export type ThanksContent = {
  heading: string;
  /** The spec's success text of the form (§8; the content pages' own confirmations). */
  message: string;
  /** The lead's reference, only when it has the form's reference shape: never a text from the URL as it came. */
  reference?: { label: string; value: string };
  back: FormHomePage;
};

const HEADINGS_AND_MESSAGES: Readonly<Record<LeadKind, { heading: string; message: string }>> = {
  contact: { heading: "Message sent", message: CONTACT_SUCCESS },
  incubation: { heading: INCUBATION_SUCCESS_HEADING, message: INCUBATION_SUCCESS },
  partnership: { heading: "Application sent", message: PARTNERSHIP_SUCCESS },
  "corporate-inquiry": { heading: "Inquiry sent", message: CORPORATE_INQUIRY_SUCCESS },
  "investor-access": { heading: "Request sent", message: INVESTOR_ACCESS_SUCCESS },
  "event-registration": { heading: "Registration received", message: EVENT_REGISTRATION_SUCCESS },
  "download-request": { heading: "Request received", message: DOWNLOAD_REQUEST_SUCCESS },
};

/** The thanks page of one form, with the reference the server put in its address (thanksPath) if it is one. */
export function thanksContent(kind: LeadKind, reference: string | null | undefined): ThanksContent {
  const content: ThanksContent = { ...HEADINGS_AND_MESSAGES[kind], back: FORM_HOME_PAGES[kind] };
  if (isLeadReference(kind, reference)) {
    // Spec §8: the incubation form shows its Application ID; the others name theirs a reference.
    content.reference = { label: kind === "incubation" ? "Application ID" : "Your reference", value: reference };
  }
  return content;
}

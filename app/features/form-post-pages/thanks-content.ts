import { isLeadReference } from "../../../contract/leads/lead-reference-format.ts";
import { INCUBATION_SUCCESS_HEADING } from "../../../contract/leads/lead-messages.ts";
import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import { LEAD_SUCCESS_TEXTS } from "../../../contract/leads/success-texts.ts";
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

/** Spec §8 gives the incubation form its heading; the others say what was sent. */
const HEADINGS: Readonly<Record<LeadKind, string>> = {
  contact: "Message sent",
  incubation: INCUBATION_SUCCESS_HEADING,
  partnership: "Application sent",
  "corporate-inquiry": "Inquiry sent",
  "investor-access": "Request sent",
  "event-registration": "Registration received",
  "download-request": "Request received",
};

/** The thanks page of one form, with the reference the server put in its address (thanksPath) if it is one. */
export function thanksContent(kind: LeadKind, reference: string | null | undefined): ThanksContent {
  const content: ThanksContent = { heading: HEADINGS[kind], message: LEAD_SUCCESS_TEXTS[kind], back: FORM_HOME_PAGES[kind] };
  if (isLeadReference(kind, reference)) {
    // Spec §8: the incubation form shows its Application ID; the others name theirs a reference.
    content.reference = { label: kind === "incubation" ? "Application ID" : "Your reference", value: reference };
  }
  return content;
}

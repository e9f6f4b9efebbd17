import {
  CONTACT_SUCCESS,
  CORPORATE_INQUIRY_SUCCESS,
  DOWNLOAD_REQUEST_SUCCESS,
  EVENT_REGISTRATION_SUCCESS,
  INCUBATION_SUCCESS,
  INVESTOR_ACCESS_SUCCESS,
  PARTNERSHIP_SUCCESS,
} from "./lead-messages.ts";
import type { LeadKind } from "./lead-paths.ts";

/**
 * What a visitor reads once a form is stored (spec §8; the content pages'
 * own confirmations): on the thanks page a plain post is sent on to, and in
 * the server's text answer when that page cannot be rendered.
 */
export const LEAD_SUCCESS_TEXTS: Readonly<Record<LeadKind, string>> = {
  contact: CONTACT_SUCCESS,
  incubation: INCUBATION_SUCCESS,
  partnership: PARTNERSHIP_SUCCESS,
  "corporate-inquiry": CORPORATE_INQUIRY_SUCCESS,
  "investor-access": INVESTOR_ACCESS_SUCCESS,
  "event-registration": EVENT_REGISTRATION_SUCCESS,
  "download-request": DOWNLOAD_REQUEST_SUCCESS,
};

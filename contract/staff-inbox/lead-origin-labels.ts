import type { LeadVerification } from "../leads/lead-challenge.ts";
import type { LeadOrigin } from "../leads/lead-origin.ts";

/** How the inbox and its export name the spam check's outcome; a lead from before the check has none. */
export const LEAD_VERIFICATION_LABELS: Readonly<Record<LeadVerification, string>> = {
  verified: "Verified",
  unverified: "Unverified",
};

/** Newsletter sign-ups (confirmed by e-mail instead, decision 0018) and leads stored before the check. */
export const NO_VERIFICATION_LABEL = "Not checked (a newsletter sign-up, or a lead from before the check)";

/** The parts of a lead's origin, in the order the inbox shows them and the export's columns. */
export const LEAD_ORIGIN_LABELS: Readonly<Record<keyof LeadOrigin, string>> = {
  landingPage: "Landing page",
  referrer: "Referred by",
  utmSource: "Campaign source",
  utmMedium: "Campaign medium",
  utmCampaign: "Campaign",
  utmTerm: "Campaign term",
  utmContent: "Campaign content",
  formPage: "Sent from page",
};

export const LEAD_ORIGIN_PARTS = Object.keys(LEAD_ORIGIN_LABELS) as (keyof LeadOrigin)[];

export function verificationLabel(verification: LeadVerification | null): string {
  return verification ? LEAD_VERIFICATION_LABELS[verification] : NO_VERIFICATION_LABEL;
}

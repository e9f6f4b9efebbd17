import type { DataRightsRequestKind, DataRightsRequestState } from "./data-rights-requests.ts";
import { UNCORRECTABLE_FIELDS, correctionTarget } from "./data-rights-schema.ts";
import { leadFieldLabel } from "../leads/lead-labels.ts";
import type { StoredLeadKind } from "../leads/lead-paths.ts";
import type { SubscriptionState } from "../newsletter/newsletter-schema.ts";

/**
 * What we hold under one e-mail address, as the link's page shows it and its
 * download holds it (server/db/data-rights-repository.ts heldDataOf).
 */
export type HeldLead = {
  reference: string;
  kind: StoredLeadKind;
  submittedAt: string;
  /** Every field of the form as it was stored. */
  fields: Record<string, string>;
  pitchDeck: { fileName: string | null; mediaType: string; sizeBytes: number } | null;
  consentWithdrawnAt: string | null;
  /** Where the lead came from (contract/leads/lead-origin.ts: landing page, referrer, utm_* tags, the form's page), as stored. */
  origin: Record<string, string> | null;
  /** Anything else recorded with the lead (how it was checked), by column name. */
  recorded: Record<string, string | number | boolean>;
};

export type HeldSubscription = { state: SubscriptionState; stateText: string; signedUpAt: string; confirmedAt: string | null; unsubscribedAt: string | null };

export type HeldData = {
  email: string;
  leads: HeldLead[];
  newsletter: HeldSubscription | null;
  requests: { reference: string; kind: DataRightsRequestKind; state: DataRightsRequestState; receivedAt: string; dueAt: string }[];
};

/**
 * What the server hands the link's page when the build renders it
 * (app/pages/legal/your-data/view.astro, on demand): everything held with the
 * token its forms post; the answer to one of its buttons; or a link that does not work.
 */
export type YourDataPageState =
  | { view: "data"; held: HeldData; token: string }
  | { view: "result"; heading: string; text: string; token?: string; /** The button's request was refused (a correction that does not fit). */ refused?: true }
  | { view: "invalid" };

/** The on-demand page the server renders the link's pages with (never linked; no file of the build answers it). */
export const YOUR_DATA_VIEW_PAGE_PATH = "/legal/your-data/view";

/** Labels for the parts of where a lead came from. */
export const ORIGIN_PART_LABELS: Readonly<Record<string, string>> = {
  landingPage: "First page of your visit",
  referrer: "Site you came from",
  formPage: "Page the form was sent from",
  utmSource: "Campaign source (utm_source)",
  utmMedium: "Campaign medium (utm_medium)",
  utmCampaign: "Campaign (utm_campaign)",
  utmTerm: "Campaign term (utm_term)",
  utmContent: "Campaign content (utm_content)",
};

/** Labels for what else a lead records. */
export const RECORDED_LABELS: Readonly<Record<string, string>> = { verification: "Spam check" };

export function originPartLabel(part: string): string {
  return ORIGIN_PART_LABELS[part] ?? part;
}

export function recordedLabel(column: string): string {
  return RECORDED_LABELS[column] ?? column.replace(/_/g, " ");
}

/** Every field the person may correct, as "REF:field" choices of their own leads. */
export function correctableChoices(leads: readonly HeldLead[]): { value: string; label: string }[] {
  return leads.flatMap((lead) =>
    Object.keys(lead.fields)
      .filter((field) => !UNCORRECTABLE_FIELDS.has(field))
      .map((field) => ({ value: correctionTarget(lead.reference, field), label: `${lead.reference}: ${leadFieldLabel(field, lead.kind)}` })),
  );
}

/** Whether every lead is marked withdrawn and no newsletter is running: the withdraw button has nothing left to do. */
export function consentWithdrawnEverywhere(held: HeldData): boolean {
  return held.leads.every((lead) => lead.consentWithdrawnAt !== null) && held.newsletter?.state !== "confirmed" && held.newsletter?.state !== "pending";
}

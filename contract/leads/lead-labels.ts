import type { LeadKind, StoredLeadKind } from "./lead-paths.ts";

/**
 * The one table of names for lead kinds and the fields the forms send, for
 * everything staff read: the inbox (list, filter, detail, CSV) and the team's
 * notification e-mail. A kind or field without a label (a form added later)
 * gets its own name spelt out.
 */

/** Each kind as a heading names it; inside a sentence, leadKindNoun. */
export const LEAD_KIND_LABELS: Readonly<Record<StoredLeadKind, string>> = {
  contact: "Contact message",
  incubation: "Incubation application",
  partnership: "Partnership application",
  "corporate-inquiry": "Corporate engagement inquiry",
  "investor-access": "Investor access request",
  "event-registration": "Event registration",
  "download-request": "Download request",
  newsletter: "Newsletter subscriber",
};

/** The fields every form sends, by their name in the request (and in the stored lead). */
export const LEAD_FIELD_LABELS: Readonly<Record<string, string>> = {
  // Who
  name: "Name",
  fullName: "Full name",
  founderName: "Founder name",
  contactPerson: "Contact person",
  email: "E-mail",
  phone: "Phone",
  role: "Role",
  // Their organisation
  organization: "Organisation",
  organisation: "Organisation",
  organizationName: "Organisation",
  companyName: "Company name",
  company: "Company",
  industrySector: "Industry sector",
  industry: "Industry",
  stage: "Stage",
  companySize: "Company size",
  partnershipType: "Partnership type",
  // What they ask for
  topic: "Topic",
  interests: "Areas of interest",
  investmentFocus: "Investment focus",
  ndaAcceptedAt: "NDA accepted at",
  eventId: "Event",
  resourceId: "File asked for",
  subscription: "Subscription",
  message: "Message",
  motivation: "Why they want to join",
  proposal: "Proposal",
};

/** Where one form's field means something more specific than the shared label says. */
const KIND_FIELD_LABELS: Readonly<Partial<Record<LeadKind, Readonly<Record<string, string>>>>> = {
  "investor-access": { company: "Company / Fund" },
};

/** "companySize" → "Company size", "investment_focus" → "Investment focus". */
export function spellOut(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const own = (table: Readonly<Record<string, string>> | undefined, key: string): string | undefined =>
  table && Object.hasOwn(table, key) ? table[key] : undefined;

/** "Incubation application"; an unknown kind spelt out. */
export function leadKindLabel(kind: string): string {
  return own(LEAD_KIND_LABELS, kind) ?? spellOut(kind);
}

/** The kind inside a sentence: "a new incubation application". */
export function leadKindNoun(kind: string): string {
  const label = leadKindLabel(kind);
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** A field's label, as the kind of lead it came with calls it when that differs. */
export function leadFieldLabel(name: string, kind?: string): string {
  const specific = kind ? own(KIND_FIELD_LABELS[kind as LeadKind], name) : undefined;
  return specific ?? own(LEAD_FIELD_LABELS, name) ?? spellOut(name);
}

/**
 * Labels the staff see for lead kinds and the fields the forms send; a kind
 * or field without one (a form added later) gets its own name spelt out.
 */

const KIND_LABELS: Readonly<Record<string, string>> = {
  contact: "Contact message",
  incubation: "Incubation application",
  partnership: "Partnership application",
  "corporate-inquiry": "Corporate inquiry",
  "investor-access": "Investor access request",
  "event-registration": "Event registration",
  "download-request": "Download request",
};

const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: "Name",
  email: "E-mail",
  organization: "Organisation",
  organisation: "Organisation",
  role: "Role",
  message: "Message",
  topic: "Topic",
  company: "Company",
  interests: "Interests",
  companyName: "Company name",
  founderName: "Founder name",
  industrySector: "Industry sector",
  stage: "Stage",
  motivation: "Why they want to join",
  organizationName: "Organisation",
  contactPerson: "Contact person",
  phone: "Phone",
  partnershipType: "Partnership type",
  industry: "Industry",
  companySize: "Company size",
  proposal: "Proposal",
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

export function leadKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? spellOut(kind);
}

export function leadFieldLabel(name: string): string {
  return FIELD_LABELS[name] ?? spellOut(name);
}

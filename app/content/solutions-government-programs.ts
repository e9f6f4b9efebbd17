import { contactLink } from "~/lib/contact-link";
import type { ServiceCard } from "./solutions-types";

export const governmentIntro =
  "India has hundreds of central and state schemes for startups and MSMEs. We help founders, incubators and programme officers find the right ones, apply well and stay compliant after the money arrives.";

/** "Download Guide" asks the team for the guide through the contact form. */
export const policyGuides: readonly ServiceCard[] = [
  {
    title: "Startup India & DPIIT Recognition",
    description: "What recognition gives you (tax holidays, self-certification, faster patents) and how to apply without rejections.",
    category: "Central policy",
    icon: "file-text",
    highlights: ["Eligibility rules explained", "Step-by-step application walkthrough", "Common reasons for rejection"],
    highlightsHeading: "Inside the guide",
    action: { label: "Download Guide", to: contactLink("Policy guide request: Startup India & DPIIT Recognition") },
  },
  {
    title: "State Startup Policies: Maharashtra & Karnataka",
    description: "Incentives, grants and reimbursements under the two state policies our ventures use most.",
    category: "State policy",
    icon: "map-pin",
    highlights: ["Patent and quality-certification reimbursements", "State seed and innovation grants", "Procurement preferences for startups"],
    highlightsHeading: "Inside the guide",
    action: { label: "Download Guide", to: contactLink("Policy guide request: State Startup Policies") },
  },
  {
    title: "Funding Schemes for Startups",
    description: "The Startup India Seed Fund Scheme, the Fund of Funds for Startups and the Credit Guarantee Scheme, side by side.",
    category: "Funding",
    icon: "banknote",
    highlights: ["Who each scheme is for", "How money reaches the venture", "Matching schemes to your stage"],
    highlightsHeading: "Inside the guide",
    action: { label: "Download Guide", to: contactLink("Policy guide request: Funding Schemes for Startups") },
  },
];

export const grantSupport: readonly ServiceCard[] = [
  {
    title: "Scheme Matching",
    description: "A short review of your venture against central, state and sector schemes, with a shortlist ranked by fit and effort.",
    duration: "1 week",
    icon: "search",
    highlights: ["Eligibility check", "Shortlist of matching schemes", "Application calendar"],
  },
  {
    title: "Application Drafting & Review",
    description: "Our grants specialists draft or review your proposal, budget and milestones before you submit.",
    duration: "2-3 weeks",
    icon: "file-text",
    highlights: ["Proposal and budget narrative", "Milestones that evaluators can verify", "Mock evaluation panel"],
  },
  {
    title: "Post-award Reporting",
    description: "Utilisation certificates, progress reports and audits, handled on time so the next tranche is released.",
    duration: "For the life of the grant",
    icon: "chart-column",
    highlights: ["Reporting calendar", "Utilisation certificates", "Audit preparation"],
  },
];

/** "Download Checklist" asks the team for the checklist through the contact form. */
export const complianceChecklists: readonly ServiceCard[] = [
  {
    title: "Incorporation & Statutory Registrations",
    description: "Company registration, PAN and TAN, GST, Udyam, shops and establishments, and the professional tax registrations you need before trading.",
    importance: "Critical",
    icon: "shield-check",
    action: { label: "Download Checklist", to: contactLink("Compliance checklist request: Incorporation & Statutory Registrations") },
  },
  {
    title: "Grant Utilisation & Audit",
    description: "Separate accounts, utilisation certificates, asset registers and the records auditors ask for on government grants.",
    importance: "High",
    icon: "scale",
    action: { label: "Download Checklist", to: contactLink("Compliance checklist request: Grant Utilisation & Audit") },
  },
  {
    title: "Data Protection (DPDP Act 2023)",
    description: "Consent notices, data retention, breach response and the duties of a data fiduciary under India's new data protection law.",
    importance: "Essential",
    icon: "lock",
    action: { label: "Download Checklist", to: contactLink("Compliance checklist request: Data Protection (DPDP Act 2023)") },
  },
];

export const governmentCta = {
  title: "Find the Right Scheme",
  text: "Tell us about your venture or programme and our grants team will suggest the schemes worth your time.",
  primary: { label: "Talk to Our Grants Team", to: contactLink("Government programmes and grants") },
} as const;

import type { BadgeTone } from "~/components/badge";
import { contactLink } from "~/lib/contact-link";
import type { CollaborationTemplate, PolicyBrief, RegulatoryUpdate } from "./audience-types";

export const governmentIntro = {
  title: "Evidence for policy, partners for delivery",
  text: "Ministries, state startup missions, district administrations and NGOs work with Ankur to design incubation programmes, measure what they achieve and reach founders outside the metros. Everything here is free to request.",
} as const;

export const policyBriefs: readonly PolicyBrief[] = [
  {
    id: "tier2-job-creation",
    title: "Incubator-Led Job Creation in Tier-2 and Tier-3 Cities",
    category: "Impact Study",
    date: "2026-08-18",
    summary: "We traced every job created by the 250+ ventures we have supported and where those jobs are. Two in five are outside the eight largest metros, most in manufacturing, agriculture and logistics.",
    impact: "12,000+ jobs traced, 41% of them in tier-2 and tier-3 districts",
    downloadUrl: contactLink("Report request: Incubator-Led Job Creation in Tier-2 and Tier-3 Cities"),
    image: { icon: "users", colour: "teal" },
  },
  {
    id: "seed-fund-hardware",
    title: "Making Seed Funding Work for Hardware Startups",
    category: "Policy Brief",
    date: "2026-05-06",
    summary: "Hardware ventures need longer runways and certification budgets that seed schemes rarely allow for. We propose milestone-linked tranches and a shared testing facility fund for incubators.",
    impact: "Recommendations adopted in one state's revised startup policy draft",
    downloadUrl: contactLink("Report request: Making Seed Funding Work for Hardware Startups"),
    image: { icon: "cpu", colour: "brand" },
  },
  {
    id: "women-msme-credit",
    title: "Women-Led MSMEs and Access to Formal Credit",
    category: "Impact Study",
    date: "2026-02-24",
    summary: "A study of 600 women-led micro and small enterprises in Maharashtra and Madhya Pradesh: what blocks formal credit, and how cash-flow-based lending on GST and UPI data changes approval rates.",
    impact: "Approval rates up from 22% to 47% with cash-flow-based underwriting",
    downloadUrl: contactLink("Report request: Women-Led MSMEs and Access to Formal Credit"),
    image: { icon: "heart-handshake", colour: "rose" },
  },
];

export const collaborationTemplates: readonly CollaborationTemplate[] = [
  {
    id: "public-private-incubation-mou",
    title: "Public-Private Incubation MoU",
    type: "Memorandum of Understanding",
    description: "For a state startup mission, district administration or public university setting up an incubation centre with Ankur as operating partner.",
    features: ["Roles, governance and review cycles", "Outcome indicators and reporting calendar", "Data-sharing terms under the DPDP Act 2023", "Exit and hand-over clauses"],
    downloadUrl: contactLink("Template request: Public-Private Incubation MoU"),
  },
  {
    id: "csr-implementation-agreement",
    title: "CSR Implementation Agreement",
    type: "CSR Agreement",
    description: "For companies funding incubation or livelihood programmes through an implementing agency under Section 135 of the Companies Act, 2013.",
    features: ["Schedule VII activity mapping", "Fund utilisation and utilisation certificates", "Impact assessment for large programmes", "Board CSR committee reporting format"],
    downloadUrl: contactLink("Template request: CSR Implementation Agreement"),
  },
  {
    id: "joint-grant-proposal",
    title: "Joint Grant Proposal",
    type: "Grant Proposal",
    description: "A proposal skeleton for NGOs and incubators applying together to government or multilateral programmes for entrepreneurship and skilling.",
    features: ["Problem statement and theory of change", "Budget with co-funding table", "Monitoring and evaluation framework", "Sustainability plan after the grant"],
    downloadUrl: contactLink("Template request: Joint Grant Proposal"),
  },
];

export const regulatoryUpdates: readonly RegulatoryUpdate[] = [
  {
    id: "gst-e-invoice-30-days",
    title: "GST e-invoices must be reported within 30 days",
    category: "Taxation",
    date: "2025-04-01",
    status: "Active",
    summary: "Businesses with an aggregate annual turnover of ₹10 crore or more cannot report an e-invoice to the Invoice Registration Portal more than 30 days after its date. Late invoices are rejected, and the buyer loses the input tax credit.",
    deadline: "Within 30 days of each invoice date",
    detailsUrl: "https://einvoice1.gst.gov.in/",
  },
  {
    id: "seed-fund-scheme",
    title: "Startup India Seed Fund Scheme: applications open",
    category: "Funding",
    date: "2026-10-01",
    status: "Active",
    summary: "DPIIT-recognised startups incorporated less than two years ago can apply through selected incubators for grants towards proof of concept and for debt or convertible funding towards market entry.",
    deadline: "Rolling applications through the Seed Fund portal",
    detailsUrl: "https://seedfund.startupindia.gov.in/",
  },
  {
    id: "dpdp-rules-obligations",
    title: "DPDP Rules, 2025: data fiduciary obligations take effect",
    category: "Data Protection",
    date: "2025-11-14",
    status: "Upcoming",
    summary: "Most duties of data fiduciaries under the Digital Personal Data Protection Act, 2023, including itemised consent notices, breach reporting to the Data Protection Board and erasure timelines, apply 18 months after the Rules were notified.",
    deadline: "13 May 2027",
    detailsUrl: "https://www.meity.gov.in/",
  },
];

/** Spec 2 §4: Active is shown green, Upcoming in another colour. */
export const regulatoryStatusTone = { Active: "green", Upcoming: "amber" } as const satisfies Record<RegulatoryUpdate["status"], BadgeTone>;

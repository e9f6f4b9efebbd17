import { contactLink } from "~/lib/contact-link";
import type { ServiceCard } from "./solutions-types";

export const msmeIntro =
  "Micro, small and medium enterprises are the backbone of India's economy. Our MSME desk helps owners digitise, get credit on fair terms and run leaner operations, with the same troupes that support our startups.";

export const digitalisationRoadmaps: readonly ServiceCard[] = [
  {
    title: "Digital Health Check",
    description: "A visit to your unit and a scored report of where digital tools would save the most time and money.",
    duration: "2-3 weeks",
    icon: "circle-check",
    highlights: ["On-site assessment", "Scorecard across sales, operations and finance", "Top five priorities with costs"],
  },
  {
    title: "Shop Floor to Cloud",
    description: "A phased plan to connect orders, inventory, production and accounts in one affordable system.",
    duration: "3 months",
    icon: "factory",
    highlights: ["Software options compared", "Implementation partner selection", "Staff adoption plan"],
  },
  {
    title: "Sell Online",
    description: "Reach new buyers through ONDC, marketplaces, GeM and your own storefront.",
    duration: "6 weeks",
    icon: "globe",
    highlights: ["Channel choice by product", "Catalogue and pricing set-up", "Logistics and payments partners"],
  },
];

export const creditFacilitation: readonly ServiceCard[] = [
  {
    title: "Collateral-free Loans",
    description: "Prepare and file applications for loans backed by the Credit Guarantee Fund Trust for Micro and Small Enterprises (CGTMSE).",
    category: "Term loans",
    icon: "banknote",
    highlights: ["Loan readiness review", "Project report and projections", "Introductions to partner lenders"],
  },
  {
    title: "Working Capital & Invoice Discounting",
    description: "Get paid faster by large buyers through TReDS platforms and working-capital lines sized to your cycle.",
    category: "Working capital",
    icon: "wallet",
    highlights: ["Cash-cycle analysis", "TReDS onboarding", "Bank and NBFC options compared"],
  },
  {
    title: "Udyam & Subsidy Linkage",
    description: "Udyam registration and the capital, interest and technology subsidies your unit qualifies for.",
    category: "Schemes",
    icon: "badge-check",
    highlights: ["Udyam registration", "Subsidy eligibility map", "Claim filing support"],
  },
];

/** "Download Toolkit" asks for the toolkit through the contact form. */
export const processToolkits: readonly ServiceCard[] = [
  {
    title: "Lean Shop Floor Toolkit",
    description: "5S audits, value-stream maps and daily huddle boards to cut waste on the shop floor.",
    icon: "settings",
    action: { label: "Download Toolkit", to: contactLink("MSME toolkit request: Lean Shop Floor Toolkit") },
  },
  {
    title: "Inventory & Working Capital Toolkit",
    description: "Reorder-level calculators and a cash-cycle tracker that show where your money is stuck.",
    icon: "chart-column",
    action: { label: "Download Toolkit", to: contactLink("MSME toolkit request: Inventory & Working Capital Toolkit") },
  },
  {
    title: "Quality & ZED Certification Toolkit",
    description: "Checklists and templates to prepare for Zero Defect Zero Effect (ZED) certification and buyer audits.",
    icon: "award",
    action: { label: "Download Toolkit", to: contactLink("MSME toolkit request: Quality & ZED Certification Toolkit") },
  },
];

export const msmeCta = {
  title: "Talk to Our MSME Desk",
  text: "Tell us about your unit, what you make and where you are stuck. The first consultation is free.",
  primary: { label: "Contact the MSME Desk", to: contactLink("MSME support schemes") },
} as const;

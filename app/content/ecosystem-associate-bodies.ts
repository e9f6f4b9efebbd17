import type { CardItem } from "~/components/card-grid";
import type { GovernanceMatrixRow, OperatingBody, OperationalCell } from "./ecosystem-types";

export const governanceFramework = {
  intro:
    "Governance at Ankur separates oversight from operations. Four associate operating bodies set direction and hold budgets; two operational cells run the day-to-day work with founders and the community. Each body meets on its own cycle, and every decision is recorded against a clear owner.",
  principles: [
    {
      title: "Clear roles",
      description: "Every body and cell works to a written charter naming what it decides, whom it consults and whom it informs.",
      icon: "users",
    },
    {
      title: "Standard operating procedures",
      description: "Admissions, stage-gate reviews, fund releases and partner onboarding follow the same documented SOPs in every programme.",
      icon: "file-text",
    },
    {
      title: "Enrollment process",
      description: "Partners, mentors and specialists apply, are reviewed by the relevant body and complete a two-week induction before taking a seat.",
      icon: "user-check",
    },
    {
      title: "Performance dashboards",
      description: "Each cycle starts from a shared dashboard of venture, programme and partner metrics, so reviews argue about decisions, not data.",
      icon: "chart-column",
    },
  ] satisfies readonly CardItem[],
} as const;

/** In the order of their cycles: quarterly, monthly, bi-monthly, bi-weekly. */
export const operatingBodies: readonly OperatingBody[] = [
  {
    name: "Strategy & Innovation",
    reviewCycle: "Quarterly review",
    description: "Sets the ecosystem's direction: focus sectors, new programmes and the rules of the stage-gate framework.",
    responsibilities: ["Approves focus sectors and annual cohort plans", "Chairs Gate 4 and Gate 5 reviews", "Reviews the model's outcomes against targets"],
    icon: "target",
  },
  {
    name: "Financial Governance",
    reviewCycle: "Monthly",
    description: "Oversees the money: troupe budgets, milestone-linked fund releases, equity terms and grant compliance.",
    responsibilities: ["Releases funds against verified milestones", "Audits CSR and grant utilisation", "Approves equity terms within the 3-7% band"],
    icon: "wallet",
  },
  {
    name: "Ecosystem Partnerships",
    reviewCycle: "Bi-monthly",
    description: "Brings in and looks after corporates, investors, academic institutions and government programmes.",
    responsibilities: ["Admits and reviews partners", "Matches co-innovation projects to ventures", "Tracks partner commitments and outcomes"],
    icon: "handshake",
  },
  {
    name: "Technology & Infrastructure",
    reviewCycle: "Bi-weekly sprint",
    description: "Runs the shared technology stack, labs and data platform that troupes and ventures build on.",
    responsibilities: ["Plans and ships platform work in two-week sprints", "Keeps venture data secure and access-controlled", "Maintains lab and cloud credits for ventures"],
    icon: "cpu",
  },
];

export const operationalCells: readonly OperationalCell[] = [
  {
    name: "Incubation Excellence",
    description: "Runs the troupes and the stage gates day to day, and keeps the quality of support the same in every cohort.",
    protocols: [
      "Troupe formation within 10 working days of admission",
      "Gate readiness checklist signed off by the troupe lead",
      "Founder feedback collected after every gate",
    ],
    icon: "award",
  },
  {
    name: "Resources & Community",
    description: "Looks after mentors, events, the resource library and the founder community across Pune, Bengaluru and online.",
    protocols: [
      "Mentor onboarding and session-quality reviews",
      "Community events calendar planned a quarter ahead",
      "Resource library curated and refreshed by sector",
    ],
    icon: "library",
  },
];

export const governanceMatrix: readonly GovernanceMatrixRow[] = [
  { decision: "Focus sectors and cohort plans", lead: "Strategy & Innovation", consulted: "Ecosystem Partnerships", cycle: "Quarterly review", escalation: "Board of Directors" },
  { decision: "Venture admission", lead: "Incubation Excellence cell", consulted: "Strategy & Innovation", cycle: "Per cohort", escalation: "Strategy & Innovation" },
  { decision: "Stage-gate decisions (continue, pivot, exit)", lead: "Incubation Excellence cell", consulted: "Financial Governance", cycle: "At every gate", escalation: "Strategy & Innovation" },
  { decision: "Fund releases and equity terms", lead: "Financial Governance", consulted: "Incubation Excellence cell", cycle: "Monthly", escalation: "Board of Directors" },
  { decision: "Partner admission and co-innovation projects", lead: "Ecosystem Partnerships", consulted: "Resources & Community cell", cycle: "Bi-monthly", escalation: "Strategy & Innovation" },
  { decision: "Platform, data and lab infrastructure", lead: "Technology & Infrastructure", consulted: "Incubation Excellence cell", cycle: "Bi-weekly sprint", escalation: "Financial Governance" },
  { decision: "Mentors, events and resources", lead: "Resources & Community cell", consulted: "Ecosystem Partnerships", cycle: "Monthly", escalation: "Ecosystem Partnerships" },
];

export const governanceCta = {
  title: "Questions About Our Governance?",
  text: "Partners, auditors and programme officers can ask for charters, SOPs or a walk-through of our dashboards.",
  primary: { label: "Contact Our Governance Team", to: "/contact-get-involved" },
} as const;

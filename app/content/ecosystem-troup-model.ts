import type { Stat } from "~/components/stat-grid";
import type { RecordCardData } from "~/features/content-sections/record-card";
import type { GateDecision, IncubationStage, ModelBenefit } from "./ecosystem-types";

export const modelIntro = {
  paragraphs: [
    "The Troup-Based Business Incubation Model (TBBIM) replaces the usual mix of office space and occasional advice with a dedicated, cross-functional team. A troupe of 4-6 specialists in strategy, technology, finance and marketing works inside each venture, a few days a week, from the first customer interview to the growth round.",
    "Progress is measured through five stages. Each stage ends at a review gate, where the founders, the troupe and our governance bodies look at the evidence and decide on continuation, a pivot or an exit. Nothing moves forward on enthusiasm alone.",
  ],
  stats: [
    { value: "4-6", label: "specialists in every troupe" },
    { value: "5", label: "stages, each closed by a review gate" },
    { value: "78%", label: "of our ventures survive (industry average: 32%)" },
    { value: "3-7%", label: "equity, typically, for troupe support" },
  ] satisfies readonly Stat[],
} as const;

export const coreComponents: readonly RecordCardData[] = [
  {
    title: "Troupes",
    description:
      "A troupe is a cross-functional team of 4-6 specialists assigned to one venture. Its members are experienced operators, not students, and they are accountable for the venture's gate results alongside the founders.",
    icon: "users",
    lists: [
      {
        heading: "How a troupe works",
        items: [
          "A troupe lead plus specialists in strategy, technology, finance and marketing",
          "Specialists rotate in and out as the venture's stage demands",
          "Paid for with equity, typically 3-7%, agreed before Stage 1",
          "Founders get answers from the troupe or our support desk within 24 hours",
        ],
      },
    ],
  },
  {
    title: "Stage-Gate Framework",
    description:
      "Five stages with clear exit criteria. At the end of each stage, a review gate weighs the evidence and records one of three decisions: continuation, pivot or exit.",
    icon: "flag",
    lists: [
      {
        heading: "How the gates work",
        items: [
          "Exit criteria for every stage are agreed up front",
          "Gates are chaired by our governance bodies, not by the troupe",
          "A pivot sends the venture back with a new hypothesis, not a penalty",
          "An exit is handled with care: founders keep their IP and learnings",
        ],
      },
    ],
  },
];

/** The review gates decide one of these, in this order (spec §4). */
export const gateDecisions: readonly GateDecision[] = ["continuation", "pivot", "exit"];

/** The five stages in the model page's detailed wording, in order. */
export const incubationStages: readonly IncubationStage[] = [
  {
    name: "Ideation & Validation",
    duration: "4-6 weeks",
    summary: "Turn an idea into a problem worth solving and a customer worth serving.",
    activities: ["At least 30 customer discovery interviews", "Problem and solution hypotheses written down", "Competitive and regulatory scan", "Founder roles and equity agreed"],
    gate: "Is there clear evidence of a painful problem and a reachable first customer?",
  },
  {
    name: "MVP Development",
    duration: "8-12 weeks",
    summary: "Build the smallest product that real customers will use and pay for.",
    activities: ["MVP scoped with the technology specialist", "Build in two-week sprints", "Pilot with 5-10 design partners", "Unit economics drafted"],
    gate: "Do pilot users come back and are some of them willing to pay?",
  },
  {
    name: "Market Traction",
    duration: "3-4 months",
    summary: "Find a repeatable way to win customers and prove the economics.",
    activities: ["First paying customers and a sales playbook", "Pricing tested in the market", "Company, finance and compliance set up", "Pre-seed or seed pitch prepared"],
    gate: "Is revenue growing month on month with a channel the venture can repeat?",
  },
  {
    name: "Growth & Scaling",
    duration: "4-6 months",
    summary: "Grow revenue, the team and the market footprint, and raise institutional capital.",
    activities: ["Seed or Series A raise with our investor network", "Key hires and leadership roles filled", "Second city or segment launched", "Corporate partnerships and pilots signed"],
    gate: "Can the venture grow without the troupe doing the work for it?",
  },
  {
    name: "Maturity & Exit",
    duration: "3-6 months",
    summary: "Hand over to the venture's own leadership and plan the troupe's exit.",
    activities: ["Board and governance practices in place", "Follow-on funding or profitability plan", "Troupe hands over and steps back", "Alumni support and investor updates"],
    gate: "Is the venture ready to stand on its own, and has the troupe handed over everything?",
  },
];

export const modelBenefits: readonly ModelBenefit[] = [
  {
    title: "Higher survival",
    description: "78% of ventures built with a troupe are still operating, against an industry average of 32%.",
    icon: "shield-check",
  },
  {
    title: "Faster to market",
    description: "Ventures reach their first paying customers with a 41% shorter time to market than they had planned on their own.",
    icon: "zap",
  },
  {
    title: "Expertise without the payroll",
    description: "4-6 senior specialists for the price of equity, typically 3-7%, instead of salaries an early venture cannot afford.",
    icon: "users",
  },
  {
    title: "Decisions on evidence",
    description: "Every gate decision, continuation, pivot or exit, rests on data that founders, troupes and investors all see.",
    icon: "chart-column",
  },
];

export const caseStudy = {
  venture: "Sutra Cloud Systems",
  sector: "Enterprise software",
  challenge:
    "Two engineers from Kolhapur had a working inventory tool for their family's foundry but no sales process, no pricing and no idea whether other manufacturers would pay.",
  approach:
    "A troupe of five (a lead, a SaaS product specialist, a finance specialist and two go-to-market specialists) has taken them through the first four stages. At Gate 2 the evidence pointed to a pivot from inventory to full GST-ready ERP for mid-sized manufacturers.",
  results: [
    { value: "214%", label: "revenue growth in the year after Gate 3" },
    { value: "41%", label: "shorter time to market than the founders' own plan" },
    { value: "4", label: "review gates cleared, with one pivot at Gate 2" },
    { value: "120", label: "paying manufacturers today" },
  ] satisfies readonly Stat[],
} as const;

export const modelCta = {
  title: "Ready to Work With a Troupe?",
  text: "Apply to the next cohort, or ask us how the Troup-Based Business Incubation Model would work for your venture or programme.",
  primary: { label: "Apply for Incubation", to: "/solutions-services/startup-incubation-packages" },
  secondary: { label: "Request TBBIM Consultation", to: "/contact-get-involved" },
} as const;

/** The image band after the stages: where the road through the gates leads (the survival figures of spec 2 §9). */
export const modelBand = {
  eyebrow: "Five stages, five gates, one troupe",
  statement: "78% of troupe-supported ventures are still operating after three years, against 32% across the industry.",
  link: { label: "Read the case studies", to: "/success-stories" },
} as const;

import type { ChecklistItem } from "./audience-types";

/** The Funding Readiness Checklist's 8 items, in the spec's order. */
export const fundingChecklist: readonly ChecklistItem[] = [
  {
    id: "businessPlan",
    title: "Business plan",
    description: "A concise plan covering the problem, your solution, the market, the business model and the next 18 months of milestones.",
    tips: [
      "Keep it under 20 pages; investors read the executive summary first and often only that.",
      "Tie every milestone to a month and a rupee figure.",
      "Update it after each review gate instead of writing it once for the raise.",
    ],
  },
  {
    id: "financials",
    title: "Financial projections",
    description: "Three years of profit and loss, cash flow and unit economics, with the assumptions written out.",
    tips: [
      "Show the first 18 months month by month, then yearly.",
      "Make burn rate and runway visible on the first sheet.",
      "Build base, upside and downside cases from the same assumptions.",
    ],
  },
  {
    id: "pitch",
    title: "Pitch deck",
    description: "12-15 slides that tell the story: problem, solution, traction, market, business model, team, the ask and the use of funds.",
    tips: [
      "Lead with traction if you have it; a chart beats an adjective.",
      "Say exactly how much you are raising and what it buys in months of runway.",
      "Keep a two-minute version for investor roundtables and demo days.",
    ],
  },
  {
    id: "market",
    title: "Market validation",
    description: "Evidence that customers want this: interviews, pilots, letters of intent or paying users, and a bottom-up market size.",
    tips: [
      "Size the market bottom-up: reachable customers times what they will pay.",
      "Quote real customers, with their permission.",
      "A signed pilot or letter of intent is worth more than a survey of 1,000 people.",
    ],
  },
  {
    id: "team",
    title: "Founding team",
    description: "Clear roles, a founders' agreement with vesting, and a plan for the hires the money will fund.",
    tips: [
      "Put a four-year vesting schedule with a one-year cliff in the founders' agreement.",
      "Name the first three hires and why they come first.",
      "Show advisers only if they actually spend time with you.",
    ],
  },
  {
    id: "legal",
    title: "Legal structure & compliance",
    description: "A private limited company with clean ROC filings, GST registration, DPIIT startup recognition and a tidy cap table.",
    tips: [
      "Get DPIIT recognition early; it opens tax benefits and government schemes.",
      "Reconcile the cap table with ROC filings before anyone asks.",
      "Convert informal promises of equity into signed agreements.",
    ],
  },
  {
    id: "ip",
    title: "Intellectual property",
    description: "Trademarks filed, code and designs assigned to the company, and patents where they protect a real advantage.",
    tips: [
      "Make sure every founder, employee and freelancer has assigned their IP to the company.",
      "File your trademark before you spend on the brand.",
      "Startups recognised by DPIIT get fast-tracked patent examination and lower fees.",
    ],
  },
  {
    id: "metrics",
    title: "Traction metrics",
    description: "The few numbers that show momentum: revenue or usage growth, customer acquisition cost, lifetime value and retention.",
    tips: [
      "Pick three to five metrics and report them the same way every month.",
      "Show cohort retention, not only totals.",
      "Know your CAC payback period to the month.",
    ],
  },
];

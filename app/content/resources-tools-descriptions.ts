// The descriptions of the tools page's groups and files, by id: only the page's
// static content shows them, so its download buttons load without them
// (./resources-tools-summaries.ts).

export const toolDescriptions: Readonly<Record<string, string>> = {
  "business-plans": "Plans our troupes start from, with guidance notes in every section.",
  "seed-stage-business-plan": "A 15-page plan for your first raise: problem, solution, market, model, team and 18 months of milestones.",
  "grant-application-plan": "Structured the way seed fund and state startup scheme evaluators read: objectives, budget heads and outcome indicators.",
  "one-page-lean-canvas": "The whole venture on one page, for the first conversation with a mentor or troupe.",
  "financial-models": "Spreadsheets with Indian tax, GST and payroll assumptions built in.",
  "three-year-saas-model": "Monthly recurring revenue, churn, CAC payback, burn and runway, with base, upside and downside cases.",
  "d2c-unit-economics": "Contribution margin per order after GST, shipping, returns, payment fees and marketplace commissions.",
  "cap-table-esop": "Model dilution across seed, Series A and an ESOP pool, with CCD and SAFE conversions.",
  "pitch-decks": "Slide templates in the order investors expect, with notes on what each slide must prove.",
  "seed-pitch-deck": "Problem to ask in twelve slides, with example charts for traction and use of funds.",
  "demo-day-deck": "A short-form deck for demo days and investor roundtables: one idea per slide, big numbers.",
  "corporate-pilot-proposal": "Pitch a pilot to a corporate innovation team: the business problem, the 90-day plan, success criteria and pricing.",
};

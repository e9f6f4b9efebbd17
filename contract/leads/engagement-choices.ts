// The audience forms' checkbox options, without the forms' schemas
// (./corporate-inquiry.ts and ./investor-access.ts, which re-export them):
// pages import these without loading zod.

/** Spec 2 §2: the interests a corporate visitor can pick (any number, or none). */
export const CORPORATE_INTERESTS = [
  "Digital Transformation",
  "Process Automation",
  "Supply Chain Optimization",
  "Customer Experience Enhancement",
  "Data Analytics & Insights",
  "Innovation Consulting",
] as const;

export type CorporateInterest = (typeof CORPORATE_INTERESTS)[number];

/** Spec 2 §2: the investment focus areas an investor can pick (any number, or none). */
export const INVESTMENT_FOCUS_AREAS = [
  "FinTech",
  "HealthTech",
  "Enterprise SaaS",
  "Deep Tech",
  "Sustainability",
  "Consumer Tech",
] as const;

export type InvestmentFocusArea = (typeof INVESTMENT_FOCUS_AREAS)[number];

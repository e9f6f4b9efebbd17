/** Spec §3 option lists, in the spec's order: what the selects offer and the server accepts. */

export const INDUSTRY_SECTORS = [
  "Technology",
  "Healthcare",
  "FinTech",
  "Sustainability",
  "Education",
  "Manufacturing",
  "Agriculture",
  "Other",
] as const;

export const STAGES = ["Idea", "Prototype", "Early Revenue", "Scaling"] as const;

export const PARTNERSHIP_TYPES = ["Associate", "Strategic", "Alliance", "Corporate", "Academic", "Government"] as const;

export const INDUSTRIES = [
  "Technology",
  "Finance",
  "Healthcare",
  "Education",
  "Manufacturing",
  "Retail",
  "Energy",
  "Government",
  "Other",
] as const;

export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;

export type IndustrySector = (typeof INDUSTRY_SECTORS)[number];
export type Stage = (typeof STAGES)[number];
export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];
export type Industry = (typeof INDUSTRIES)[number];
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** The closed sets of the Audience Hub pages' content (app/content/schemas/audiences.ts checks entries against them). */

/** The Funding Readiness Checklist's 8 items, in the spec's order; the readiness score counts them. */
export const checklistItemIds = ["businessPlan", "financials", "pitch", "market", "team", "legal", "ip", "metrics"] as const;
export type ChecklistItemId = (typeof checklistItemIds)[number];

export const policyBriefCategories = ["Impact Study", "Policy Brief"] as const;
export type PolicyBriefCategory = (typeof policyBriefCategories)[number];

export const regulatoryStatuses = ["Active", "Upcoming"] as const;
export type RegulatoryStatus = (typeof regulatoryStatuses)[number];

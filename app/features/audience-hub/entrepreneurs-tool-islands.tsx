import { ReadinessChecklist } from "./entrepreneurs-tools";

// The Astro page's islands (pages/audience-hub/entrepreneurs-startups.astro).

/** The funding readiness checklist; FundingChecklist counts a box ticked while its code was on its way. */
export const ReadinessChecklistIsland = ReadinessChecklist;

import { fundingChecklist } from "~/content/audience-entrepreneurs";
import { FundingChecklist } from "~/features/funding-checklist/funding-checklist";

// The entrepreneurs page's checklist, with its content: code loaded on first
// use (pages/audience-hub/entrepreneurs-startups.astro, which gives the story
// gallery its stories from their collection).

/** The funding readiness checklist, scored as the visitor ticks. */
export function ReadinessChecklist() {
  return <FundingChecklist items={fundingChecklist} />;
}

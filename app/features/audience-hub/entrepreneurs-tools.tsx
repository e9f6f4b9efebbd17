import { FundingChecklist } from "~/features/funding-checklist/funding-checklist";
import type { ChecklistCopy, ChecklistItem } from "./audience-copy";

// The entrepreneurs page's checklist island: code loaded on first use
// (pages/audience-hub/entrepreneurs-startups.astro gives it its items from
// app/content/audiences/entrepreneurs-startups.yaml).

/** The funding readiness checklist, scored as the visitor ticks. */
export function ReadinessChecklist({ items, copy }: { items: readonly ChecklistItem[]; copy: ChecklistCopy }) {
  return <FundingChecklist items={items} copy={copy} />;
}

import type { ReadinessAdviceCopy } from "~/features/audience-hub/audience-copy";

export type ReadinessAdvice = { text: string; action?: { label: string; to: string } };

/** What the checklist says at each level of readiness (the words are the page's: app/content/audiences/entrepreneurs-startups.yaml). */
export function readinessAdvice(percent: number, advice: ReadinessAdviceCopy): ReadinessAdvice {
  if (percent >= 100) return { text: advice.ready, action: advice.readyAction };
  if (percent >= 75) return { text: advice.nearly };
  if (percent >= 50) return { text: advice.half };
  if (percent > 0) return { text: advice.started };
  return { text: advice.none };
}

/** "{ticked} of {total} items ready" with the numbers filled in. */
export function progressText(template: string, ticked: number, total: number): string {
  return template.replaceAll("{ticked}", String(ticked)).replaceAll("{total}", String(total));
}

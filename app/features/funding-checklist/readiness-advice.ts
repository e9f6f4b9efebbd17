export type ReadinessAdvice = { text: string; action?: { label: string; to: string } };

/** What the checklist says at each level of readiness. */
export function readinessAdvice(percent: number): ReadinessAdvice {
  if (percent >= 100) {
    return {
      text: "You have everything investors ask for first. Apply to the programme and we will review your materials within 24 hours.",
      action: { label: "Apply for Incubation", to: "/contact-get-involved" },
    };
  }
  if (percent >= 75) return { text: "Nearly there. Close the last gaps before you start meeting investors." };
  if (percent >= 50) return { text: "Good progress. The unticked items are the ones investors will ask about first." };
  if (percent > 0) return { text: "A start. Work through the tips on each item; most founders take a few weeks to complete the list." };
  return { text: "Tick each item you already have in place to see how ready you are to raise." };
}

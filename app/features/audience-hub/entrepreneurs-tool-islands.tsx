import { keepingEarlyInput } from "~/components/early-input/keeping-early-input";
import { ReadinessChecklist } from "./entrepreneurs-tools";

// The Astro page's islands (pages/audience-hub/entrepreneurs-startups.astro).

/** The funding readiness checklist; a box ticked while its code was on its way still counts. */
export const ReadinessChecklistIsland = keepingEarlyInput(ReadinessChecklist);

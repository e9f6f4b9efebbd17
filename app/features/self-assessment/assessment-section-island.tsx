import { keepingEarlyInput } from "~/components/early-input/keeping-early-input";
import { AssessmentSection } from "./assessment-section";

/** The statements and their scoring as the Astro page's island: an answer chosen while its code was on its way still counts. */
export const AssessmentSectionIsland = keepingEarlyInput(AssessmentSection);

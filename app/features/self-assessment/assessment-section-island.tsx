import { AssessmentSection } from "./assessment-section";

/** The statements and their scoring as the Astro page's island; SelfAssessmentForm counts an answer chosen while its code was on its way. */
export const AssessmentSectionIsland = AssessmentSection;
